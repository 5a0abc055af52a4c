import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { POST_STATUSES } from "../../shared/blog-status";
import { LANGUAGE_CODES, type LanguageCode } from "../../shared/languages";
import { id, timestamps } from "./columns";
import { users } from "./users";

/**
 * A blog article. `status` says where it stands (draft, scheduled for `published_at`, published);
 * `published` is true exactly when the status is published: visitors only ever see those.
 */
export const posts = sqliteTable(
  "posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull(),
    /** Comma-separated, as the editor writes them. */
    tags: text("tags").notNull().default(""),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    /** ISO-8601 UTC: when the post went (or, scheduled, will go) live; null for a draft never published. */
    published_at: text("published_at"),
    cover_image: text("cover_image"),
    article_images: text("article_images", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** The staff account that wrote it (null once that account is gone). */
    author_id: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Search and sharing: empty means "use the title / excerpt / cover / own address". */
    seo_title: text("seo_title").notNull().default(""),
    meta_description: text("meta_description").notNull().default(""),
    social_image: text("social_image"),
    canonical_url: text("canonical_url").notNull().default(""),
    noindex: integer("noindex", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
    /** Who last saved it from the editor, as shown to staff (kept when the account goes). */
    updated_by: text("updated_by"),
    /** The language it is written in; the Italian blog shows only 'it'. */
    language: text("language", { enum: LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]] })
      .notNull()
      .default("it"),
    /** The Italian article this one translates (null for an original, or once the original is gone). */
    translation_of: integer("translation_of").references((): AnySQLiteColumn => posts.id, { onDelete: "set null" }),
    /** For each translated field, a hash of the original's text when the translation was last saved. */
    translated_from: text("translated_from", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    index("posts_published_created_idx").on(t.published, t.created_at),
    // An original has at most one translation per language.
    uniqueIndex("posts_translation_language_idx").on(t.translation_of, t.language),
    // The public lists: one language's published articles, newest first.
    index("posts_language_public_date_idx").on(t.language, t.published, sql`coalesce(${t.published_at}, ${t.created_at})`, t.id),
    index("posts_status_published_at_idx").on(t.status, t.published_at),
    index("posts_author_idx").on(t.author_id),
    index("posts_created_idx").on(t.created_at),
    // The order of every list of articles: newest by the date visitors see.
    index("posts_public_date_idx").on(sql`coalesce(${t.published_at}, ${t.created_at})`, t.id),
    index("posts_updated_idx").on(t.updated_at),
  ],
);

/**
 * Old addresses of articles: a slug a published post left behind, or a permalink of the site the
 * posts were imported from. With a post they answer 301 to its current address; once the post is
 * deleted (post_id null) they answer 410.
 */
export const postRedirects = sqliteTable(
  "post_redirects",
  {
    /** The old path, e.g. /blog/old-slug or /2021/05/old-title. */
    path: text("path").primaryKey(),
    post_id: integer("post_id").references(() => posts.id, { onDelete: "set null" }),
    created_at: text("created_at")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [index("post_redirects_post_idx").on(t.post_id)],
);

export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;

/**
 * A counter per kind of content, moved by triggers whenever a write changes what is worked out from
 * it: the row `posts` moves when an article is added, removed, published or withdrawn, retagged or
 * redated, by whatever code or tool writes it. What the server keeps from the published articles
 * (the articles by tag) is worked out again only when it has moved.
 */
export const contentVersions = sqliteTable("content_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull().default(0),
});
