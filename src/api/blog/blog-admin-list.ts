import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { posts, users } from "../../db/schema";
import type { BlogListQuery } from "../../shared/schemas/blog-admin";
import { authorOf, type PostRow, summaryColumns } from "./blog.service";

const PAGE_SIZE = 25;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
/**
 * The words typed, as a full-text query over title, text and tags: every word must be there, each
 * also as the start of a longer one ('ospedal' finds 'ospedali'); accents are ignored. Null when no word is left.
 */
function searchMatch(typed: string): string | null {
  const words = typed
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `"${word}"*`).join(" AND ") : null;
}

const contains = (column: SQL | typeof posts.title | typeof posts.content | typeof posts.tags, text: string) =>
  sql`${column} LIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;
/** The tags as `,a,b,c,` lower-cased without spaces around commas, so one tag is found whole. */
const tagList = sql`(',' || replace(replace(lower(${posts.tags}), ', ', ','), ' ,', ',') || ',')`;
const publicDate = sql`coalesce(${posts.published_at}, ${posts.created_at})`;

function conditions(query: BlogListQuery): SQL | undefined {
  const all: SQL[] = [];
  if (query.q) {
    const match = searchMatch(query.q);
    if (match) all.push(sql`${posts.id} IN (SELECT rowid FROM posts_search WHERE posts_search MATCH ${match})`);
    else all.push(contains(posts.title, query.q));
  }
  if (query.status) all.push(eq(posts.status, query.status));
  if (query.author) all.push(eq(posts.author_id, query.author));
  if (query.language) all.push(eq(posts.language, query.language));
  if (query.tag) all.push(sql`instr(${tagList}, ${`,${query.tag.toLowerCase().trim()},`}) > 0`);
  if (query.from) all.push(sql`${publicDate} >= ${query.from}`);
  if (query.to) all.push(sql`${publicDate} < date(${query.to}, '+1 day')`);
  return all.length > 0 ? and(...all) : undefined;
}

const ORDER = {
  newest: [desc(publicDate), desc(posts.id)],
  oldest: [asc(publicDate), asc(posts.id)],
  title: [sql`${posts.title} COLLATE NOCASE`, asc(posts.id)],
  updated: [desc(posts.updated_at), desc(posts.id)],
} as const;

/**
 * One page of the staff's list of articles, filtered and ordered by the server, and the counters of
 * every article. The matching ids are found first on light columns (the order by an index), then
 * only the page's rows are read whole.
 */
export function listAdminPosts(db: Db, query: BlogListQuery) {
  const where = conditions(query);
  const offset = (query.page - 1) * PAGE_SIZE;
  let total: number;
  let ids: number[];
  if (where) {
    const all = db
      .select({ id: posts.id })
      .from(posts)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .all();
    total = all.length;
    ids = all.slice(offset, offset + PAGE_SIZE).map((row) => row.id);
  } else {
    total = db.select({ n: count() }).from(posts).get()?.n ?? 0;
    ids = db
      .select({ id: posts.id })
      .from(posts)
      .orderBy(...ORDER[query.sort])
      .limit(PAGE_SIZE)
      .offset(offset)
      .all()
      .map((row) => row.id);
  }
  const rows =
    ids.length === 0
      ? []
      : db.select(summaryColumns).from(posts).leftJoin(users, eq(users.id, posts.author_id)).where(inArray(posts.id, ids)).all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items: PostRow[] = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { author_id, author_email, author_name, ...rest } = row;
    return [{ ...rest, author: authorOf(author_id, author_email, author_name) }];
  });
  const counts = db
    .select({ total: count(), published: sql<number>`coalesce(sum(${posts.published}), 0)` })
    .from(posts)
    .get() ?? { total: 0, published: 0 };
  return {
    items,
    total,
    page: query.page,
    page_size: PAGE_SIZE,
    counts: { total: counts.total, published: counts.published, drafts: counts.total - counts.published },
  };
}
