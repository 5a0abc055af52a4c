import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogTags, posts } from "../../db/schema";
import { splitTags } from "../../shared/blog";
import type { TagSummary } from "../../shared/schemas/blog-admin";
import { slugify } from "../../shared/slug";

const joinTags = (tags: string[]) => splitTags(tags.join(",")).join(", ");

/** Every tag of every article (drafts too), with how many use it and its description. */
export function listTags(db: Db): TagSummary[] {
  const tags = new Map<string, TagSummary>();
  const rows = db.select({ tags: posts.tags, published: posts.published }).from(posts).orderBy(posts.created_at).all().reverse();
  for (const row of rows) {
    for (const name of splitTags(row.tags)) {
      const slug = slugify(name);
      if (!slug) continue;
      const tag = tags.get(slug) ?? { name, slug, posts: 0, published: 0, description: "" };
      tag.posts++;
      if (row.published) tag.published++;
      tags.set(slug, tag);
    }
  }
  for (const row of db.select().from(blogTags).all()) {
    const tag = tags.get(row.slug);
    if (tag) tag.description = row.description;
  }
  return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name, "it"));
}

export function tagDescription(db: Db, slug: string): string {
  return db.select({ description: blogTags.description }).from(blogTags).where(eq(blogTags.slug, slug)).get()?.description ?? "";
}

/** Rewrites the tags of every article holding one of `slugs`: each becomes `name` (duplicates dropped). */
function replaceTags(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], slugs: Set<string>, name: string): number[] {
  const changed: number[] = [];
  const now = new Date().toISOString();
  for (const post of tx.select({ id: posts.id, tags: posts.tags }).from(posts).all()) {
    const list = splitTags(post.tags);
    if (!list.some((tag) => slugs.has(slugify(tag)))) continue;
    const next = joinTags(list.map((tag) => (slugs.has(slugify(tag)) ? name : tag)));
    if (next === post.tags) continue;
    tx.update(posts).set({ tags: next, updated_at: now }).where(eq(posts.id, post.id)).run();
    changed.push(post.id);
  }
  return changed;
}

/** Renames a tag everywhere and sets its description; null when no article has it. */
export function renameTag(db: Db, slug: string, input: { name: string; description: string }): { posts: number } | null {
  if (!listTags(db).some((tag) => tag.slug === slug)) return null;
  const target = slugify(input.name);
  return db.transaction((tx) => {
    const changed = replaceTags(tx, new Set([slug]), input.name);
    if (target !== slug) tx.delete(blogTags).where(eq(blogTags.slug, slug)).run();
    tx.insert(blogTags)
      .values({ slug: target, description: input.description, updated_at: new Date().toISOString() })
      .onConflictDoUpdate({
        target: blogTags.slug,
        set: { description: input.description, updated_at: new Date().toISOString() },
      })
      .run();
    return { posts: changed.length };
  });
}

/** Merges tags into one: every article with any of them gets `into` instead; their descriptions go. */
export function mergeTags(db: Db, fromSlugs: string[], into: string): { posts: number } {
  const target = slugify(into);
  const from = new Set(fromSlugs.map(slugify).filter((slug) => slug && slug !== target));
  return db.transaction((tx) => {
    const changed = replaceTags(tx, new Set([...from, target]), into);
    if (from.size > 0)
      tx.delete(blogTags)
        .where(inArray(blogTags.slug, [...from]))
        .run();
    return { posts: changed.length };
  });
}
