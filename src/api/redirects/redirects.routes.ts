import { type Context, Hono } from "hono";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireRole } from "../../middleware/require-role";
import {
  redirectInputSchema,
  redirectListQuerySchema,
  redirectMessages,
  redirectTestSchema,
} from "../../shared/schemas/redirects";
import type { SaveResult } from "./redirect-store";
import { importRedirects, parseRedirectsCsv, redirectsCsv } from "./redirects-csv";
import { localDay } from "../../stats/calendar";
import { csvDownload } from "../../http/csv";

const importMessages = {
  missingFile: "Scegli un file CSV da importare",
  badForm: "Il modulo inviato non è valido",
  notCsv: "Invia il file CSV come modulo (campo 'file') o come testo (text/csv)",
} as const;

function idOf(c: Context<AppEnv>): number {
  const raw = c.req.param("id") ?? "";
  if (!/^\d{1,12}$/.test(raw)) throw new HttpError(404, redirectMessages.notFound);
  return Number(raw);
}

function saved(result: SaveResult) {
  if (!result.ok) throw new HttpError(result.status, result.message, {}, result.field);
  return result;
}

/** The CSV text of an import: a multipart file (field `file`) or the body itself. */
async function csvText(c: Context<AppEnv>): Promise<string> {
  const type = c.req.header("content-type") ?? "";
  if (/^multipart\/form-data\b/i.test(type)) {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new HttpError(400, importMessages.badForm);
    }
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) throw new HttpError(400, importMessages.missingFile);
    return file.text();
  }
  if (/^text\/(csv|plain)\b/i.test(type)) return c.req.text();
  throw new HttpError(415, importMessages.notCsv);
}

/** /api/redirects: the site's redirect rules, their CSV import/export, the test box and the 404 report. */
export function redirectRoutes() {
  return new Hono<AppEnv>()
    .get("/", requireRole("redirects"), (c) => {
      const query = redirectListQuerySchema.parse(c.req.query());
      return c.json(c.var.ctx.redirects.list(query));
    })
    .get("/export", requireRole("redirects"), (c) => {
      const rules = c.var.ctx.redirects.all();
      recordAudit(c, { event: "redirect.exported", target: "reindirizzamenti", details: { rules: rules.length } });
      return c.body(redirectsCsv(rules), 200, csvDownload(`reindirizzamenti-${localDay(new Date())}.csv`));
    })
    .get("/test", requireRole("redirects"), (c) => {
      const asked = redirectTestSchema.safeParse({ path: c.req.query("path") ?? "" });
      if (!asked.success) throw new HttpError(400, redirectMessages.testPath, {}, "path");
      return c.json(c.var.ctx.redirects.test(asked.data.path));
    })
    .get("/not-found", requireRole("redirects"), (c) => {
      const { page } = redirectListQuerySchema.parse(c.req.query());
      c.var.ctx.redirects.flush();
      return c.json(c.var.ctx.redirects.notFound.list(page));
    })
    .post("/import", requireRole("redirects"), async (c) => {
      const parsed = await parseRedirectsCsv(await csvText(c));
      if (!parsed.ok) throw new HttpError(400, parsed.message);
      const report = await importRedirects(c.var.ctx.redirects, parsed.rows);
      if (!report) throw new HttpError(409, redirectMessages.importRunning);
      recordAudit(c, {
        event: "redirect.imported",
        target: "reindirizzamenti",
        details: { created: report.created, updated: report.updated, errors: report.errors.length },
      });
      return c.json(report);
    })
    .post("/", requireRole("redirects"), async (c) => {
      const input = await readJson(c, redirectInputSchema);
      const result = saved(c.var.ctx.redirects.save(input));
      recordAudit(c, {
        event: "redirect.created",
        target: result.rule.source,
        details: { target: result.rule.target, code: result.rule.code, rewritten: result.rewritten },
      });
      return c.json(result.rule, 201);
    })
    .put("/:id", requireRole("redirects"), async (c) => {
      const id = idOf(c);
      const input = await readJson(c, redirectInputSchema);
      const result = saved(c.var.ctx.redirects.save(input, { id }));
      recordAudit(c, {
        event: "redirect.updated",
        target: result.rule.source,
        details: { target: result.rule.target, code: result.rule.code, rewritten: result.rewritten },
      });
      return c.json(result.rule);
    })
    .delete("/:id", requireRole("redirects"), (c) => {
      if (c.var.ctx.redirects.importRunning) throw new HttpError(409, redirectMessages.importRunning);
      const removed = c.var.ctx.redirects.remove(idOf(c));
      if (!removed) throw new HttpError(404, redirectMessages.notFound);
      recordAudit(c, {
        event: "redirect.deleted",
        target: removed.source,
        details: { target: removed.target, code: removed.code },
      });
      return c.json({ ok: true });
    });
}
