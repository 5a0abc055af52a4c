import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { posts } from "../../db/schema";
import type { PostDetail, PostSummary } from "../../shared/blog";
import { articleFields, blogForm, imageTexts } from "../../test-support/blog-forms";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

async function create(cookie: string, overrides: Record<string, string> = {}) {
  return t.request("/api/blog", { method: "POST", cookie, body: blogForm(articleFields(overrides)) });
}

async function createOk(cookie: string, overrides: Record<string, string> = {}): Promise<PostDetail> {
  const res = await create(cookie, overrides);
  expect(res.status).toBe(201);
  return (await res.json()) as PostDetail;
}

const put = (cookie: string, id: number, fields: Record<string, string>) =>
  t.request(`/api/blog/${id}`, { method: "PUT", cookie, body: blogForm(fields) });

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("blog API: who may do what", () => {
  test("visitors read published posts only; every other call needs a staff session", async () => {
    t = createTestApp();
    expect((await t.request("/api/blog?published=true")).status).toBe(200);
    const closed: [string, string, RequestInit?][] = [
      ["GET", "/api/blog"],
      ["GET", "/api/blog/1"],
      ["POST", "/api/blog", { body: blogForm(articleFields()) }],
      ["PUT", "/api/blog/1", { body: blogForm({ published: "true" }) }],
      ["DELETE", "/api/blog/1"],
      ["POST", "/api/blog/preview", { body: JSON.stringify({ content: "x" }), headers: { "content-type": "application/json" } }],
    ];
    for (const [method, path, init] of closed) {
      const res = await t.request(path, { ...init, method });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await messageOf(res)).toContain("Accesso riservato");
    }
    expect(t.db.select().from(posts).all()).toHaveLength(3);
  });

  test("a write from another site is refused even with a session", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await t.request("/api/blog", {
      method: "POST",
      cookie,
      headers: { origin: "https://evil.example" },
      body: blogForm(articleFields()),
    });
    expect(res.status).toBe(403);
  });
});

describe("blog API: reading", () => {
  test("a new data folder has three demo articles, one a draft; visitors see the two published, newest first", async () => {
    t = createTestApp();
    const list = (await (await t.request("/api/blog?published=true")).json()) as PostSummary[];
    expect(list.map((p) => p.slug)).toEqual([
      "pensiline-fotovoltaiche-ricarica-auto-elettriche",
      "parcheggi-senza-biglietto-lettura-targhe",
    ]);
    expect(list.every((p) => p.published && p.reading_time >= 1)).toBe(true);
    expect(list[0]).not.toHaveProperty("content");
    const cookie = await t.login();
    const all = (await (await t.request("/api/blog", { cookie })).json()) as PostSummary[];
    expect(all).toHaveLength(3);
    expect(all[0]).toMatchObject({ slug: "aree-sosta-stagionali-parcheggio-non-presidiato", published: false });
  });

  test("one post by slug carries its Markdown, the sanitized HTML and the reading time", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const content = `${"a".repeat(1000)}\n\n**b**`;
    await createOk(cookie, { title: "Tempo di lettura", content });
    const res = await t.request("/api/blog/slug/tempo-di-lettura");
    expect(res.status).toBe(200);
    const post = (await res.json()) as PostDetail;
    expect(post.content).toBe(content);
    expect(post.content_html).toContain("<strong>b</strong>");
    expect(post.reading_time).toBe(2);
    const listed = ((await (await t.request("/api/blog?published=true")).json()) as PostSummary[]).find((p) => p.id === post.id);
    expect(listed?.reading_time).toBe(2);
  });

  test("drafts are invisible to visitors and visible to staff", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const draft = await createOk(cookie, { title: "Bozza riservata", published: "false" });
    expect((await t.request("/api/blog/slug/bozza-riservata")).status).toBe(404);
    expect(await messageOf(await t.request("/api/blog/slug/bozza-riservata"))).toBe("Articolo non trovato");
    expect((await t.request("/api/blog/slug/bozza-riservata", { cookie })).status).toBe(200);
    const visible = (await (await t.request("/api/blog?published=true")).json()) as PostSummary[];
    expect(visible.some((p) => p.id === draft.id)).toBe(false);
    expect((await t.request(`/api/blog/${draft.id}`, { cookie })).status).toBe(200);
  });

  test("unknown posts and malformed ids are a JSON 404", async () => {
    t = createTestApp();
    const cookie = await t.login();
    for (const path of ["/api/blog/slug/non-esiste", "/api/blog/999", "/api/blog/abc", "/api/blog/1.5"]) {
      const res = await t.request(path, { cookie });
      expect(res.status, path).toBe(404);
      expect(await messageOf(res)).toBe("Articolo non trovato");
    }
  });
});

