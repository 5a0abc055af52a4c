import type { Config } from "./config";
import type { ContentChanges } from "./content-changes";
import type { Db } from "./db/client";
import type { PageStore } from "./api/pages/pages.service";
import type { SettingsStore } from "./api/settings/settings.service";
import type { MailService } from "./mail/mail-service";
import type { SiteSearch } from "./search/site-search";

/** What every request handler may use: one per running server (or per test). */
export interface AppContext {
  config: Config;
  db: Db;
  changes: ContentChanges;
  settings: SettingsStore;
  /** The marketing pages: staff edits over the built-in content. */
  pages: PageStore;
  /** The site search: its index follows every announced change. */
  search: SiteSearch;
  /** SMTP in force, the e-mail outbox and its worker. */
  mail: MailService;
  /** One-time token that lets the first staff member create an account; null once an admin exists. */
  setup: { token: string | null };
}
