import type { Database } from "bun:sqlite";
import { LANGUAGE_CODES } from "../shared/languages";
import { indexTables } from "../search/index-store";

/**
 * Which stored uploads the database still uses. One line per table that can hold an upload's
 * address: every text the query returns is scanned for /uploads/… addresses. Every other table is
 * named in `tablesWithoutUploads`, with why; a test fails when a table is in neither list, so a
 * table added later is placed on purpose. A table missing from an older database is skipped.
 */
export const uploadReferences: readonly { table: string; query: string }[] = [
  { table: "gallery_images", query: "SELECT image_url, variants FROM gallery_images" },
  // Every column: covers, social images, extra pictures and the text, whatever the schema version.
  { table: "posts", query: "SELECT * FROM posts" },
  // Older revisions and autosaves keep their pictures while they exist ('ripristina' needs them).
  { table: "post_revisions", query: "SELECT cover_image, article_images, content FROM post_revisions" },
  { table: "settings", query: "SELECT value FROM settings" },
  // The media library keeps every picture until staff delete it there, used or not.
  { table: "media", query: "SELECT url, variants FROM media" },
  // Pages: published, draft and the content they started from; earlier versions for their restore.
  { table: "page_edits", query: "SELECT published, draft, base_content FROM page_edits" },
  { table: "page_versions", query: "SELECT content FROM page_versions" },
  { table: "site_pages", query: "SELECT initial FROM site_pages" },
  // Every column: photos, and pictures in the challenge, solution and result texts.
  { table: "reference_projects", query: "SELECT * FROM reference_projects" },
  // The documents library keeps every version's file.
  { table: "document_files", query: "SELECT url FROM document_files" },
  // Whatever is in the bin keeps its files until it leaves the bin, to come back whole.
  { table: "bin_items", query: "SELECT payload, files FROM bin_items" },
];

/** The tables whose rows never name an upload to keep, each with why. */
export const tablesWithoutUploads: Readonly<Record<string, string>> = {
  __drizzle_migrations: "the schema's history",
  audit_log: "what happened: a deleted picture is named there after it is gone",
  blog_tags: "names and descriptions",
  consent_records: "choices about cookies",
  contact_request_notes: "staff notes on a request",
  contact_requests: "what visitors wrote: a visitor could otherwise keep any file",
  content_versions: "counters of changes",
  document_downloads: "counts",
  document_leads: "who asked for a gated document",
  document_translations: "a document's title in another language: its file is the document's",
  documents: "titles and kinds: the files are in document_files",
  email_outbox: "e-mails waiting to go",
  external_image_texts: "alt texts of pictures on other sites",
  invitations: "links to join",
  login_throttle: "failed sign-ins",
  media_translations: "alt texts of library pictures in other languages: the picture is its media row's",
  menu_versions: "menu entries: links, not pictures",
  not_found_hits: "addresses visitors asked for",
  page_translations: "which page translates which, and fingerprints of the Italian texts",
  passkeys: "sign-in keys",
  post_preview_links: "preview tokens",
  post_redirects: "old addresses of articles",
  posts_search: "the articles' search index, made from posts",
  recovery_codes: "sign-in codes",
  redirect_rules: "address rules",
  reference_redirects: "old addresses of references",
  reference_translations: "a reference's texts in another language: its photos are the original's",
  // Each language's index of the site search, made from the content.
  ...Object.fromEntries(
    LANGUAGE_CODES.flatMap((language) => Object.values(indexTables(language))).map((table) => [
      table,
      "the site search's index, made from the content",
    ]),
  ),
  search_meta: "the site search's index version",
  search_query_days: "what visitors searched",
  search_synonyms: "words",
  sessions: "signed-in browsers",
  site_menus: "menu entries: links, not pictures",
  stats_daily: "counts",
  stats_days: "counts",
  stats_events: "visits",
  stats_salts: "daily salts",
  users: "staff accounts",
};

const UPLOAD_URL = /\/uploads\/([a-z0-9][a-z0-9-]{0,39})\/([A-Za-z0-9][A-Za-z0-9._-]{0,120})/g;

/**
 * The key that ties an upload's files together: a stored image's renditions and its download
 * JPEG share `<folder>/<id>` (files are named <id>-<w>x<h>.webp); any other file is its own key.
 */
export function uploadKey(folder: string, file: string): string {
  const stored = /^([0-9a-f]{24})-/.exec(file);
  return `${folder}/${stored ? stored[1] : file}`;
}

function tableExists(sqlite: Database, table: string): boolean {
  return sqlite.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== null;
}

export interface ReferencedUploads {
  /** Keys (see uploadKey) of every upload a row uses. */
  keys: Set<string>;
  /** One address per key, for messages. */
  examples: Map<string, string>;
  /** Every address a row names, as written. */
  addresses: Set<string>;
}

export function collectReferencedUploads(sqlite: Database): ReferencedUploads {
  const keys = new Set<string>();
  const examples = new Map<string, string>();
  const addresses = new Set<string>();
  for (const { table, query } of uploadReferences) {
    if (!tableExists(sqlite, table)) continue;
    for (const row of sqlite.query(query).values()) {
      for (const value of row) {
        if (typeof value !== "string" || !value.includes("/uploads/")) continue;
        for (const match of value.matchAll(UPLOAD_URL)) {
          const key = uploadKey(match[1] ?? "", match[2] ?? "");
          keys.add(key);
          addresses.add(match[0]);
          if (!examples.has(key)) examples.set(key, match[0]);
        }
      }
    }
  }
  return { keys, examples, addresses };
}
