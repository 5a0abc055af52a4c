import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { posts } from "./posts";
import { users } from "./users";

/**
 * A link that shows an unpublished post to someone without an account. Only the SHA-256 of the
 * token is kept; the link stops working at expires_at or when the post is deleted.
 */
export const postPreviewLinks = sqliteTable(
  "post_preview_links",
  {
    token_hash: text("token_hash").primaryKey(),
    post_id: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** ISO-8601 UTC. */
    expires_at: text("expires_at").notNull(),
    created_at: text("created_at")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [index("post_preview_links_post_idx").on(t.post_id)],
);

/** What a revision was made by: a save, the editor's autosave, or a restore of an older one. */
export const REVISION_KINDS = ["save", "autosave", "restore"] as const;

/**
 * The text of a post as one save (or autosave) left it: the last 50 saves per post are kept,
 * and one autosave per post and person, replaced every 30 s while the editor is open.
 */
export const postRevisions = sqliteTable(
  "post_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    post_id: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REVISION_KINDS }).notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    tags: text("tags").notNull(),
    cover_image: text("cover_image"),
    article_images: text("article_images", { mode: "json" }).$type<string[]>().notNull().default([]),
    /**
     * For a translation: the fingerprints of the Italian it was written from (`posts.translated_from` at that
     * save), so that restoring it brings back which fields are 'Da aggiornare'. Null when not recorded.
     */
    translated_from: text("translated_from", { mode: "json" }).$type<Record<string, string>>(),
    /** Who saved it (null once that account is gone). */
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    created_at: text("created_at")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [index("post_revisions_post_idx").on(t.post_id, t.id)],
);

export type PostRevision = typeof postRevisions.$inferSelect;

/** What staff wrote about a tag, shown on the tag's public page. Keyed by the tag's address. */
export const blogTags = sqliteTable("blog_tags", {
  slug: text("slug").primaryKey(),
  description: text("description").notNull().default(""),
  updated_at: text("updated_at").notNull(),
});
