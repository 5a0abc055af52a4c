import { countAdmins, purgeExpiredSessions, randomToken } from "./api/auth/auth.service";
import { BlogScheduler } from "./api/blog/blog-scheduler";
import { PageScheduler } from "./api/pages/page-scheduler";
import { MediaStore } from "./api/media/media-store";
import { PageStore } from "./api/pages/pages.service";
import { RedirectStore } from "./api/redirects/redirect-store";
import { SettingsStore } from "./api/settings/settings.service";
import { createApp } from "./app";
import { backupJobsFor } from "./backups/jobs";
import { LiveRestore } from "./backups/live-restore";
import { copyOffsiteAfterSnapshot } from "./backups/offsite";
import { readOffsite } from "./backups/offsite-config";
import { startBackupScheduler } from "./backups/scheduler";
import type { ServeOptions } from "./cli/serve-options";
import type { Config } from "./config";
import { ContentChanges } from "./content-changes";
import type { AppContext } from "./context";
import { openDataFolder } from "./data-folder";
import { closeDatabase, type Db } from "./db/client";
import { seedDemoGallery } from "./db/seed";
import { createLogger } from "./http/access-log";
import { imageWorkersDone } from "./images/worker-process";
import { MailService } from "./mail/mail-service";
import { readSmtpEnv, sealStoredSmtpPassword } from "./mail/smtp-config";
import { SiteSearch } from "./search/site-search";
import { cachedPageFront } from "./ssr/cached-page-front";
import { PageCache } from "./ssr/page-cache";
import { securityHeadersFor } from "./middleware/security-headers";
import { SESSION_COOKIE } from "./api/auth/session-cookie";
import { loadBuiltInContent } from "./ssr/built-in-pages";
import type { BuiltAssets } from "./static/asset-manifest";
import { startStatsJobs } from "./stats/rollup";
import { startBinPurge } from "./bin/bin.service";
import { startSpamPurge } from "./api/contact/spam.service";
import { releaseFilePages } from "./system/memory";
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
    ctx.db = opened;
    ctx.settings = new SettingsStore(opened, changes);
    ctx.pages = new PageStore(opened, changes, loadBuiltInContent);
    ctx.mail = new MailService(opened, {
      smtpEnv,
      allowPrivateEndpoints: config.allowPrivateEndpoints,
      fromName: () => ctx.settings.getPublic().companyName,
    });
    ctx.redirects = new RedirectStore(opened);
    ctx.media = new MediaStore(opened, config.uploadsDir, changes);
    ctx.search = new SiteSearch(opened, changes, ctx.pages);
    void ctx.search.start();
    ctx.redirects.start();
    const indexed = ctx.media.sync();
    if (indexed.added > 0) log(`Libreria delle immagini: ${indexed.added} immagini aggiunte all'indice.`);
    const scheduler = startBackupScheduler({
      dataDir: config.dataDir,
      sqlite: opened.$client,
      fallback: options.backupPolicy,
      jobs: backupJobs,
      log,
    });
    ctx.mail.start();
    const blogScheduler = new BlogScheduler(opened, changes);
    blogScheduler.start();
    const pageScheduler = new PageScheduler(opened, () => ctx.pages, changes);
    pageScheduler.start();
    const purgeTimer = setInterval(() => purgeExpiredSessions(opened), 60 * 60 * 1000);
    purgeTimer.unref();
    const stopStatsJobs = startStatsJobs(opened, config.statsRetentionMonths);
    const stopBinPurge = startBinPurge(opened, config.uploadsDir);
    const stopSpamPurge = startSpamPurge(opened);
    stopWorkers = async () => {
      clearInterval(purgeTimer);
      stopStatsJobs();
      stopBinPurge();
      stopSpamPurge();
      scheduler.stop();
      blogScheduler.stop();
      pageScheduler.stop();
      await ctx.mail.stop();
      ctx.redirects.stop();
      ctx.media.close();
      ctx.search.close();
    };
  };
  bind(db);
  backupJobs.afterSnapshot = copyOffsiteAfterSnapshot(config.dataDir, () =>
    readOffsite(ctx.db.$client, config.allowPrivateEndpoints),
  );

  // A fresh data folder's demo photos are drawn while the site already answers; the pages
  // cached meanwhile are dropped when they are ready.
  const demoStarted = performance.now();
  const demoGallery = seedDemoGallery(db, config).then(
    (added) => {
      if (added === 0) return;
      changes.announce("galleries");
      log(`Galleria dimostrativa: ${added} immagini di esempio create in ${Math.round(performance.now() - demoStarted)} ms.`);
    },
    (error: unknown) => console.error("[immagini] galleria dimostrativa non creata:", error),
  );
  // Starting ends once the demo gallery (if any) is drawn and its image process has ended: the
  // executable's pages only start-up read go back to the kernel (shared pages would be kept).
  void demoGallery.then(imageWorkersDone).then(() => releaseFilePages());

  ctx.restore = new LiveRestore(config.dataDir, {
    db: () => ctx.db,
    close: async () => {
      await demoGallery;
      await stopWorkers();
      await backupJobs.idle();
      closeDatabase(ctx.db);
    },
    open: () => {
      bind(openDataFolder(config, log));
      ctx.setup.token = countAdmins(ctx.db) === 0 ? randomToken() : null;
      if (ctx.setup.token)
        log(`Nessun amministratore nei dati ripristinati: crea il primo account da /admin/setup#token=${ctx.setup.token}`);
      changes.announce("all");
    },
  });
  const logger = createLogger(options.logLevel);
  const pageCache = new PageCache(changes);
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
      await stopWorkers();
      await backupJobs.idle();
    },
  };
}
