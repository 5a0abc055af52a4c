import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { posts } from "../../db/schema";
import type { PostSummary, StaffPostDetail, TagAnswer } from "../../shared/blog";
import type { Attention } from "../../shared/dashboard";
import type { BlogListPage } from "../../shared/schemas/blog-admin";
import type { SearchAnswer } from "../../shared/search";
import { articleFields, blogForm } from "../../test-support/blog-forms";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

async function createItalian(cookie: string, overrides: Record<string, string> = {}): Promise<StaffPostDetail> {
  const res = await t.request("/api/blog", {
    method: "POST",
    cookie,
    body: blogForm(articleFields({ title: "Sbarre al porto di Genova", tags: "porti, sbarre", ...overrides })),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as StaffPostDetail;
}

const translate = (cookie: string, id: number, language = "en") =>
  t.request(`/api/blog/${id}/translations`, { method: "POST", cookie, json: { language } });

async function translateOk(cookie: string, id: number): Promise<StaffPostDetail> {
  const res = await translate(cookie, id);
  expect(res.status).toBe(201);
  return (await res.json()) as StaffPostDetail;
}

const put = (cookie: string, id: number, fields: Record<string, string>) =>
  t.request(`/api/blog/${id}`, { method: "PUT", cookie, body: blogForm(fields) });

async function read(cookie: string, id: number): Promise<StaffPostDetail> {
  const res = await t.request(`/api/blog/${id}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as StaffPostDetail;
}

/** The English article written in full and saved as the translator does from the editor. */
const english = (overrides: Record<string, string> = {}) =>
  articleFields({
    title: "Barriers at the port of Genoa",
    slug: "barriers-port-genoa",
    excerpt: "New barriers for the port.",
    content: "The English text of the **article**.",
    tags: "ports, barriers",
    published: "false",
    ...overrides,
  });

describe("an article's English translation", () => {
  test("staff of the blog create it as a draft linked to the Italian; a second one is a 409 in Italian", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const original = await createItalian(cookie);
    expect(original).toMatchObject({ language: "it", translation_of: null, translations: [], outdated_fields: [] });

    const translation = await translateOk(cookie, original.id);
    expect(translation).toMatchObject({
      language: "en",
      translation_of: original.id,
      status: "draft",
      published: false,
      title: original.title,
      outdated_fields: [],
    });
    expect(translation.slug).toBe(`${original.slug}-en`);
    expect((await read(cookie, original.id)).translations).toEqual([{ id: translation.id, language: "en", status: "draft" }]);

    const again = await translate(cookie, original.id);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe("Questo articolo ha già la sua versione inglese");
    expect(t.db.select().from(posts).where(eq(posts.translation_of, original.id)).all()).toHaveLength(1);
  });

  test("only the blog's staff may create it, only in English, only of an Italian original", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const original = await createItalian(cookie);
    expect((await translate("", original.id)).status).toBe(401);
    const sales = await t.loginAs("commerciale");
    expect((await translate(sales, original.id)).status).toBe(403);
    const editor = await t.loginAs("editor");
    const italian = await translate(editor, original.id, "it");
    expect(italian.status).toBe(400);
    expect(await messageOf(italian)).toBe("Lingua non valida: scegli l'inglese");
    const translation = await translateOk(editor, original.id);
    const ofTranslation = await translate(editor, translation.id);
    expect(ofTranslation.status).toBe(400);
    expect(await messageOf(ofTranslation)).toBe("Si traduce solo un articolo italiano originale");
    expect((await translate(editor, 999_999)).status).toBe(404);
  });

  test("an English-only article is written with language 'en' and no original", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await t.request("/api/blog", { method: "POST", cookie, body: blogForm({ ...english(), language: "en" }) });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ language: "en", translation_of: null, translations: [] });
    const wrong = await t.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm({ ...english({ slug: "altro" }), language: "xx" }),
    });
    expect(wrong.status).toBe(400);
  });

  test("a slug is one for both languages, and the error says the other article is in English", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const original = await createItalian(cookie);
    const translation = await translateOk(cookie, original.id);
    expect((await put(cookie, translation.id, english())).status).toBe(200);
    const taken = await t.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm(articleFields({ title: "Altro", slug: "barriers-port-genoa" })),
    });
    expect(taken.status).toBe(409);
    expect(await messageOf(taken)).toBe(
      'Lo slug "barriers-port-genoa" è già usato da un articolo in inglese: gli slug valgono per tutte le lingue, scegline uno diverso',
    );
  });

  test("the staff's list shows each article's language and filters by it", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const original = await createItalian(cookie);
    const translation = await translateOk(cookie, original.id);
    const listOf = async (query: string) =>
      (await (await t.request(`/api/blog/admin/list${query}`, { cookie })).json()) as BlogListPage;
    expect((await listOf("?language=en")).items.map((row) => [row.id, row.language])).toEqual([[translation.id, "en"]]);
    const italian = await listOf("?language=it");
    expect(italian.items.every((row) => row.language === "it")).toBe(true);
    expect(italian.items.map((row) => row.id)).toContain(original.id);
    expect((await listOf("")).total).toBe(italian.total + 1);
  });
});

describe("the Italian blog never shows an English article", () => {
  test("list, tag, related articles, the article's address, feed, sitemap and site search leave it out", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const original = await createItalian(cookie);
    const translation = await translateOk(cookie, original.id);
    const saved = await put(
      cookie,
      translation.id,
      english({ title: "Zanzibarcode gates", content: "Zanzibarcode", tags: "porti, sbarre", published: "true" }),
    );
    expect(saved.status).toBe(200);
    expect((await read(cookie, translation.id)).published).toBe(true);

    const list = (await (await t.request("/api/blog?published=true")).json()) as PostSummary[];
    expect(list.map((post) => post.id)).not.toContain(translation.id);
    expect(list.map((post) => post.id)).toContain(original.id);
    const tag = (await (await t.request("/api/blog/tag/porti")).json()) as TagAnswer;
    expect(tag.posts.map((post) => post.id)).toEqual([original.id]);

    const other = await createItalian(cookie, { title: "Sbarre a Livorno" });
    const related = (await (await t.request(`/api/blog/slug/${other.slug}`)).json()) as { related: PostSummary[] };
    expect(related.related.map((post) => post.id)).toEqual([original.id]);

    const bySlug = await t.request("/api/blog/slug/barriers-port-genoa");
    expect(bySlug.status).toBe(404);
    expect((await t.request("/blog/barriers-port-genoa")).status).toBe(404);

    const feed = await (await t.request("/blog/rss.xml")).text();
    expect(feed).toContain("Sbarre al porto di Genova");
    expect(feed).not.toContain("Zanzibarcode");
    const sitemap = await (await t.request("/sitemap.xml")).text();
    expect(sitemap).toContain(`/blog/${original.slug}`);
    // It is listed at its English address only.
    expect(sitemap).not.toContain("<loc>http://localhost/blog/barriers-port-genoa</loc>");
    expect(sitemap).toContain("<loc>http://localhost/en/blog/barriers-port-genoa</loc>");

    const search = (await (await t.request("/api/search?q=zanzibarcode")).json()) as SearchAnswer;
    expect(search.total).toBe(0);
  });
});

describe("'Da aggiornare': what the Italian changed after the English was saved", () => {
  test("a changed Italian field marks the translation's field until the English is saved again; the dashboard lists it", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const original = await createItalian(cookie);
    const translation = await translateOk(cookie, original.id);
    expect((await put(cookie, translation.id, english())).status).toBe(200);
    expect((await read(cookie, translation.id)).outdated_fields).toEqual([]);

    const italian = articleFields({ title: "Sbarre nuove al porto di Genova", slug: original.slug, tags: "porti, sbarre" });
    expect((await put(cookie, original.id, italian)).status).toBe(200);
    expect((await read(cookie, translation.id)).outdated_fields).toEqual(["title"]);
    expect((await read(cookie, original.id)).outdated_fields).toEqual([]);
    const attention = (await (await t.request("/api/dashboard/attention", { cookie })).json()) as Attention;
    expect(attention.items).toContainEqual({
      kind: "outdated-translations",
      translations: [
        {
          what: "Articolo",
          title: "Barriers at the port of Genoa",
          language: "en",
          fields: ["Titolo"],
          href: `/admin/blog?edit=${translation.id}`,
        },
      ],
    });

    expect((await put(cookie, translation.id, english({ title: "New barriers at the port of Genoa" }))).status).toBe(200);
    expect((await read(cookie, translation.id)).outdated_fields).toEqual([]);
    const after = (await (await t.request("/api/dashboard/attention", { cookie })).json()) as Attention;
    expect(after.items.map((item) => item.kind)).not.toContain("outdated-translations");
  });

  test("restoring an older English text brings back 'Da aggiornare' for the fields whose Italian changed since it was written", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const original = await createItalian(cookie);
    const translation = await translateOk(cookie, original.id);
    expect((await put(cookie, translation.id, english())).status).toBe(200);
    const italian = articleFields({ title: "Sbarre nuove al porto di Genova", slug: original.slug, tags: "porti, sbarre" });
    expect((await put(cookie, original.id, italian)).status).toBe(200);
    expect((await read(cookie, translation.id)).outdated_fields).toEqual(["title"]);

    expect((await put(cookie, translation.id, english({ title: "New barriers at the port of Genoa" }))).status).toBe(200);
    expect((await read(cookie, translation.id)).outdated_fields).toEqual([]);
    const revisions = (await (await t.request(`/api/blog/${translation.id}/revisions`, { cookie })).json()) as { id: number }[];
    const [newer, older] = revisions;

    const restore = (id: number | undefined) =>
      t.request(`/api/blog/${translation.id}/revisions/${id}/restore`, { method: "POST", cookie });
    const restored = await restore(older?.id);
    expect(restored.status).toBe(200);
    expect((await restored.json()) as StaffPostDetail).toMatchObject({
      title: "Barriers at the port of Genoa",
      outdated_fields: ["title"],
    });
    const attention = (await (await t.request("/api/dashboard/attention", { cookie })).json()) as Attention;
    expect(attention.items).toContainEqual({
      kind: "outdated-translations",
      translations: [expect.objectContaining({ title: "Barriers at the port of Genoa", fields: ["Titolo"] })],
    });

    // The newer text was written from today's Italian: bringing it back leaves nothing to update.
    expect((await restore(newer?.id)).status).toBe(200);
    expect((await read(cookie, translation.id)).outdated_fields).toEqual([]);
  });

  test("publishing the English leaves the Italian as it was, and the reverse", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const original = await createItalian(cookie, { published: "false" });
    const translation = await translateOk(cookie, original.id);
    expect((await put(cookie, translation.id, { published: "true" })).status).toBe(200);
    expect(await read(cookie, translation.id)).toMatchObject({ status: "published", published: true });
    expect(await read(cookie, original.id)).toMatchObject({ status: "draft", published: false });
    expect((await put(cookie, translation.id, { published: "false" })).status).toBe(200);
    expect((await put(cookie, original.id, { published: "true" })).status).toBe(200);
    expect(await read(cookie, original.id)).toMatchObject({ status: "published", published: true });
    expect(await read(cookie, translation.id)).toMatchObject({ status: "draft", published: false });
  });
});
