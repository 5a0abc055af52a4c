import type { Statement } from "bun:sqlite";
import { afterEach, describe, expect, test } from "bun:test";
import { splitTags } from "../../shared/blog";
import { slugify } from "../../shared/slug";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { blogReads, imageDescriber, VISITOR } from "./blog-reads";

let t: TestApp;
afterEach(() => t.cleanup());

const reads = () =>
  blogReads(
    t.db,
    imageDescriber(t.config.uploadsDir, (url) => t.ctx.media.textOf(url)),
  );

interface Seeded {
  slug: string;
  tags: string;
  published: boolean;
  /** ISO date; several posts share one, so the id decides between them. */
  at: string;
}

/** Writes the posts straight into the database, as an import or another tool would. */
function seed(list: Seeded[]): void {
  const insert = t.db.$client.query(
    `INSERT INTO posts (title, slug, excerpt, content, tags, published, status, published_at, created_at, updated_at)
     VALUES (?, ?, '', 'Testo.', ?, ?, ?, ?, ?, ?)`,
  );
  t.db.$client.transaction(() => {
    for (const post of list)
      insert.run(
        `Articolo ${post.slug}`,
        post.slug,
        post.tags,
        post.published ? 1 : 0,
        post.published ? "published" : "draft",
        post.published ? post.at : null,
        post.at,
        post.at,
      );
  })();
}

/**
 * The choice as the blog has always made it, over every published post: the most tags in common
 * (compared by their address), newest first among equals by the date visitors read.
 */
function relatedByScanningAll(slug: string): string[] {
  const sqlite = t.db.$client;
  const post = sqlite.query<{ id: number; tags: string }, [string]>("SELECT id, tags FROM posts WHERE slug = ?").get(slug);
  if (!post) throw new Error(slug);
  const tagsOf = (tags: string) => new Set(splitTags(tags).map(slugify).filter(Boolean));
  const own = tagsOf(post.tags);
  if (own.size === 0) return [];
  return sqlite
    .query<{ id: number; slug: string; tags: string }, []>(
      "SELECT id, slug, tags FROM posts WHERE published = 1 ORDER BY coalesce(published_at, created_at) DESC, id DESC",
    )
    .all()
    .filter((other) => other.id !== post.id)
    .map((other, order) => ({ slug: other.slug, order, shared: [...tagsOf(other.tags)].filter((tag) => own.has(tag)).length }))
    .filter((other) => other.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, 3)
    .map((other) => other.slug);
}

