import { countAdmins, purgeExpiredSessions, randomToken } from "./api/auth/auth.service";
import { BlogScheduler } from "./api/blog/blog-scheduler";
import { PageStore } from "./api/pages/pages.service";
import { SettingsStore } from "./api/settings/settings.service";
import { loadBuiltInContent } from "./ssr/built-in-pages";
import { createApp } from "./app";
import { backupJobsFor } from "./backups/jobs";
import { startBackupScheduler } from "./backups/scheduler";
import type { ServeOptions } from "./cli/serve-options";
import type { Config } from "./config";
import { ContentChanges } from "./content-changes";
import type { AppContext } from "./context";
import type { Db } from "./db/client";
import { seedDemoGallery } from "./db/seed";
import { MailService } from "./mail/mail-service";
import { readSmtpEnv } from "./mail/smtp-config";
import { createLogger } from "./http/access-log";
import type { BuiltAssets } from "./static/asset-manifest";
import { imageWorkersDone } from "./images/worker-process";
import { startStatsJobs } from "./stats/rollup";
import { releaseFilePages } from "./system/memory";

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
 * once the server already listens, so a restart accepts connections at once.
 */
export function startSite(
  config: Config,
  db: Db,
  assets: BuiltAssets,
  options: ServeOptions,
  log: (message: string) => void = console.log,
): Site {
  const backupJobs = backupJobsFor(config.dataDir);
  backupJobs.fallbackPolicy = options.backupPolicy;
  const changes = new ContentChanges();
  const settings = new SettingsStore(db, changes);
  const ctx: AppContext = {
    config,
    db,
    changes,
    settings,
    pages: new PageStore(db, changes, loadBuiltInContent),
    mail: new MailService(db, { smtpEnv: readSmtpEnv(process.env), fromName: () => settings.getPublic().companyName }),
    setup: { token: countAdmins(db) === 0 ? randomToken() : null },
  };
  const app = createApp(ctx, { assets, logger: createLogger(options.logLevel) });

  const scheduler = startBackupScheduler({
    dataDir: config.dataDir,
    sqlite: db.$client,
    fallback: options.backupPolicy,
    jobs: backupJobs,
    log,
  });
  ctx.mail.start();
  const blogScheduler = new BlogScheduler(db, changes);
  blogScheduler.start();

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

  const purgeTimer = setInterval(() => purgeExpiredSessions(db), 60 * 60 * 1000);
  purgeTimer.unref();
  const stopStatsJobs = startStatsJobs(db, config.statsRetentionMonths);

  return {
    ctx,
    fetch: (request, server) => app.fetch(request, { server }),
    stop: async () => {
      clearInterval(purgeTimer);
      stopStatsJobs();
      scheduler.stop();
      blogScheduler.stop();
      await demoGallery;
      await ctx.mail.stop();
      await backupJobs.idle();
    },
  };
}
