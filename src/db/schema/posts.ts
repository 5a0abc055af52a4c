import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, timestamps } from "./columns";

/** A blog article; drafts (published = false) are never shown to visitors. */
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
    cover_image: text("cover_image"),
    article_images: text("article_images", { mode: "json" }).$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index("posts_published_created_idx").on(t.published, t.created_at)],
);

export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