/** A small deterministic generator: the same posts on every run. */
function random(seedValue: number) {
  let state = seedValue >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Tags as staff write them: the same tag with other capitals or accents is the same tag. */
const TAGS = ["Lettura targhe", "lettura Targhe", "Città", "citta", "ospedali", "aeroporti", "fiere", "hotel", "Parcheggi"];

function randomPosts(count: number, next: () => number): Seeded[] {
  return Array.from({ length: count }, (_, i) => {
    const tags = TAGS.filter(() => next() < 0.3);
    // Ten days for every post: many share a date, and then the newer id comes first.
    const at = new Date(Date.UTC(2024, 0, 1 + Math.floor(next() * 10))).toISOString();
    return { slug: `caso-${i}`, tags: tags.join(", "), published: next() < 0.8, at };
  });
}

describe("related articles", () => {
  test("an article's page reads a handful of rows, each post looked up by its id, among thousands of articles", async () => {
    t = createTestApp();
    await t.ready;
    seed(
      Array.from({ length: 3000 }, (_, i) => ({
        slug: `articolo-${i}`,
        tags: i % 3 ? "parcheggi, notizie" : "notizie, ospedali, varchi",
        published: i % 10 !== 0,
        at: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
      })),
    );
    // Every row a statement hands out, and the statements that ran, while `counting`.
    let counting = false;
    let rows = 0;
    const ran: { sql: string; params: unknown[] }[] = [];
    const counted = new WeakSet<Statement>();
    const count = (statement: Statement, sql: string): Statement => {
      if (counted.has(statement)) return statement;
      counted.add(statement);
      for (const method of ["all", "values", "get"] as const) {
        const original = statement[method].bind(statement) as (...params: unknown[]) => unknown;
        Object.assign(statement, {
          [method]: (...params: unknown[]) => {
            const answer = original(...params);
            if (counting) {
              rows += Array.isArray(answer) ? answer.length : answer ? 1 : 0;
              ran.push({ sql, params });
            }
            return answer;
          },
        });
      }
      return statement;
    };
    // Every statement the app runs comes from its connection's prepare() (src/db/client.ts) or query().
    const sqlite = t.db.$client;
    const { prepare, query } = sqlite;
    sqlite.prepare = ((sql: string) => count(prepare.call(sqlite, sql), sql)) as typeof prepare;
    sqlite.query = ((sql: string) => count(query.call(sqlite, sql), sql)) as typeof query;
    try {
      const blog = reads();
      // The first read after a change of the posts works out the index of the posts by tag.
      expect(blog.bySlug("articolo-1501", VISITOR)?.related?.map((post) => post.slug)).toEqual([
        "articolo-2999",
        "articolo-2998",
        "articolo-2996",
      ]);
      counting = true;
      const post = blog.bySlug("articolo-1503", VISITOR);
      counting = false;
      expect(post?.related?.map((related) => related.slug)).toEqual(["articolo-2997", "articolo-2994", "articolo-2991"]);
      // The article, the index's counter, the three related posts and its translations (none): no list of every article.
      expect(rows).toBeLessThanOrEqual(6);
      for (const { sql, params } of ran) {
        const plan = sqlite
          .prepare<{ detail: string }, never[]>(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...(params as never[]))
          .map((step) => step.detail);
        for (const step of plan.filter((detail) => /\bposts\b/.test(detail)))
          expect(step, sql).toMatch(
            /^SEARCH posts USING (INTEGER PRIMARY KEY|INDEX posts_slug_unique|INDEX posts_translation_language_idx)/,
          );
      }
    } finally {
      sqlite.prepare = prepare;
      sqlite.query = query;
    }
  });

  test("an article and its related ones name their author, looked up by the account's id on a site with one account", async () => {
    t = createTestApp();
    await t.ready;
    seed(
      Array.from({ length: 2000 }, (_, i) => ({
        slug: `articolo-${i}`,
        tags: "parcheggi, notizie",
        published: true,
        at: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
      })),
    );
    const sqlite = t.db.$client;
    const now = new Date().toISOString();
    sqlite.run("DELETE FROM users");
    sqlite.run(
      "INSERT INTO users (id, email, password_hash, name, created_at, updated_at) VALUES (7, 'giulia@esempio.it', 'x', 'Giulia Neri', ?, ?)",
      [now, now],
    );
    sqlite.run("UPDATE posts SET author_id = 7");
    // The statistics SQLite keeps for its planner once the blog has grown (PRAGMA optimize at every close).
    sqlite.run("ANALYZE");
    // The statements the read runs (not those only prepared beside them).
    const ran: string[] = [];
    const recording = (statement: Statement, sql: string): Statement => {
      for (const method of ["all", "values", "get"] as const) {
        const original = statement[method].bind(statement) as (...params: unknown[]) => unknown;
        Object.assign(statement, {
          [method]: (...params: unknown[]) => {
            ran.push(sql);
            return original(...params);
          },
        });
      }
      return statement;
    };
    const { prepare, query } = sqlite;
    sqlite.prepare = ((sql: string) => recording(prepare.call(sqlite, sql), sql)) as typeof prepare;
    sqlite.query = ((sql: string) => recording(query.call(sqlite, sql), sql)) as typeof query;
    let post: ReturnType<ReturnType<typeof reads>["bySlug"]>;
    try {
      post = reads().bySlug("articolo-1000", VISITOR);
    } finally {
      sqlite.prepare = prepare;
      sqlite.query = query;
    }
    expect(post?.author?.name).toBe("Giulia Neri");
    expect(post?.related?.map((related) => related.author?.name)).toEqual(["Giulia Neri", "Giulia Neri", "Giulia Neri"]);
    const readingAuthors = ran.filter((sql) => /\busers\b/.test(sql));
    expect(readingAuthors.length).toBeGreaterThan(0);
    for (const sql of readingAuthors) {
      const params = Array.from({ length: sql.split("?").length - 1 }, () => 1);
      const plan = sqlite
        .prepare<{ detail: string }, number[]>(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...params)
        .map((step) => step.detail);
      // Each post's author is one lookup, never a walk through the staff accounts.
      expect(
        plan.filter((step) => /\busers\b/.test(step)),
        sql,
      ).not.toContainEqual(expect.stringMatching(/^SCAN/));
    }
  });

  test("the related articles and a tag's posts are those a look at every published post gives, also after posts change", async () => {
    t = createTestApp();
    await t.ready;
    const next = random(20261127);
    const posts = randomPosts(300, next);
    seed(posts);
    const blog = reads();
    const check = () => {
      for (const post of posts) {
        const read = t.db.$client.query<{ n: number }, [string]>("SELECT count(*) AS n FROM posts WHERE slug = ?").get(post.slug);
        if (!read?.n) continue;
        // Staff reading a draft get its related articles too.
        const related = blog.bySlug(post.slug, { seesDrafts: true })?.related?.map((other) => other.slug);
        expect(related, post.slug).toEqual(relatedByScanningAll(post.slug));
      }
      for (const tag of new Set(TAGS.map(slugify))) {
        const expected = t.db.$client
          .query<{ slug: string; tags: string }, []>(
            "SELECT slug, tags FROM posts WHERE published = 1 ORDER BY coalesce(published_at, created_at) DESC, id DESC",
          )
          .all()
          .filter((post) => splitTags(post.tags).map(slugify).includes(tag))
          .map((post) => post.slug);
        expect(blog.byTag(tag)?.posts.map((post) => post.slug) ?? [], tag).toEqual(expected);
      }
    };
    check();
    // Changes written by any tool: retagged, withdrawn, published, redated, removed.
    const sqlite = t.db.$client;
    sqlite.run("UPDATE posts SET tags = 'Ospedali, Città, hotel' WHERE slug IN ('caso-1', 'caso-2', 'caso-3')");
    sqlite.run("UPDATE posts SET published = 0, status = 'draft' WHERE slug IN ('caso-10', 'caso-11')");
    sqlite.run(
      "UPDATE posts SET published = 1, status = 'published', published_at = created_at WHERE published = 0 AND slug LIKE 'caso-2%'",
    );
    sqlite.run("UPDATE posts SET published_at = '2030-01-01T00:00:00.000Z' WHERE slug IN ('caso-40', 'caso-41')");
    sqlite.run("DELETE FROM posts WHERE slug IN ('caso-50', 'caso-51', 'caso-52')");
    check();
  });
});
