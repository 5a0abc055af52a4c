import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { perDatabase } from "../../db/per-database";
import { contentVersions } from "../../db/schema";
import { splitTags } from "../../shared/blog";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../shared/languages";
import { slugify } from "../../shared/slug";
import { publishedPostTags } from "./blog.service";

/**
 * A post's tags by address, worked out once per tags text (many posts share theirs). Forgotten all
 * at once when full.
 */
const slugsByTags = new Map<string, ReadonlySet<string>>();
const TAG_TEXTS_REMEMBERED = 5000;
export function tagSlugs(tags: string): ReadonlySet<string> {
  let slugs = slugsByTags.get(tags);
  if (!slugs) {
    slugs = new Set(splitTags(tags).map(slugify).filter(Boolean));
    if (slugsByTags.size >= TAG_TEXTS_REMEMBERED) slugsByTags.clear();
    slugsByTags.set(tags, slugs);
  }
  return slugs;
}

/** The published posts by tag, as they stood at `version` of the posts' counter. */
export interface TagIndex {
  version: number | undefined;
  /** The published posts' ids, newest first by the date visitors read (every list's order). */
  ids: Int32Array;
  /** For each tag's address, the places in `ids` of the posts that have it, ascending (newest first). */
  places: ReadonlyMap<string, Int32Array>;
}

function build(db: Db, version: number | undefined, language: LanguageCode): TagIndex {
  const posts = publishedPostTags(db, language);
  const ids = new Int32Array(posts.length);
  const lists = new Map<string, number[]>();
  posts.forEach((post, place) => {
    ids[place] = post.id;
    for (const slug of tagSlugs(post.tags)) {
      const list = lists.get(slug);
      if (list) list.push(place);
      else lists.set(slug, [place]);
    }
  });
  return { version, ids, places: new Map([...lists].map(([slug, list]) => [slug, Int32Array.from(list)])) };
}

/**
 * Kept per database and read again from the posts only once the triggers of migration
 * 0023_published_posts_version have moved the counter: a page choosing among the articles by tag
 * reads one row to know the index is current, not every published post.
 */
const kept = perDatabase((db: Db) => {
  const counter = db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.name, "posts"))
    .prepare();
  const indexes = new Map<LanguageCode, TagIndex>();
  return (language: LanguageCode): TagIndex => {
    const version = counter.get()?.version;
    let index = indexes.get(language);
    // Without its counter (a database written around the migrations) the index is never trusted: read each time.
    if (!index || version === undefined || index.version !== version) {
      index = build(db, version, language);
      indexes.set(language, index);
    }
    return index;
  };
});

/** One language's published posts by tag, as they stand now. */
export function tagIndex(db: Db, language: LanguageCode = DEFAULT_LANGUAGE): TagIndex {
  return kept(db)(language);
}
