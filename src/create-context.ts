import { countAdmins, randomToken } from "./api/auth/auth.service";
import { EditingPresence } from "./api/editing/editing-presence";
import { MediaStore } from "./api/media/media-store";
import { type BuiltInContentLoader, PageStore } from "./api/pages/pages.service";
import { RedirectStore } from "./api/redirects/redirect-store";
import { SettingsStore } from "./api/settings/settings.service";
import { LiveRestore } from "./backups/live-restore";
import type { RestoreFaults } from "./backups/restore";
import type { Config } from "./config";
import { ContentChanges } from "./content-changes";
import type { AppContext } from "./context";
import { openDataFolder } from "./data-folder";
import { closeDatabase, type Db } from "./db/client";
import { MailService, type MailServiceOptions } from "./mail/mail-service";
import { SiteSearch } from "./search/site-search";
import { builtInTranslations, loadBuiltInContent, loadTranslatedPages } from "./ssr/built-in-pages";

/** How a context is made: the server, the tests and a restore all make it here. */
export interface ContextOptions {
  /** The marketing pages' built-in content: the built site's, unless a test gives its own. */
  builtInContent?: BuiltInContentLoader;
  /** How e-mail goes out (the environment's SMTP; in tests a transport, a clock). The sender's name is the company's. */
  mail?: MailServiceOptions;
  /** Where the messages of a reopened data folder go (a restore, an account to create). */
  log?: (message: string) => void;
  /**
   * Restores a snapshot in the running app, the data folder reopened in place; without it a restore
   * waits for the next start. Around the swap, the work that runs on the database beside the
   * requests (schedulers, workers) is stopped and started again.
   */
  liveRestore?: {
    /** Stops the work on the database; the context then closes its stores and the database. */
    beforeClose?: () => Promise<void>;
    /** Starts that work again, once the context holds the reopened database. */
    afterOpen?: () => void;
    /** Tests only: makes a chosen step fail. */
    faults?: RestoreFaults;
  };
}

/** The part of the context bound to one open database: made at start, and again after a restore. */
type DatabaseStores = Pick<AppContext, "db" | "settings" | "pages" | "redirects" | "media" | "search" | "mail">;

function storesOn(db: Db, config: Config, changes: ContentChanges, options: ContextOptions): DatabaseStores {
  const settings = new SettingsStore(db, changes);
  const pages = new PageStore(db, changes, options.builtInContent ?? loadBuiltInContent, builtInTranslations);
  return {
    db,
    settings,
    pages,
    redirects: new RedirectStore(db),
    media: new MediaStore(db, config.uploadsDir, changes),
    search: new SiteSearch(db, changes, pages, undefined, loadTranslatedPages),
    mail: new MailService(db, {
      allowPrivateEndpoints: config.allowPrivateEndpoints,
      fromName: () => settings.getPublic().companyName,
      ...options.mail,
    }),
  };
}

const setupToken = (db: Db) => (countAdmins(db) === 0 ? randomToken() : null);

/**
 * The context of an app on an open database: its stores, the changes they announce to each other,
 * the first account's set-up token and, when asked, the restore that reopens the data folder in place.
 */
export function createContext(config: Config, db: Db, options: ContextOptions = {}): AppContext {
  const changes = new ContentChanges();
  const ctx: AppContext = {
    config,
    changes,
    editing: new EditingPresence(),
    setup: { token: setupToken(db) },
    ...storesOn(db, config, changes, options),
  };
  const live = options.liveRestore;
  if (live) {
    const log = options.log ?? (() => {});
    ctx.restore = new LiveRestore(
      config.dataDir,
      {
        db: () => ctx.db,
        close: async () => {
          await live.beforeClose?.();
          await closeStores(ctx);
          closeDatabase(ctx.db);
        },
        open: () => {
          Object.assign(ctx, storesOn(openDataFolder(config, log), config, changes, options));
          ctx.setup.token = setupToken(ctx.db);
          if (ctx.setup.token)
            log(`Nessun amministratore nei dati ripristinati: crea il primo account da /admin/setup#token=${ctx.setup.token}`);
          live.afterOpen?.();
          changes.announce("all");
        },
      },
      live.faults,
    );
  }
  return ctx;
}

/**
 * Stops what the stores run on their own (the outbox's worker, the redirect counters' timer, the
 * index following the content) and writes what they keep in memory; the database stays open.
 */
export async function closeStores(ctx: AppContext): Promise<void> {
  await ctx.mail.stop();
  ctx.redirects.stop();
  ctx.media.close();
  ctx.search.close();
}
