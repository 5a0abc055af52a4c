import { eq, like, or } from "drizzle-orm";
import { z } from "zod";
import { createPost, isSlugTaken } from "../api/blog/blog.service";
import { BLOG_FOLDER } from "../api/blog/post-images";
import { addOldAddress } from "../api/blog/post-redirects";
import { recordRevision } from "../api/blog/revisions";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { posts } from "../db/schema";
import { joinTags } from "../shared/blog";
import { POST_LIMITS, postFieldsSchema } from "../shared/schemas/blog";
import { firstIssueMessage } from "../shared/schemas/validation";
import { SLUG_MAX_LENGTH, slugify } from "../shared/slug";
import { carryImage, cut, freeSlug, oldPath } from "./import-wordpress-files";
import { htmlToMarkdown } from "./import-wordpress-html";
import { draftReasons, type ImportedEntry, type ImportReport } from "./import-wordpress-report";
import type { WxrEntry } from "./import-wordpress-wxr";

/** The title an untitled post gets, as WordPress shows it in its lists. */
export const UNTITLED = "(senza titolo)";

/** Where an imported post is now, for the menus that linked to it. */
export interface ImportedPost {
  slug: string;
  live: boolean;
}

/** A Markdown image at an http:// address is refused by the editor's rules: it becomes a link to the picture. */
const withoutHttpImages = (markdown: string) =>
  markdown.replace(/!\[([^\]]*)\]\(\s*<?\s*(http:\/\/[^)\s>]+)>?\s*\)/gi, "[$1]($2)");

/** An untitled or empty post is kept as a draft: only its text may be missing. */
const emptyPostSchema = postFieldsSchema.extend({ content: z.literal("") });

/** A post this import already brought in: same title and text, at its slug or one with a number added. */
function importedBefore(db: Db, base: string, title: string, content: string): string | null {
  const found = db
    .select({ slug: posts.slug, title: posts.title, content: posts.content })
    .from(posts)
    .where(or(eq(posts.slug, base), like(posts.slug, `${base}-%`)))
    .all()
    .find((post) => new RegExp(`^${base}(?:-\\d+)?$`).test(post.slug) && post.title === title && post.content === content);
  return found?.slug ?? null;
}

function statusOf(post: WxrEntry, reasons: string[], date: string, now: string) {
  if (reasons.length) return { status: "draft" as const, outcome: `importato come bozza perché ${reasons.join(", ")}` };
  if (post.status === "publish") return { status: "published" as const, outcome: "pubblicato" };
  if (post.status === "future" && date > now) return { status: "scheduled" as const, outcome: "programmato" };
  if (post.status === "future") return { status: "published" as const, outcome: "pubblicato" };
  return {
    status: "draft" as const,
    outcome: post.status === "pending" ? "importato come bozza (in attesa di revisione su WordPress)" : "importato come bozza",
  };
}

/**
 * Imports one post of the export. A protected, private, untitled or empty post becomes a draft,
 * never public; a slug another post has gets a number; the old permalink answers 301 to the
 * article once it is live.
 */
export async function importPost(
  db: Db,
  config: Config,
  post: WxrEntry,
  uploadsDir: string | null,
  report: ImportReport,
): Promise<ImportedPost | null> {
  const content = withoutHttpImages(htmlToMarkdown(post.html));
  const title = cut(post.title || UNTITLED, POST_LIMITS.title);
  const entry: ImportedEntry = { kind: "articolo", title, outcome: "", notes: [] };
  report.entries.push(entry);
  const base = slugify(post.slug) || slugify(post.title) || slugify(UNTITLED);
  const before = importedBefore(db, base, title, content);
  if (before) {
    entry.outcome = `saltato: già importato come «${before}»`;
    return null;
  }
  const slug = freeSlug(base, (candidate) => isSlugTaken(db, candidate), SLUG_MAX_LENGTH);
  if (slug !== base) entry.notes.push(`slug cambiato in «${slug}» perché «${base}» era già usato`);
  const tags = post.tags.filter((tag) => tag.length <= POST_LIMITS.tagLength).slice(0, POST_LIMITS.tags);
  const fields = {
    title,
    slug,
    excerpt: cut(post.excerpt, POST_LIMITS.excerpt),
    content,
    tags: joinTags(tags),
    article_images: [],
  };
  const parsed = content ? postFieldsSchema.safeParse(fields) : emptyPostSchema.safeParse(fields);
  if (!parsed.success) {
    entry.outcome = `saltato: ${firstIssueMessage(parsed.error)}`;
    return null;
  }

  let cover: string | null = null;
  if (post.featuredImageUrl) {
    const carried = await carryImage(config, uploadsDir, post.featuredImageUrl, BLOG_FOLDER);
    if (carried.ok) {
      cover = carried.url;
      report.covers += 1;
    } else entry.notes.push(`immagine in evidenza ${carried.problem}`);
  }

  const now = new Date().toISOString();
  const date = post.date ?? now;
  const { status, outcome } = statusOf(post, draftReasons(post, content.length > 0), date, now);
  entry.outcome = outcome;
  const created = createPost(db, {
    ...parsed.data,
    status,
    published: status === "published",
    published_at: status === "draft" ? null : date,
    cover_image: cover,
    author_id: null,
    seo_title: "",
    meta_description: "",
    social_image: null,
    canonical_url: "",
    noindex: false,
  });
  db.update(posts).set({ created_at: date, updated_at: date }).where(eq(posts.id, created.id)).run();
  recordRevision(db, created.id, created, null, "save");
  const path = oldPath(post.link);
  if (path && path !== `/blog/${created.slug}`) {
    addOldAddress(db, path, created.id);
    report.redirects += 1;
  }
  report.imported += 1;
  if (status === "published") report.published += 1;
  else if (status === "scheduled") report.scheduled += 1;
  else report.drafts += 1;
  return { slug: created.slug, live: status === "published" };
}
