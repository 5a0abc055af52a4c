import type { Db } from "../../db/client";
import { splitTags } from "../../shared/blog";
import { slugify } from "../../shared/slug";
import { listPosts, type PostRow } from "./blog.service";

/** Related articles closing each article. */
const RELATED_LIMIT = 3;

const tagSlugs = (tags: string) => new Set(splitTags(tags).map(slugify).filter(Boolean));

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
  const found = listPosts(db, { publishedOnly: true }).filter((post) => tagSlugs(post.tags).has(wanted));
  const first = found[0];
  if (!first) return null;
  const tag = splitTags(first.tags).find((name) => slugify(name) === wanted) ?? wanted;
  return { tag, slug: wanted, posts: found };
}

/** Every tag of the published posts, by address (the sitemap's tag pages), with the date of its newest post. */
export function publishedTags(db: Db): { slug: string; lastmod: string }[] {
  const tags = new Map<string, string>();
  for (const post of listPosts(db, { publishedOnly: true })) {
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
  return listPosts(db, { publishedOnly: true })
    .filter((other) => other.id !== post.id)
    .map((other, order) => ({ other, order, shared: [...tagSlugs(other.tags)].filter((t) => own.has(t)).length }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, RELATED_LIMIT)
    .map((entry) => entry.other);
}
