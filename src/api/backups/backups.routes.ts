import type { Context, MiddlewareHandler } from "hono";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { Hono } from "hono";
import { recordAudit } from "../../http/audit-request";
import { deleteSnapshot, snapshotPath } from "../../backups/catalog";
import { type LiveRestore, RestoreBusyError } from "../../backups/live-restore";
import { deleteReplaced, replacedPath } from "../../backups/replaced";
import type { RestoreActor } from "../../backups/restore-database";
import { writeAudit } from "../../audit/audit.service";
import { backupJobsFor, JobBusyError } from "../../backups/jobs";
import type { BackupJob } from "../../shared/backups";
import { clientIp } from "../../http/client-ip";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireRole } from "../../middleware/require-role";
import { sameOriginWrites } from "../../middleware/same-origin";
import type { AuditEvent } from "../../shared/audit";
import type { AuditDetails } from "../../shared/audit-details";
import type { BackupJobAnswer, OffsiteSaved, PolicySaved, RestoreAnswer } from "../../shared/schemas/backup-answers";
import { backupPolicySchema, offsiteSchema } from "../../shared/schemas/backups";
import { offsiteView, removeOffsite, saveOffsite } from "../../backups/offsite-config";
import { endpointRefusal, hostOfUrl, scopeOfSettings } from "../../system/endpoint-guard";
import { cancelRestore, overview, scheduleRestore, snapshotDownload, updatePolicy, uploadPath } from "./backups.service";
import { receiveArchive, UPLOAD_LIMITS, type UploadLimits } from "./receive-archive";

const NOT_FOUND = "Backup non trovato";
const REPLACED_NOT_FOUND = "Dati sostituiti non trovati";

const actorOf = (c: Context<AppEnv>): RestoreActor | null =>
  c.var.user ? { id: c.var.user.id, email: c.var.user.email, ip: clientIp(c, c.var.ctx.config.trustProxy) } : null;

/** Starts a restore in the running server, recorded first (the row is carried into the restored data). */
function startRestore(c: Context<AppEnv>, live: LiveRestore, target: { source: string; label: string; replacedName?: string }) {
  if (backupJobsFor(c.var.ctx.config.dataDir).current()) throw new HttpError(409, new JobBusyError().message);
  if (live.running()) throw new HttpError(409, "È già in corso un ripristino: attendi che finisca");
  recordBackupEvent(c, "backup.restore_requested", target.label, { when: "subito" });
  try {
    return live.start({ ...target, actor: actorOf(c) });
  } catch (error) {
    if (error instanceof RestoreBusyError) throw new HttpError(409, error.message);
    throw error;
  }
}

/** Every backup action of a person goes to the server's log and to the audit log, with the snapshot's name. */
function recordBackupEvent(c: Context<AppEnv>, event: AuditEvent, target = "", details?: AuditDetails): void {
  console.log(`[backup] ${event}${target ? ` ${target}` : ""} (${c.var.user?.email ?? "?"})`);
  recordAudit(c, { event, target, ...(details ? { details } : {}) });
}

/** Records, when a background job ends, what it did on behalf of the person who started it. */
function recordWhenDone(c: Context<AppEnv>, event: AuditEvent, details: AuditDetails) {
  const ctx = c.var.ctx;
  const actor = c.var.user ? { id: c.var.user.id, email: c.var.user.email } : null;
  const ip = clientIp(c, ctx.config.trustProxy);
  return (job: BackupJob) => {
    try {
      writeAudit(ctx.db, {
        event,
        actor,
        ip,
        target: job.snapshot ?? "",
        outcome: job.state === "completato" ? "ok" : "failed",
        details: job.state === "completato" ? details : { ...details, error: job.message ?? "" },
      });
    } catch (error) {
      console.error("Registro attività: scrittura non riuscita", error);
    }
  };
}

/**
 * /api/backups (Amministratore): list, create now, download (streamed tar), delete, upload,
 * restore at the next start, policy. Mounted before the JSON API's body limits: uploads are
 * large archives streamed to disk. `session` is the app's session middleware (the auth resource's).
 */
