import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { posts } from "../../db/schema";
import type { PostDetail, PostSummary } from "../../shared/blog";
import { blogMessages } from "../../shared/schemas/blog";
import { articleFields, blogForm } from "../../test-support/blog-forms";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { startBlogScheduler, stopBlogScheduler } from "../../test-support/blog-scheduler";

// Sign-ins hash passwords (argon2id): on a busy machine a test needs more than the default 5 s.
setDefaultTimeout(30_000);

let t: TestApp;
afterEach(async () => {
  stopBlogScheduler();
  await t.cleanup();
});

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

async function create(cookie: string, overrides: Record<string, string>) {
  return t.request("/api/blog", { method: "POST", cookie, body: blogForm(articleFields(overrides)) });
}

const text = async (path: string) => (await t.request(path)).text();
const publicSlugs = async () =>
  ((await (await t.request("/api/blog?published=true")).json()) as PostSummary[]).map((p) => p.slug);

describe("scheduled publishing", () => {
  test("a scheduled post reads as not published, with its status and date, and is nowhere public until its time", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const at = inSeconds(3600);
    const res = await create(cookie, { slug: "programmato", status: "scheduled", published: "false", published_at: at });
    expect(res.status).toBe(201);
    const post = (await res.json()) as PostDetail;
    expect(post).toMatchObject({ published: false, status: "scheduled", published_at: at });
    expect(await publicSlugs()).not.toContain("programmato");
    expect((await t.request("/api/blog/slug/programmato")).status).toBe(404);
    expect((await t.request("/blog/programmato")).status).toBe(404);
    expect(await text("/sitemap.xml")).not.toContain("programmato");
    expect(await text("/blog/rss.xml")).not.toContain("programmato");
  });

  test("a date typed without a zone is Italian time; a past or missing date cannot be scheduled", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const local = await create(cookie, { slug: "ora-italiana", status: "scheduled", published_at: "2099-01-12T09:00" });
    expect(((await local.json()) as PostDetail).published_at).toBe("2099-01-12T08:00:00.000Z");
    const past = await create(cookie, { slug: "passato", status: "scheduled", published_at: inSeconds(-60) });
    expect(past.status).toBe(400);
    expect(((await past.json()) as { message: string }).message).toBe(blogMessages.scheduleInPast);
    const none = await create(cookie, { slug: "senza-data", status: "scheduled" });
    expect(((await none.json()) as { message: string }).message).toBe(blogMessages.scheduleDate);
    const bad = await create(cookie, { slug: "data-rotta", status: "scheduled", published_at: "lunedì" });
    expect(bad.status).toBe(400);
    const status = await create(cookie, { slug: "stato-rotto", status: "forse" });
    expect(((await status.json()) as { message: string }).message).toBe(blogMessages.status);
  });

  test("publishing is the spec's toggle: true publishes now (a scheduled post too), false is a draft", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = (await (
      await create(cookie, { slug: "subito", status: "scheduled", published_at: inSeconds(3600) })
    ).json()) as PostDetail;
    const before = Date.now();
    const live = (await (
      await t.request(`/api/blog/${post.id}`, { method: "PUT", cookie, body: blogForm({ published: "true" }) })
    ).json()) as PostDetail;
    expect(live).toMatchObject({ published: true, status: "published" });
    expect(Date.parse(live.published_at ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(live.published_at ?? "")).toBeLessThanOrEqual(Date.now());
    const draft = (await (
      await t.request(`/api/blog/${post.id}`, { method: "PUT", cookie, body: blogForm({ published: "false" }) })
    ).json()) as PostDetail;
    expect(draft).toMatchObject({ published: false, status: "draft" });
    // Published again, it keeps the date it first went live.
    const again = (await (
      await t.request(`/api/blog/${post.id}`, { method: "PUT", cookie, body: blogForm({ published: "true" }) })
    ).json()) as PostDetail;
    expect(again.published_at).toBe(live.published_at);
  });

  test("a post due while the server was off is published when the scheduler starts", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = (await (
      await create(cookie, { slug: "arretrato", status: "scheduled", published_at: inSeconds(3600) })
    ).json()) as PostDetail;
    const due = inSeconds(-120);
    t.db.update(posts).set({ published_at: due }).where(eq(posts.id, post.id)).run();
    expect(await text("/blog")).not.toContain("arretrato");
    startBlogScheduler(t);
    const row = t.db.select().from(posts).where(eq(posts.id, post.id)).get();
    expect(row).toMatchObject({ status: "published", published: true, published_at: due });
    expect(await text("/blog")).toContain("/blog/arretrato");
  });

  test("a post due in 2 s goes live by itself, and the cached list, sitemap and feed follow", async () => {
    t = createTestApp();
    const cookie = await t.login();
    startBlogScheduler(t);
    const title = "Articolo che esce da solo";
    const res = await create(cookie, { title, slug: "da-solo", status: "scheduled", published_at: inSeconds(2) });
    expect(res.status).toBe(201);
    // The list is rendered and cached while the post is still waiting.
    expect(await text("/blog")).not.toContain(title);
    expect(await text("/blog")).not.toContain(title);
    await Bun.sleep(2600);
    // No request was made meanwhile: the timer did it.
    const row = t.db.select().from(posts).where(eq(posts.slug, "da-solo")).get();
    expect(row).toMatchObject({ status: "published", published: true });
    expect(await text("/blog")).toContain(title);
    expect((await t.request("/blog/da-solo")).status).toBe(200);
    expect(await text("/sitemap.xml")).toContain("/blog/da-solo");
    expect(await text("/blog/rss.xml")).toContain("/blog/da-solo");
  }, 20_000);

  test("public dates are the publication date, and the newest publication comes first", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = (await (await create(cookie, { slug: "datato" })).json()) as PostDetail;
    const at = "2020-05-04T08:30:00.000Z";
    t.db.update(posts).set({ published_at: at }).where(eq(posts.id, post.id)).run();
    t.ctx.changes.announce("blog");
    const list = await publicSlugs();
    expect(list.at(-1)).toBe("datato");
    expect(await text("/blog/rss.xml")).toContain("<pubDate>Mon, 04 May 2020 08:30:00 GMT</pubDate>");
    expect(await text("/blog/datato")).toContain('<time dateTime="2020-05-04T08:30:00.000Z">04 mag 2020</time>');
  });
});

