import type { Db } from "../../db/client";
import { splitTags } from "../../shared/blog";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../shared/languages";
import { slugify } from "../../shared/slug";
import { type PostRow, publishedPostsAmong, publishedPostTags } from "./blog.service";
import { mostShared } from "./most-shared";
import { tagIndex, tagSlugs } from "./tag-index";

/** Related articles closing each article. */
const RELATED_LIMIT = 3;

/** A tag as its page shows it: the name as written in the newest post, and its address. */
export interface TagPosts {
  tag: string;
  slug: string;
  posts: PostRow[];
}

/** The published posts with the tag whose address is `slug` (tags compare by their slug: 'Lettura targhe' = 'lettura targhe'). */
export function postsWithTag(db: Db, slug: string, language: LanguageCode = DEFAULT_LANGUAGE): TagPosts | null {
  const wanted = slugify(slug);
  if (!wanted || wanted !== slug) return null;
  // The index names the tag's posts; only their rows are read.
  const { ids, places } = tagIndex(db, language);
  const found = publishedPostsAmong(
    db,
    Array.from(places.get(wanted) ?? [], (place) => ids[place] as number),
    language,
  );
  const first = found[0];
  if (!first) return null;
  const tag = splitTags(first.tags).find((name) => slugify(name) === wanted) ?? wanted;
  return { tag, slug: wanted, posts: found };
}

/** Every tag of the published posts, by address (the sitemap's tag pages), with the date of its newest post. */
export function publishedTags(db: Db, language: LanguageCode = DEFAULT_LANGUAGE): { slug: string; lastmod: string }[] {
  const tags = new Map<string, string>();
  for (const post of publishedPostTags(db, language)) {
    const date = post.updated_at;
    for (const tag of tagSlugs(post.tags)) {
      const seen = tags.get(tag);
      if (!seen || seen < date) tags.set(tag, date);
    }
  }
  return [...tags].map(([slug, lastmod]) => ({ slug, lastmod })).sort((a, b) => a.slug.localeCompare(b.slug));
}

/**
 * Up to three published posts sharing the most tags with this one, newest first among equals:
 * chosen on the index of the posts by tag, so an article's page reads the rows of those three
 * only, however many articles the blog has.
 */
export function relatedPosts(db: Db, post: { id: number; tags: string; language: LanguageCode }): PostRow[] {
  const own = tagSlugs(post.tags);
  if (own.size === 0) return [];
  const { ids, places } = tagIndex(db, post.language);
  const lists = [...own].flatMap((tag) => {
    const list = places.get(tag);
    return list ? [list] : [];
  });
  const chosen = mostShared(lists, (place) => ids[place] === post.id, RELATED_LIMIT);
  return publishedPostsAmong(
    db,
    chosen.map((place) => ids[place] as number),
    post.language,
  );
}