describe("blog API: writing", () => {
  test("a multipart form creates a post; created_at and updated_at are set", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await createOk(cookie, { tags: " aeroporti ,lettura targhe,, Aeroporti ", excerpt: "  Riassunto  " });
    const row = t.db.select().from(posts).where(eq(posts.id, post.id)).get();
    expect(row).toMatchObject({
      title: "Nuovo impianto all'aeroporto",
      slug: "nuovo-impianto-all-aeroporto",
      excerpt: "Riassunto",
      tags: "aeroporti, lettura targhe",
      published: true,
      cover_image: null,
      article_images: [],
    });
    expect(row?.created_at).toBe(row?.updated_at ?? "");
    expect(Date.parse(row?.created_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  test("title and content are required, with the editor's message", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const blanks: Record<string, string>[] = [{ title: "" }, { content: "" }, { title: "   " }, { content: "\n\n " }];
    for (const fields of blanks) {
      const res = await create(cookie, fields);
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toBe("Titolo e contenuto sono obbligatori");
    }
    const res = await t.request("/api/blog", { method: "POST", cookie, body: blogForm({ published: "true" }) });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe("Titolo e contenuto sono obbligatori");
    expect(t.db.select().from(posts).all()).toHaveLength(3);
  });

  test("the slug is made from the title when empty: lowercase, accents folded, hyphens", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await createOk(cookie, { title: "Perché l'Automazione è più Efficiente? Città & Caffè — 2025!" });
    expect(post.slug).toBe("perche-l-automazione-e-piu-efficiente-citta-caffe-2025");
    const typed = await createOk(cookie, { title: "Altro", slug: "  Il Mio Slug Àccentato!! " });
    expect(typed.slug).toBe("il-mio-slug-accentato");
    const res = await create(cookie, { title: "???", slug: "" });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toContain("slug");
  });

  test("a slug already in use is a 409 with a clear message, on create and on edit", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const first = await createOk(cookie, { title: "Primo", slug: "stesso-slug" });
    const res = await create(cookie, { title: "Secondo", slug: "Stesso Slug" });
    expect(res.status).toBe(409);
    expect(await messageOf(res)).toBe('Esiste già un articolo con lo slug "stesso-slug": scegline uno diverso');
    const second = await createOk(cookie, { title: "Secondo" });
    const clash = await put(cookie, second.id, articleFields({ title: "Secondo", slug: "stesso-slug" }));
    expect(clash.status).toBe(409);
    const same = await put(cookie, first.id, articleFields({ title: "Primo modificato", slug: "stesso-slug" }));
    expect(same.status).toBe(200);
  });

  test("published is the text 'true'/'false' or '1'/'0', never a truthiness check", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const cases: [string, boolean][] = [
      ["true", true],
      ["1", true],
      ["false", false],
      ["0", false],
    ];
    for (const [value, expected] of cases) {
      const post = await createOk(cookie, { title: `Stato ${value}`, published: value });
      expect(post.published, value).toBe(expected);
    }
    for (const value of ["yes", "on", "False", "", "2"]) {
      const res = await create(cookie, { title: `Stato errato ${value}`, published: value });
      expect(res.status, value).toBe(400);
      expect(await messageOf(res)).toBe("Il campo published deve valere 'true' o 'false'");
    }
    const { published: _omitted, ...withoutStatus } = articleFields({ title: "Senza stato" });
    const draft = await t.request("/api/blog", { method: "POST", cookie, body: blogForm(withoutStatus) });
    expect(((await draft.json()) as PostDetail).published).toBe(false);
  });

  test("a PUT with only published changes the status and nothing else", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await createOk(cookie, {
      published: "false",
      article_images: '["/attached_assets/illustrations/city.svg"]',
      image_texts: imageTexts("/attached_assets/illustrations/city.svg"),
    });
    await Bun.sleep(5);
    const res = await put(cookie, post.id, { published: "true" });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as PostDetail;
    expect(updated).toMatchObject({
      published: true,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content: post.content,
      tags: post.tags,
      article_images: post.article_images,
      created_at: post.created_at,
    });
    expect(updated.updated_at > post.updated_at).toBe(true);
    expect((await put(cookie, post.id, { published: "forse" })).status).toBe(400);
    expect((await put(cookie, 9999, { published: "true" })).status).toBe(404);
  });

  test("the full form replaces the editable fields; an absent cover is kept, an empty one removed", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await createOk(cookie, {
      cover_image: "/attached_assets/illustrations/city.svg",
      tags: "a, b",
      image_texts: imageTexts("/attached_assets/illustrations/city.svg"),
    });
    expect(post.cover_image).toBe("/attached_assets/illustrations/city.svg");
    const res = await put(cookie, post.id, {
      title: "Titolo nuovo",
      slug: "",
      excerpt: "",
      content: "Contenuto nuovo",
      tags: "",
      article_images: "[]",
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as PostDetail;
    expect(updated).toMatchObject({
      title: "Titolo nuovo",
      slug: "titolo-nuovo",
      excerpt: "",
      tags: "",
      content: "Contenuto nuovo",
      published: true,
      cover_image: "/attached_assets/illustrations/city.svg",
      created_at: post.created_at,
    });
    const removed = await put(cookie, post.id, articleFields({ cover_image: "" }));
    expect(((await removed.json()) as PostDetail).cover_image).toBeNull();
  });

  test("article_images is a JSON list of the site's images or https addresses", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const images = ["/uploads/blog/a.webp", "https://images.example.com/b.jpg", "/attached_assets/illustrations/city.svg"];
    const post = await createOk(cookie, { article_images: JSON.stringify(images), image_texts: imageTexts(...images) });
    expect(post.article_images).toEqual(images);
    expect(t.db.select().from(posts).where(eq(posts.id, post.id)).get()?.article_images).toEqual(images);
    const refused: [string, string][] = [
      ["non è json", "Il campo article_images deve essere un elenco JSON di indirizzi di immagini"],
      ['{"a":1}', "Il campo article_images deve essere un elenco JSON di indirizzi di immagini"],
      ["[1, 2]", "Le immagini devono essere caricate sul sito oppure avere un indirizzo https://"],
      ['["http://example.com/a.jpg"]', "Le immagini devono essere caricate sul sito oppure avere un indirizzo https://"],
      ['["javascript:alert(1)"]', "Le immagini devono essere caricate sul sito oppure avere un indirizzo https://"],
      ['["data:image/png;base64,AAAA"]', "Le immagini devono essere caricate sul sito oppure avere un indirizzo https://"],
      ['["/uploads/../parksite.db"]', "Le immagini devono essere caricate sul sito oppure avere un indirizzo https://"],
      [JSON.stringify(Array(31).fill("/uploads/blog/a.webp")), "Puoi allegare al massimo 30 immagini a un articolo"],
    ];
    for (const [value, message] of refused) {
      const res = await create(cookie, { title: `Immagini ${value.slice(0, 20)}`, article_images: value });
      expect(res.status, value).toBe(400);
      expect(await messageOf(res)).toBe(message);
    }
  });

  test("http: images in the text and http: covers are refused with a clear message", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const inText = await create(cookie, { content: "Guarda ![foto](http://example.com/a.jpg)" });
    expect(inText.status).toBe(400);
    expect(await messageOf(inText)).toContain("gli indirizzi http:// non sono consentiti");
    const cover = await create(cookie, { cover_image: "http://example.com/a.jpg" });
    expect(cover.status).toBe(400);
    expect(await messageOf(cover)).toBe("Le immagini devono essere caricate sul sito oppure avere un indirizzo https://");
  });

  test("a body that is not a form is a 415; overlong fields a 400", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const json = await t.request("/api/blog", { method: "POST", cookie, json: { title: "x", content: "y" } });
    expect(json.status).toBe(415);
    expect(await messageOf(json)).toBe("Invia l'articolo come modulo multipart/form-data");
    const long = await create(cookie, { title: "x".repeat(201) });
    expect(long.status).toBe(400);
    expect(await messageOf(long)).toBe("Il titolo può contenere al massimo 200 caratteri");
    const tags = await create(cookie, { tags: Array.from({ length: 21 }, (_, i) => `tag${i}`).join(",") });
    expect(await messageOf(tags)).toBe("Puoi indicare al massimo 20 tag");
  });

  test("delete removes the post; a second delete is a 404", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await createOk(cookie);
    const res = await t.request(`/api/blog/${post.id}`, { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(t.db.select().from(posts).where(eq(posts.id, post.id)).get()).toBeUndefined();
    expect((await t.request(`/api/blog/${post.id}`, { method: "DELETE", cookie })).status).toBe(404);
    expect((await t.request(`/api/blog/slug/${post.slug}`)).status).toBe(404);
  });

  test("every write announces 'blog'", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const heard: string[] = [];
    t.ctx.changes.subscribe((kind) => heard.push(kind));
    const post = await createOk(cookie);
    await put(cookie, post.id, { published: "false" });
    await put(cookie, post.id, articleFields({ title: "Cambiato" }));
    await t.request(`/api/blog/${post.id}`, { method: "DELETE", cookie });
    expect(heard).toEqual(["blog", "blog", "blog", "blog"]);
    await create(cookie, { title: "" });
    expect(heard).toHaveLength(4);
  });

  test("the preview answers the HTML visitors would see", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await t.request("/api/blog/preview", {
      method: "POST",
      cookie,
      json: { content: "## Titolo\n**grassetto** <script>alert(1)</script> [link](https://example.com)" },
    });
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain("<h2>Titolo</h2>");
    expect(html).toContain("<strong>grassetto</strong>");
    expect(html).toContain('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">link</a>');
    expect(html).not.toContain("<script");
  });
});
