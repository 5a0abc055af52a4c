import type { Context } from "hono";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { Hono } from "hono";
import { recordAudit } from "../../audit/audit-request";
import { deleteSnapshot } from "../../backups/catalog";
import { backupJobsFor, JobBusyError } from "../../backups/jobs";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireRole } from "../../middleware/require-role";
import { sameOriginWrites } from "../../middleware/same-origin";
import { loadSession } from "../../middleware/session";
import type { AuditEvent } from "../../shared/audit";
import { backupPolicySchema } from "../../shared/schemas/backups";
import {
  cancelRestore,
  overview,
  RESTART_COMMAND,
  scheduleRestore,
  snapshotDownload,
  updatePolicy,
  uploadPath,
} from "./backups.service";

/** Largest snapshot archive accepted for upload. */
const MAX_ARCHIVE_BYTES = 4 * 1024 * 1024 * 1024;
const NOT_FOUND = "Backup non trovato";

/**
 * Every backup action of a person passes here: the one place where the audit log records them
 * (until it exists, a line on the server's log).
 */
const auditedActions: Record<string, AuditEvent> = {
  crea: "backup.created",
  ripristina: "backup.restored",
  elimina: "backup.deleted",
};

/** Every backup action goes to the server log; creating, restoring and deleting a snapshot also to the audit log. */
function recordBackupEvent(c: Context<AppEnv>, event: { action: string; snapshot?: string }): void {
  console.log(`[backup] ${event.action}${event.snapshot ? ` ${event.snapshot}` : ""} (${c.var.user?.email ?? "?"})`);
  const audited = auditedActions[event.action];
  if (audited) recordAudit(c, { event: audited, ...(event.snapshot ? { target: event.snapshot } : {}) });
}

/**
 * /api/backups (Amministratore): list, create now, download (streamed tar), delete, upload,
 * restore at the next start, policy. Mounted before the JSON API's body limits: uploads are
 * large archives streamed to disk.
 */
export function backupRoutes() {
  const jobsOf = (c: { var: AppEnv["Variables"] }) => backupJobsFor(c.var.ctx.config.dataDir);
  const startJob = (start: () => ReturnType<ReturnType<typeof backupJobsFor>["snapshot"]>) => {
    try {
      return start();
    } catch (error) {
      if (error instanceof JobBusyError) throw new HttpError(409, error.message);
      throw error;
    }
  };

  return new Hono<AppEnv>()
    .use(loadSession())
    .use(sameOriginWrites())
    .use(async (c, next) => {
      await next();
      if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
    })
    .use(requireRole("backups"))
    .get("/", (c) => c.json(overview(c.var.ctx.config.dataDir, c.var.ctx.db.$client, jobsOf(c))))
    .post("/", (c) => {
      const job = startJob(() => jobsOf(c).snapshot("manuale"));
      recordBackupEvent(c, { action: "crea" });
      return c.json({ job }, 202);
    })
    .get("/jobs/:id", (c) => {
      const job = jobsOf(c).get(c.req.param("id"));
      if (!job) throw new HttpError(404, "Operazione non trovata");
      return c.json({ job });
    })
    .put("/policy", async (c) => {
      const policy = await readJson(c, backupPolicySchema);
      const pruned = await updatePolicy(c.var.ctx.config.dataDir, c.var.ctx.db.$client, policy);
      recordBackupEvent(c, { action: "politica" });
      return c.json({ policy, pruned });
    })
    .post("/upload", async (c) => {
      const length = Number(c.req.header("content-length") ?? "0");
      if (length > MAX_ARCHIVE_BYTES) throw new HttpError(413, "Il file del backup supera il limite di 4 GB");
      const body = c.req.raw.body;
      if (!body) throw new HttpError(400, "Nessun file di backup ricevuto");
      const jobs = jobsOf(c);
      if (jobs.current()) throw new HttpError(409, new JobBusyError().message);
      const path = uploadPath(c.var.ctx.config.dataDir, randomBytes(8).toString("hex"));
      mkdirSync(dirname(path), { recursive: true });
      let written = 0;
      try {
        written = await Bun.write(path, new Response(body));
      } catch {
        rmSync(path, { force: true });
        throw new HttpError(400, "Caricamento del backup interrotto");
      }
      if (written === 0) {
        rmSync(path, { force: true });
        throw new HttpError(400, "Nessun file di backup ricevuto");
      }
      const job = startJob(() => jobs.importArchive(path));
      recordBackupEvent(c, { action: "carica" });
      return c.json({ job }, 202);
    })
    .delete("/restore", (c) => {
      cancelRestore(c.var.ctx.config.dataDir);
      recordBackupEvent(c, { action: "annulla-ripristino" });
      return c.json({ pending_restore: null });
    })
    .get("/:name/download", (c) => {
      const name = c.req.param("name");
      const download = snapshotDownload(c.var.ctx.config.dataDir, name);
      if (!download) throw new HttpError(404, NOT_FOUND);
      recordBackupEvent(c, { action: "scarica", snapshot: name });
      return new Response(download.stream, {
        headers: {
          "Content-Type": "application/x-tar",
          "Content-Length": String(download.size),
          "Content-Disposition": `attachment; filename="${name}.tar"`,
          "Cache-Control": "no-store",
        },
      });
    })
    .post("/:name/restore", (c) => {
      const name = c.req.param("name");
      if (!scheduleRestore(c.var.ctx.config.dataDir, name)) throw new HttpError(404, NOT_FOUND);
      recordBackupEvent(c, { action: "ripristina", snapshot: name });
      return c.json({
        pending_restore: name,
        command: RESTART_COMMAND,
        message: `Ripristino pronto: verrà eseguito al prossimo avvio del server. Riavvia il servizio con: ${RESTART_COMMAND}`,
      });
    })
    .delete("/:name", async (c) => {
      const name = c.req.param("name");
      if (!(await deleteSnapshot(c.var.ctx.config.dataDir, name))) throw new HttpError(404, NOT_FOUND);
      recordBackupEvent(c, { action: "elimina", snapshot: name });
      return c.json({ deleted: name });
    });
}
