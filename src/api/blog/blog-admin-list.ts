import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { posts, users } from "../../db/schema";
import type { BlogListQuery } from "../../shared/schemas/blog-admin";
import { authorOf, type PostRow, summaryColumns } from "./blog.service";

const PAGE_SIZE = 25;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const contains = (column: SQL | typeof posts.title | typeof posts.content | typeof posts.tags, text: string) =>
  sql`${column} LIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;
/** The tags as `,a,b,c,` lower-cased without spaces around commas, so one tag is found whole. */
const tagList = sql`(',' || replace(replace(lower(${posts.tags}), ', ', ','), ' ,', ',') || ',')`;
const publicDate = sql`coalesce(${posts.published_at}, ${posts.created_at})`;

function conditions(query: BlogListQuery): SQL | undefined {
  const all: SQL[] = [];
  if (query.q) {
    const words = query.q.split(/\s+/).filter(Boolean).slice(0, 8);
    for (const word of words) {
      const either = sql`(${contains(posts.title, word)} OR ${contains(posts.content, word)} OR ${contains(posts.tags, word)})`;
      all.push(either);
    }
  }
  if (query.status) all.push(eq(posts.status, query.status));
  if (query.author) all.push(eq(posts.author_id, query.author));
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

/** One page of the staff's list of articles, filtered and ordered by the server, and the counters of every article. */
export function listAdminPosts(db: Db, query: BlogListQuery) {
  const where = conditions(query);
  const total = db.select({ n: count() }).from(posts).where(where).get()?.n ?? 0;
  const rows = db
    .select(summaryColumns)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.author_id))
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE)
    .all();
  const items: PostRow[] = rows.map(({ author_id, author_email, author_name, ...row }) => ({
    ...row,
    author: authorOf(author_id, author_email, author_name),
  }));
  const counts = db
    .select({ total: count(), published: sql<number>`coalesce(sum(${posts.published}), 0)` })
    .from(posts)
    .get() ?? { total: 0, published: 0 };
  return {
    items,
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
    counts: { total: counts.total, published: counts.published, drafts: counts.total - counts.published },
  };
}
