import type { Db } from "../../db/client";
import { splitTags } from "../../shared/blog";
import { slugify } from "../../shared/slug";
import { type PostRow, publishedPostsAmong, publishedPostTags } from "./blog.service";

/** Related articles closing each article. */
const RELATED_LIMIT = 3;

/**
 * A post's tags by address, worked out once per tags text (many posts share theirs): every tag page,
 * sitemap and uncached article compares the tags of all published posts. Forgotten all at once when full.
 */
const slugsByTags = new Map<string, ReadonlySet<string>>();
const TAG_TEXTS_REMEMBERED = 5000;
function tagSlugs(tags: string): ReadonlySet<string> {
  let slugs = slugsByTags.get(tags);
  if (!slugs) {
    slugs = new Set(splitTags(tags).map(slugify).filter(Boolean));
    if (slugsByTags.size >= TAG_TEXTS_REMEMBERED) slugsByTags.clear();
    slugsByTags.set(tags, slugs);
  }
  return slugs;
}

/** The rows of the posts `ids` names, in that order. */
function rowsInOrder(db: Db, ids: number[]): PostRow[] {
  const rows = new Map(publishedPostsAmong(db, ids).map((row) => [row.id, row]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}

/** A tag as its page shows it: the name as written in the newest post, and its address. */
export interface TagPosts {
  tag: string;
  slug: string;
  posts: PostRow[];
}

/** The published posts with the tag whose address is `slug` (tags compare by their slug: 'Lettura targhe' = 'lettura targhe'). */
export function postsWithTag(db: Db, slug: string): TagPosts | null {
  const wanted = slugify(slug);
  if (!wanted || wanted !== slug) return null;
  // Only the tags of every post are read; the whole rows, of those that have this tag.
  const found = rowsInOrder(
    db,
    publishedPostTags(db)
      .filter((post) => tagSlugs(post.tags).has(wanted))
      .map((post) => post.id),
  );
  const first = found[0];
  if (!first) return null;
  const tag = splitTags(first.tags).find((name) => slugify(name) === wanted) ?? wanted;
  return { tag, slug: wanted, posts: found };
}

/** Every tag of the published posts, by address (the sitemap's tag pages), with the date of its newest post. */
export function publishedTags(db: Db): { slug: string; lastmod: string }[] {
  const tags = new Map<string, string>();
  for (const post of publishedPostTags(db)) {
    const date = post.updated_at;
    for (const tag of tagSlugs(post.tags)) {
      const seen = tags.get(tag);
      if (!seen || seen < date) tags.set(tag, date);
    }
  }
  return [...tags].map(([slug, lastmod]) => ({ slug, lastmod })).sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Up to three published posts sharing the most tags with this one, newest first among equals. */
export function relatedPosts(db: Db, post: { id: number; tags: string }): PostRow[] {
  const own = tagSlugs(post.tags);
  if (own.size === 0) return [];
  const chosen = publishedPostTags(db)
    .filter((other) => other.id !== post.id)
    .map((other, order) => ({ id: other.id, order, shared: [...tagSlugs(other.tags)].filter((t) => own.has(t)).length }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, RELATED_LIMIT);
  // The whole rows of those three only: an article's page reads no other post's text.
  return rowsInOrder(
    db,
    chosen.map((entry) => entry.id),
  );
}
