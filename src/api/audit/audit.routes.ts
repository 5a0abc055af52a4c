import { Hono } from "hono";
import type { Context } from "hono";
import { auditCsv } from "../../audit/audit-csv";
import { recordAudit } from "../../http/audit-request";
import { allAudit, listAudit } from "../../audit/audit.service";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { requireRole } from "../../middleware/require-role";
import type { AuditEvent } from "../../shared/audit";
import { auditFilterSchema } from "../../shared/schemas/audit";
import { firstIssueMessage } from "../../shared/schemas/validation";
import { localDay } from "../../stats/calendar";
import { csvDownload } from "../../http/csv";

function filterOf(c: Context<AppEnv>) {
  const parsed = auditFilterSchema.safeParse(c.req.query());
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
  const { page, event, ...rest } = parsed.data;
  return { page, filter: { ...rest, event: event as AuditEvent | undefined } };
}

/** /api/audit: the audit log (Amministratore only), filtered and paginated, and its CSV export. */
export function auditRoutes() {
  return new Hono<AppEnv>()
    .get("/", requireRole("audit"), (c) => {
      const { page, filter } = filterOf(c);
      return c.json(listAudit(c.var.ctx.db, filter, page));
    })
    .get("/export", requireRole("audit"), (c) => {
      const { filter } = filterOf(c);
      const entries = allAudit(c.var.ctx.db, filter);
      recordAudit(c, {
        event: "audit.exported",
        target: "registro attività",
        details: {
          count: entries.length,
          person: filter.person ?? null,
          event: filter.event ?? null,
          from: filter.from ?? null,
          to: filter.to ?? null,
        },
      });
      return c.body(auditCsv(entries), 200, csvDownload(`registro-attivita-${localDay(new Date())}.csv`));
    });
}
