import { countAdmins, purgeExpiredSessions, randomToken } from "./api/auth/auth.service";
import { BlogScheduler } from "./api/blog/blog-scheduler";
import { PageStore } from "./api/pages/pages.service";
import { RedirectStore } from "./api/redirects/redirect-store";
import { MediaStore } from "./api/media/media-store";
import { SettingsStore } from "./api/settings/settings.service";
import { loadBuiltInContent } from "./ssr/built-in-pages";
import { createApp } from "./app";
import { backupJobsFor } from "./backups/jobs";
import { LiveRestore } from "./backups/live-restore";
import { copyOffsiteAfterSnapshot } from "./backups/offsite";
import { readOffsite } from "./backups/offsite-config";
import { dataFolder } from "./backups/layout";
import { acquireLock } from "./backups/lock";
import { startBackupScheduler } from "./backups/scheduler";
import { sweepDataFolder } from "./backups/sweep";
import type { ServeOptions } from "./cli/serve-options";
import { DEFAULT_POLICY } from "./backups/retention";
import type { Config } from "./config";
import { ContentChanges } from "./content-changes";
import type { AppContext } from "./context";
import { applyPendingRestore, openDataFolder } from "./data-folder";
import { mkdirSync } from "node:fs";
import { closeDatabase, type Db } from "./db/client";
import { seedDemoGallery } from "./db/seed";
import { MailService } from "./mail/mail-service";
import { readSmtpEnv, sealStoredSmtpPassword } from "./mail/smtp-config";
import { SiteSearch } from "./search/site-search";
import { secretKeyOf } from "./system/secret-key";
import { createLogger, flushLogs } from "./http/access-log";
import type { BuiltAssets } from "./static/asset-manifest";
import { imageWorkersDone } from "./images/worker-process";
import { startStatsJobs } from "./stats/rollup";
import { keepLargeBlocksApart, releaseFilePages } from "./system/memory";

/**
 * The largest body Bun reads: a snapshot archive uploaded from /admin/backup. Every other
 * route keeps its own, smaller limit (JSON 1 MB, one image 25 MB) in the app.
 */
const MAX_REQUEST_BODY = 4 * 1024 * 1024 * 1024;
const SHUTDOWN_GRACE_MS = 10_000;

