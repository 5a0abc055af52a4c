import type { EditingPresence } from "./api/editing/editing-presence";
import type { MediaStore } from "./api/media/media-store";
import type { PageStore } from "./api/pages/pages.service";
import type { RedirectStore } from "./api/redirects/redirect-store";
import type { SettingsStore } from "./api/settings/settings.service";
import type { LiveRestore } from "./backups/live-restore";
import type { Config } from "./config";
import type { ContentChanges } from "./content-changes";
import type { Db } from "./db/client";
import type { MailService } from "./mail/mail-service";
import type { SiteSearch } from "./search/site-search";

/** What every request handler may use: one per running server (or per test), made by createContext (src/create-context.ts). */
export interface AppContext {
  config: Config;
  db: Db;
  changes: ContentChanges;
  settings: SettingsStore;
  /** The marketing pages: staff edits over the built-in content. */
  pages: PageStore;
  /** Staff's redirect rules (kept in memory) and the 404 report. */
  redirects: RedirectStore;
  /** The index of every stored picture (the media library). */
  media: MediaStore;
  /** The site search: its index follows every announced change. */
  search: SiteSearch;
  /** SMTP in force, the e-mail outbox and its worker. */
  mail: MailService;
  /** Who has an editor open on what, right now (memory only). */
  editing: EditingPresence;
  /** One-time token that lets the first staff member create an account; null once an admin exists. */
  setup: { token: string | null };
  /** Restores a snapshot inside the running server (absent where the database cannot be reopened). */
  restore?: LiveRestore;
}
