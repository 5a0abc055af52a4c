import type { Database } from "bun:sqlite";

/**
 * Which stored uploads the database still uses. One line per table that can hold an upload's
 * address: every text the query returns is scanned for /uploads/… addresses. A table added
 * later (revisions, page edits) that stores images adds its line here; a table missing from an
 * older database is skipped.
 */
const uploadReferences: readonly { table: string; query: string }[] = [
  { table: "gallery_images", query: "SELECT image_url, variants FROM gallery_images" },
  // Every column: covers, social images, extra pictures and the text, whatever the schema version.
  { table: "posts", query: "SELECT * FROM posts" },
  // Older revisions and autosaves keep their pictures while they exist ('ripristina' needs them).
  { table: "post_revisions", query: "SELECT cover_image, article_images, content FROM post_revisions" },
  { table: "settings", query: "SELECT value FROM settings" },
  // The documents library keeps every version's file, and a binned document's until it leaves the bin.
  { table: "document_files", query: "SELECT url FROM document_files" },
  { table: "bin_items", query: "SELECT payload FROM bin_items WHERE kind = 'document'" },
];

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
