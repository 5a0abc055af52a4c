import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { PostDetail, TagAnswer } from "../../shared/blog";
import type { BlogListPage, TagSummary } from "../../shared/schemas/blog-admin";
import { articleFields, blogForm } from "../../test-support/blog-forms";
import { createTestApp, type TestApp } from "../../test-support/test-app";

setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

async function create(cookie: string, overrides: Record<string, string>) {
  const res = await t.request("/api/blog", { method: "POST", cookie, body: blogForm(articleFields(overrides)) });
  expect(res.status).toBe(201);
  return (await res.json()) as PostDetail;
}

const list = async (cookie: string, query: string) =>
  (await (await t.request(`/api/blog/admin/list?${query}`, { cookie })).json()) as BlogListPage;
const titles = (page: BlogListPage) => page.items.map((p) => p.title);

/** The demo articles are removed first: each test starts from its own. */
async function emptyBlog(cookie: string) {
  const all = await list(cookie, "");
  for (const post of all.items) await t.request(`/api/blog/${post.id}`, { method: "DELETE", cookie });
}

describe("the staff's list of articles", () => {
  test("search in title, text and tags; filters by status and tag; order; pages of 25 with the counters of all", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await emptyBlog(cookie);
    await create(cookie, { title: "Parcheggio dell'ospedale", content: "Barriere e casse.", tags: "ospedali, casse" });
    await create(cookie, { title: "Aeroporto senza biglietto", content: "Lettura targhe al varco.", tags: "aeroporti" });
    await create(cookie, { title: "Bozza sulle fiere", content: "Eventi.", tags: "fiere", published: "false" });
    expect(titles(await list(cookie, "q=targhe"))).toEqual(["Aeroporto senza biglietto"]);
    expect(titles(await list(cookie, "q=casse"))).toEqual(["Parcheggio dell'ospedale"]);
    expect(titles(await list(cookie, "status=draft"))).toEqual(["Bozza sulle fiere"]);
    expect(titles(await list(cookie, "tag=ospedali"))).toEqual(["Parcheggio dell'ospedale"]);
    expect(titles(await list(cookie, "tag=ospedal"))).toEqual([]);
    expect(titles(await list(cookie, "sort=title"))).toEqual([
      "Aeroporto senza biglietto",
      "Bozza sulle fiere",
      "Parcheggio dell'ospedale",
    ]);
    const page = await list(cookie, "q=nulla-del-genere");
    expect(page).toMatchObject({ total: 0, counts: { total: 3, published: 2, drafts: 1 } });
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(cookie, `from=${today}&to=${today}`)).total).toBe(3);
    expect((await list(cookie, "to=2000-01-01")).total).toBe(0);
    for (let i = 0; i < 26; i++) await create(cookie, { title: `Notizia ${i}`, tags: "" });
    const second = await list(cookie, "page=2");
    expect(second).toMatchObject({ total: 29, page_size: 25 });
    expect(second.items).toHaveLength(4);
  });

  test("bulk actions publish, withdraw, add a tag and delete the chosen articles, each in the audit log", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await emptyBlog(cookie);
    const a = await create(cookie, { title: "Uno", published: "false" });
    const b = await create(cookie, { title: "Due", published: "false" });
    const c = await create(cookie, { title: "Tre" });
    const bulk = (json: unknown) => t.request("/api/blog/admin/bulk", { method: "POST", cookie, json });
    expect(await (await bulk({ action: "publish", ids: [a.id, b.id, c.id] })).json()).toEqual({ changed: 2 });
    expect((await t.request("/blog/uno")).status).toBe(200);
    expect(await (await bulk({ action: "add-tag", ids: [a.id, b.id], tag: "Novità" })).json()).toEqual({ changed: 2 });
    expect(titles(await list(cookie, "tag=novità")).sort()).toEqual(["Due", "Uno"]);
    expect(await (await bulk({ action: "unpublish", ids: [a.id] })).json()).toEqual({ changed: 1 });
    expect((await t.request("/blog/uno")).status).toBe(404);
    expect(await (await bulk({ action: "delete", ids: [a.id, b.id] })).json()).toEqual({ changed: 2 });
    expect(titles(await list(cookie, ""))).toEqual(["Tre"]);
    const none = await bulk({ action: "publish", ids: [] });
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe("Seleziona almeno un articolo");
    const noTag = await bulk({ action: "add-tag", ids: [c.id], tag: " " });
    expect((await noTag.json()).message).toBe("Indica il tag da aggiungere");
    const events = t.db.$client
      .query("SELECT event FROM audit_log WHERE event LIKE 'post.%' AND target IN (?, ?) ORDER BY id")
      .all(`articolo ${a.id}`, `articolo ${b.id}`) as { event: string }[];
    expect(events.map((e) => e.event)).toEqual([
      "post.created",
      "post.created",
      "post.published",
      "post.published",
      "post.updated",
      "post.updated",
      "post.unpublished",
      "post.deleted",
      "post.deleted",
    ]);
  });
});

describe("tags", () => {
  test("rename, describe (shown on the tag's public page) and merge", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await emptyBlog(cookie);
    await create(cookie, { title: "Uno", tags: "Lettura targhe, aeroporti" });
    await create(cookie, { title: "Due", tags: "lettura-targhe, OCR" });
    await create(cookie, { title: "Tre", tags: "ocr" });
    const tags = (await (await t.request("/api/blog/admin/tags", { cookie })).json()) as TagSummary[];
    expect(tags.map((tag) => [tag.slug, tag.posts])).toEqual([
      ["aeroporti", 1],
      ["lettura-targhe", 2],
      ["ocr", 2],
    ]);
    const renamed = await t.request("/api/blog/admin/tags/lettura-targhe", {
      method: "PUT",
      cookie,
      json: { name: "Riconoscimento targhe", description: "Telecamere che leggono la targa al varco." },
    });
    expect(await renamed.json()).toEqual({ posts: 2 });
    const page = (await (await t.request("/api/blog/tag/riconoscimento-targhe")).json()) as TagAnswer;
    expect(page).toMatchObject({ tag: "Riconoscimento targhe", description: "Telecamere che leggono la targa al varco." });
    expect(page.posts).toHaveLength(2);
    expect((await t.request("/api/blog/tag/lettura-targhe")).status).toBe(404);
    const html = await (await t.request("/blog/tag/riconoscimento-targhe")).text();
    expect(html).toContain("Telecamere che leggono la targa al varco.");

    const merged = await t.request("/api/blog/admin/tags/merge", {
      method: "POST",
      cookie,
      json: { from: ["ocr"], into: "Riconoscimento targhe" },
    });
    expect(await merged.json()).toEqual({ posts: 2 });
    const after = (await (await t.request("/api/blog/admin/tags", { cookie })).json()) as TagSummary[];
    expect(after.map((tag) => [tag.name, tag.posts])).toEqual([
      ["aeroporti", 1],
      ["Riconoscimento targhe", 3],
    ]);
    const missing = await t.request("/api/blog/admin/tags/non-esiste", { method: "PUT", cookie, json: { name: "x" } });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe("Tag non trovato");
  });
});