describe("old addresses of articles", () => {
  test("renaming a published post keeps every old slug as a 301 to the current one; deleting it makes them 410", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = (await (await create(cookie, { slug: "primo-nome" })).json()) as PostDetail;
    const rename = (slug: string) =>
      t.request(`/api/blog/${post.id}`, { method: "PUT", cookie, body: blogForm(articleFields({ slug })) });
    expect((await rename("secondo-nome")).status).toBe(200);
    expect((await rename("terzo-nome")).status).toBe(200);
    for (const old of ["primo-nome", "secondo-nome"]) {
      const res = await t.request(`/blog/${old}`);
      expect(res.status, old).toBe(301);
      expect(res.headers.get("location")).toBe("/blog/terzo-nome");
    }
    expect((await t.request("/blog/terzo-nome")).status).toBe(200);
    expect((await t.request(`/api/blog/${post.id}`, { method: "DELETE", cookie })).status).toBe(200);
    for (const old of ["primo-nome", "secondo-nome", "terzo-nome"]) {
      const res = await t.request(`/blog/${old}`);
      expect(res.status, old).toBe(410);
      expect(await res.text()).toContain("Articolo non trovato");
    }
    expect((await t.request("/blog/mai-esistito")).status).toBe(404);
  });

  test("a new article may take an old address; a draft's rename leaves nothing behind", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = (await (await create(cookie, { slug: "vecchio" })).json()) as PostDetail;
    await t.request(`/api/blog/${post.id}`, { method: "PUT", cookie, body: blogForm(articleFields({ slug: "nuovo" })) });
    expect((await t.request("/blog/vecchio")).status).toBe(301);
    const other = await create(cookie, { slug: "vecchio", title: "Un altro articolo" });
    expect(other.status).toBe(201);
    expect((await t.request("/blog/vecchio")).status).toBe(200);
    const draft = (await (await create(cookie, { slug: "bozza-a", published: "false" })).json()) as PostDetail;
    await t.request(`/api/blog/${draft.id}`, {
      method: "PUT",
      cookie,
      body: blogForm(articleFields({ slug: "bozza-b", published: "false" })),
    });
    expect((await t.request("/blog/bozza-a")).status).toBe(404);
    await t.request(`/api/blog/${draft.id}`, { method: "DELETE", cookie });
    expect((await t.request("/blog/bozza-b")).status).toBe(404);
  });
});