function displayOrigin(config: Config, port: number): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/** Opens the data folder and serves the site until SIGTERM/SIGINT, then finishes in-flight requests and closes the database. */
export function startServer(
  config: Config,
  assets: BuiltAssets,
  options: ServeOptions = { logLevel: "info", backupPolicy: DEFAULT_POLICY },
) {
  keepLargeBlocksApart();
  const smtpEnv = readSmtpEnv(process.env);
  mkdirSync(config.dataDir, { recursive: true });
  const releaseLock = acquireLock(config.dataDir);
  applyPendingRestore(config);
  const db = openDataFolder(config, console.log);
  // The server's key (PARKSITE_SECRET_KEY or data/secret.key) is checked, or created, before the first request.
  secretKeyOf(db).keyFor("device-cookie");
  if (sealStoredSmtpPassword(db)) console.log("Password SMTP salvata ora cifrata con la chiave del server.");
  const swept = sweepDataFolder(dataFolder(config.dataDir), db.$client);
  if (swept.leftoversRemoved.length > 0) {
    console.log(`File temporanei rimasti da un'interruzione, rimossi: ${swept.leftoversRemoved.join(", ")}.`);
  }
  if (swept.orphansRemoved.length > 0) {
    console.log(`Immagini non usate da più di un giorno, rimosse: ${swept.orphansRemoved.length} file.`);
  }
  if (swept.orphansKept.length > 0) {
    console.log(`Immagini caricate ma non ancora usate (tenute per un giorno): ${swept.orphansKept.length} file.`);
  }
  const backupJobs = backupJobsFor(config.dataDir);
  backupJobs.fallbackPolicy = options.backupPolicy;
  const changes = new ContentChanges();
  const ctx = {
    config,
    changes,
    setup: { token: countAdmins(db) === 0 ? randomToken() : null },
  } as AppContext;

  /**
   * Everything that holds the open database: the context's stores, the outbox worker, the
   * schedulers and the statistics jobs. Bound to a database at start, and again after a restore.
   */
  let stopWorkers: () => Promise<void> = async () => {};
  const bind = (opened: Db) => {
    const settings = new SettingsStore(opened, changes);
    ctx.db = opened;
    ctx.settings = settings;
    ctx.pages = new PageStore(opened, changes, loadBuiltInContent);
    ctx.mail = new MailService(opened, { smtpEnv, fromName: () => ctx.settings.getPublic().companyName });
    ctx.redirects = new RedirectStore(opened);
    ctx.media = new MediaStore(opened, config.uploadsDir, changes);
    ctx.search = new SiteSearch(opened, changes, ctx.pages);
    void ctx.search.start();
    ctx.redirects.start();
    const indexed = ctx.media.sync();
    if (indexed.added > 0) console.log(`Libreria delle immagini: ${indexed.added} immagini aggiunte all'indice.`);
    const scheduler = startBackupScheduler({
      dataDir: config.dataDir,
      sqlite: opened.$client,
      fallback: options.backupPolicy,
      jobs: backupJobs,
      log: console.log,
    });
    ctx.mail.start();
    const blogScheduler = new BlogScheduler(opened, changes);
    blogScheduler.start();
    const purgeTimer = setInterval(() => purgeExpiredSessions(opened), 60 * 60 * 1000);
    purgeTimer.unref();
    const stopStatsJobs = startStatsJobs(opened, config.statsRetentionMonths);
    stopWorkers = async () => {
      clearInterval(purgeTimer);
      stopStatsJobs();
      scheduler.stop();
      blogScheduler.stop();
      await ctx.mail.stop();
      ctx.redirects.stop();
      ctx.media.close();
      ctx.search.close();
    };
  };
  bind(db);
  backupJobs.afterSnapshot = copyOffsiteAfterSnapshot(config.dataDir, () => readOffsite(ctx.db.$client));
  let demoGallery: Promise<unknown> = Promise.resolve();
  ctx.restore = new LiveRestore(config.dataDir, {
    db: () => ctx.db,
    close: async () => {
      await demoGallery;
      await stopWorkers();
      await backupJobs.idle();
      closeDatabase(ctx.db);
    },
    open: () => {
      bind(openDataFolder(config, console.log));
      ctx.setup.token = countAdmins(ctx.db) === 0 ? randomToken() : null;
      if (ctx.setup.token)
        console.log(
          `Nessun amministratore nei dati ripristinati: crea il primo account da /admin/setup?token=${ctx.setup.token}`,
        );
      changes.announce("all");
    },
  });
  const logger = createLogger(options.logLevel);
  const app = createApp(ctx, { assets, logger });
  const server = Bun.serve({
    port: config.port,
    hostname: config.host,
    maxRequestBodySize: MAX_REQUEST_BODY,
    fetch: (request, srv) => app.fetch(request, { server: srv }),
  });

  const origin = displayOrigin(config, server.port ?? config.port);
  console.log(`parksite in ascolto su ${origin} (dati in ${config.dataDir})`);
  if (ctx.setup.token) {
    console.log(
      `\nNessun amministratore configurato. Crea il primo account da questo link (valido una sola volta):\n  ${origin}/admin/setup#token=${ctx.setup.token}\noppure esegui: parksite admin create --email <email> --password <password>\n`,
    );
  }

  // A fresh data folder's demo photos are drawn while the site already answers; the pages
  // cached meanwhile are dropped when they are ready.
  const demoStarted = performance.now();
  demoGallery = seedDemoGallery(db, config).then(
    (added) => {
      if (added === 0) return;
      changes.announce("galleries");
      console.log(
        `Galleria dimostrativa: ${added} immagini di esempio create in ${Math.round(performance.now() - demoStarted)} ms.`,
      );
    },
    (error: unknown) => console.error("[immagini] galleria dimostrativa non creata:", error),
  );
  // Starting ends once the demo gallery (if any) is drawn and its image process has ended: the
  // executable's pages only start-up read go back to the kernel (shared pages would be kept).
  void demoGallery.then(imageWorkersDone).then(() => releaseFilePages());

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} ricevuto: chiusura in corso...`);
    const force = setTimeout(() => {
      console.error("Chiusura forzata: richieste ancora in corso dopo 10 secondi.");
      flushLogs();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    await server.stop(false);
    await demoGallery;
    await stopWorkers();
    await backupJobs.idle();
    closeDatabase(ctx.db);
    releaseLock();
    clearTimeout(force);
    flushLogs();
    console.log("parksite fermato.");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  return { server, ctx, origin };
}
