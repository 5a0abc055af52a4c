import { purgeExpiredSessions } from "./api/auth/auth.service";
import { BlogScheduler } from "./api/blog/blog-scheduler";
import { PageScheduler } from "./api/pages/page-scheduler";
import { createApp } from "./app";
import { type BackupJobs, backupJobsFor } from "./backups/jobs";
import { copyOffsiteAfterSnapshot } from "./backups/offsite";
import { readOffsite } from "./backups/offsite-config";
import { startBackupScheduler } from "./backups/scheduler";
import type { ServeOptions } from "./cli/serve-options";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { closeStores, createContext } from "./create-context";
import type { Db } from "./db/client";
import { seedDemoGallery } from "./db/seed";
import { createLogger } from "./http/access-log";
import { imageWorkersDone } from "./images/worker-process";
import { readSmtpEnv, sealStoredSmtpPassword } from "./mail/smtp-config";
import { cachedPageFront, forgetAddresses } from "./ssr/cached-page-front";
import { PageCache } from "./ssr/page-cache";
import { securityHeadersFor } from "./middleware/security-headers";
import { SESSION_COOKIE } from "./api/auth/session-cookie";
import type { BuiltAssets } from "./static/asset-manifest";
import { startStatsJobs } from "./stats/rollup";
import { startBinPurge } from "./recycle-bin/leaving-the-bin";
import { startSpamPurge } from "./leads/spam.service";
import { DayChange } from "./system/day-change";
import { releaseAfterLoad, releaseFilePages } from "./system/memory";
import { startQuietRelease } from "./system/quiet-release";
import { secretKeyOf } from "./system/secret-key";

/** The running site: its HTTP app, and how to end its background work before the database closes. */
export interface Site {
  ctx: AppContext;
  fetch: (request: Request, server: Bun.Server<undefined>) => Response | Promise<Response>;
  /** Stops the schedulers and waits for the work they started (demo photos, e-mails, backups). */
  stop: () => Promise<void>;
}

/**
 * Everything a request needs beyond the open database: the settings, the pages, the app and its
 * routes; then the background work (e-mail outbox, scheduled posts, backups, statistics). Loaded
 * once the server already listens, so a restart accepts connections at once. A restore from the
 * browser closes the database and opens the restored one: every holder is bound to it again.
 */
export function startSite(
  config: Config,
  db: Db,
  assets: BuiltAssets,
  options: ServeOptions,
  log: (message: string) => void = console.log,
): Site {
  // The server's key (PARKSITE_SECRET_KEY or data/secret.key) is checked, or created, before the first request.
  secretKeyOf(db).keyFor("device-cookie");
  if (sealStoredSmtpPassword(db)) log("Password SMTP salvata ora cifrata con la chiave del server.");
  const smtpEnv = readSmtpEnv(process.env);
  const backupJobs = backupJobsFor(config.dataDir);
  backupJobs.fallbackPolicy = options.backupPolicy;
  // The work on the database beside the requests: started now, stopped and started again around a restore.
  let stopWork: () => Promise<void> = async () => {};
  const ctx = createContext(config, db, {
    mail: { smtpEnv },
    log,
    liveRestore: {
      beforeClose: async () => {
        await demoGallery;
        await stopWork();
        await backupJobs.idle();
      },
      afterOpen: () => {
        stopWork = startWork(ctx, options, backupJobs, log);
      },
    },
  });
  stopWork = startWork(ctx, options, backupJobs, log);
  backupJobs.afterSnapshot = copyOffsiteAfterSnapshot(config.dataDir, () =>
    readOffsite(ctx.db.$client, config.allowPrivateEndpoints),
  );

  // A fresh data folder's demo photos are drawn while the site already answers; the pages
  // cached meanwhile are dropped when they are ready.
  const demoStarted = performance.now();
  const demoGallery = seedDemoGallery(db, config).then(
    (added) => {
      if (added === 0) return;
      ctx.changes.announce("galleries");
      log(`Galleria dimostrativa: ${added} immagini di esempio create in ${Math.round(performance.now() - demoStarted)} ms.`);
    },
    (error: unknown) => console.error("[immagini] galleria dimostrativa non creata:", error),
  );
  // Starting ends once the demo gallery (if any) is drawn and its image process has ended: the
  // executable's pages only start-up read go back to the kernel (shared pages would be kept).
  void demoGallery.then(imageWorkersDone).then(() => releaseFilePages());

  const logger = createLogger(options.logLevel);
  const pageCache = new PageCache(ctx.changes);
  const app = createApp(ctx, { assets, logger, pageCache });
  // A visitor's page the cache holds is answered before the app; everything else goes through it.
  const front = cachedPageFront({
    cache: pageCache,
    ctx,
    logger,
    securityHeaders: securityHeadersFor,
    sessionCookieName: SESSION_COOKIE,
  });

  return {
    ctx,
    fetch: (request, server) => front(request, server) ?? app.fetch(request, { server }),
    stop: async () => {
      await demoGallery;
      await stopWork();
      await closeStores(ctx);
      await backupJobs.idle();
    },
  };
}

/**
 * The work that runs on the open database beside the requests: the search index brought up to date,
 * the redirect counters' timer, the media library's index, the outbox's worker, the backup, post and
 * page schedulers, the change of day (pages show what is valid today), and the purges of expired sessions, old statistics, the recycle bin and spam.
 * Returns how to stop it; the stores' own work ends with closeStores.
 */
function startWork(
  ctx: AppContext,
  options: ServeOptions,
  backupJobs: BackupJobs,
  log: (message: string) => void,
): () => Promise<void> {
  const { db, config, changes } = ctx;
  void ctx.search.start();
  ctx.redirects.start();
  const indexed = ctx.media.sync();
  if (indexed.added > 0) log(`Libreria delle immagini: ${indexed.added} immagini aggiunte all'indice.`);
  ctx.mail.start();
  const scheduler = startBackupScheduler({
    dataDir: config.dataDir,
    sqlite: db.$client,
    fallback: options.backupPolicy,
    jobs: backupJobs,
    log,
  });
  const blogScheduler = new BlogScheduler(db, changes);
  blogScheduler.start();
  const pageScheduler = new PageScheduler(db, () => ctx.pages, changes);
  pageScheduler.start();
  const dayChange = new DayChange(changes);
  dayChange.start();
  const purgeTimer = setInterval(() => purgeExpiredSessions(db), 60 * 60 * 1000);
  purgeTimer.unref();
  const stopStatsJobs = startStatsJobs(db, config.statsRetentionMonths);
  const stopBinPurge = startBinPurge(db, config.uploadsDir);
  const stopSpamPurge = startSpamPurge(db);
  const stopQuietRelease = startQuietRelease(
    () =>
      releaseAfterLoad({
        caches: () => {
          ctx.redirects.letRulesGo();
          forgetAddresses();
        },
        database: () => db.$client.exec("PRAGMA shrink_memory"),
      }),
    () => void releaseFilePages(),
  );
  return async () => {
    clearInterval(purgeTimer);
    stopStatsJobs();
    stopBinPurge();
    stopSpamPurge();
    stopQuietRelease();
    scheduler.stop();
    blogScheduler.stop();
    pageScheduler.stop();
    dayChange.stop();
  };
}