export function backupRoutes(session: MiddlewareHandler<AppEnv>, limits: UploadLimits = UPLOAD_LIMITS) {
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
    .use(session)
    .use(sameOriginWrites())
    .use(async (c, next) => {
      await next();
      if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
    })
    .use(requireRole("backups"))
    .get("/", (c) => c.json(overview(c.var.ctx, jobsOf(c))))
    .post("/", (c) => {
      const job = startJob(() => jobsOf(c).snapshot("manuale"));
      recordBackupEvent(c, "backup.created");
      return c.json({ job } satisfies BackupJobAnswer, 202);
    })
    .get("/jobs/:id", (c) => {
      const job = jobsOf(c).get(c.req.param("id"));
      if (!job) throw new HttpError(404, "Operazione non trovata");
      return c.json({ job } satisfies BackupJobAnswer);
    })
    .put("/policy", async (c) => {
      const policy = await readJson(c, backupPolicySchema);
      const pruned = await updatePolicy(c.var.ctx.config.dataDir, c.var.ctx.db.$client, policy);
      recordBackupEvent(c, "backup.policy_changed", "pianificazione", {
        hour: policy.hour,
        keep_daily: policy.keep_daily,
        keep_weekly: policy.keep_weekly,
        pruned,
      });
      return c.json({ policy, pruned } satisfies PolicySaved);
    })
    .put("/offsite", async (c) => {
      const input = await readJson(c, offsiteSchema);
      const scope = scopeOfSettings(c.var.ctx.config.allowPrivateEndpoints);
      const refused = await endpointRefusal(hostOfUrl(input.endpoint), scope, "storage");
      if (refused) throw new HttpError(400, refused, {}, "endpoint");
      if (!saveOffsite(c.var.ctx.db.$client, input)) throw new HttpError(400, "Indica la chiave segreta");
      recordBackupEvent(c, "backup.offsite_changed", `${input.bucket} (${input.endpoint})`, {
        region: input.region,
        prefix: input.prefix,
        keep: input.keep,
        secret_changed: input.secret_access_key !== "",
      });
      return c.json({ offsite: offsiteView(c.var.ctx.db.$client) } satisfies OffsiteSaved);
    })
    .delete("/offsite", (c) => {
      removeOffsite(c.var.ctx.db.$client);
      recordBackupEvent(c, "backup.offsite_changed", "copie fuori sede disattivate");
      return c.json({ offsite: offsiteView(c.var.ctx.db.$client) } satisfies OffsiteSaved);
    })
    .post("/upload", async (c) => {
      const declared = Number(c.req.header("content-length") ?? "0");
      const body = c.req.raw.body;
      if (!body) throw new HttpError(400, "Nessun file di backup ricevuto");
      const jobs = jobsOf(c);
      if (jobs.current()) throw new HttpError(409, new JobBusyError().message);
      const path = uploadPath(c.var.ctx.config.dataDir, randomBytes(8).toString("hex"));
      mkdirSync(dirname(path), { recursive: true });
      const written = await receiveArchive(body, path, Number.isFinite(declared) ? declared : 0, limits);
      if (written === 0) {
        rmSync(path, { force: true });
        throw new HttpError(400, "Nessun file di backup ricevuto");
      }
      const job = startJob(() => jobs.importArchive(path, recordWhenDone(c, "backup.uploaded", { bytes: written })));
      console.log(`[backup] caricamento di ${written} byte avviato (${c.var.user?.email ?? "?"})`);
      return c.json({ job } satisfies BackupJobAnswer, 202);
    })
    .delete("/restore", (c) => {
      const cancelled = cancelRestore(c.var.ctx.config.dataDir);
      if (cancelled) recordBackupEvent(c, "backup.restore_cancelled", cancelled);
      return c.json({ pending_restore: null });
    })
    .get("/:name/download", (c) => {
      const name = c.req.param("name");
      const download = snapshotDownload(c.var.ctx.config.dataDir, name);
      if (!download) throw new HttpError(404, NOT_FOUND);
      recordBackupEvent(c, "backup.downloaded", name, { bytes: download.size });
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
      const source = snapshotPath(c.var.ctx.config.dataDir, name);
      if (!source) throw new HttpError(404, NOT_FOUND);
      const live = c.var.ctx.restore;
      if (!live) {
        // A server that cannot reopen its database (none today) restores at its next start.
        scheduleRestore(c.var.ctx.config.dataDir, name, actorOf(c));
        recordBackupEvent(c, "backup.restore_requested", name, { when: "prossimo avvio" });
        return c.json({ pending_restore: name, message: "Ripristino pronto: verrà eseguito al prossimo avvio del server." });
      }
      const restore = startRestore(c, live, { source, label: name });
      return c.json({ restore } satisfies RestoreAnswer, 202);
    })
    .post("/replaced/:name/restore", (c) => {
      const name = c.req.param("name");
      const source = replacedPath(c.var.ctx.config.dataDir, name);
      const live = c.var.ctx.restore;
      if (!source || !live) throw new HttpError(404, REPLACED_NOT_FOUND);
      const restore = startRestore(c, live, { source, label: `dati sostituiti il ${name}`, replacedName: `sostituiti-${name}` });
      return c.json({ restore } satisfies RestoreAnswer, 202);
    })
    .delete("/replaced/:name", async (c) => {
      const name = c.req.param("name");
      if (c.var.ctx.restore?.running()) throw new HttpError(409, "È in corso un ripristino: attendi che finisca");
      if (!(await deleteReplaced(c.var.ctx.config.dataDir, name))) throw new HttpError(404, REPLACED_NOT_FOUND);
      recordBackupEvent(c, "backup.replaced_deleted", `dati sostituiti il ${name}`);
      return c.json({ deleted: name });
    })
    .delete("/:name", async (c) => {
      const name = c.req.param("name");
      if (!(await deleteSnapshot(c.var.ctx.config.dataDir, name))) throw new HttpError(404, NOT_FOUND);
      recordBackupEvent(c, "backup.deleted", name);
      return c.json({ deleted: name });
    });
}
