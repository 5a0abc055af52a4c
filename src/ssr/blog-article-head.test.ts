import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createAdmin } from "../api/auth/auth.service";
import { users } from "../db/schema";
import type { PostAuthor, PostDetail } from "../shared/blog";
import { blogMessages } from "../shared/schemas/blog";
import { articleFields, blogForm, imageTexts } from "../test-support/blog-forms";
import { ADMIN, createTestApp, type TestApp } from "../test-support/test-app";

// Sign-ins hash passwords (argon2id): on a busy machine a test needs more than the default 5 s.
setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
  );

async function create(cookie: string, overrides: Record<string, string>) {
  const res = await t.request("/api/blog", { method: "POST", cookie, body: blogForm(articleFields(overrides)) });
  return res;
}

describe("search and sharing fields of an article", () => {
  test("the article's head uses the SEO title, meta description, social image, canonical override and noindex", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await create(cookie, {
      slug: "seo-completo",
      title: "Titolo lungo dell'articolo sulla lettura targhe",
      seo_title: "Lettura targhe: guida breve",
      meta_description: "Come funziona la lettura targhe,   in due righe.",
      social_image: "https://cdn.example.com/scheda.jpg",
      cover_image: "https://cdn.example.com/copertina.jpg",
      canonical_url: "https://rivista.example.com/lettura-targhe",
      noindex: "true",
      image_texts: JSON.stringify({
        "https://cdn.example.com/scheda.jpg": { alt: "Scheda della lettura targhe", decorative: false },
        "https://cdn.example.com/copertina.jpg": { alt: "Telecamera che legge una targa", decorative: false },
      }),
    });
    expect(res.status).toBe(201);
    const post = (await res.json()) as PostDetail;
    expect(post).toMatchObject({
      seo_title: "Lettura targhe: guida breve",
      meta_description: "Come funziona la lettura targhe, in due righe.",
      social_image: "https://cdn.example.com/scheda.jpg",
      noindex: true,
    });
    const html = await (await t.request("/blog/seo-completo")).text();
    expect(html).toContain("<title>Lettura targhe: guida breve | ParkSite Italia</title>");
    expect(html).toContain('<meta name="description" content="Come funziona la lettura targhe, in due righe.">');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain('<link rel="canonical" href="https://rivista.example.com/lettura-targhe">');
    expect(html).toContain('<meta property="og:title" content="Lettura targhe: guida breve | ParkSite Italia">');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example.com/scheda.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:image" content="https://cdn.example.com/scheda.jpg">');
    expect(html).toContain('<meta property="og:image:alt" content="Scheda della lettura targhe">');
    const posting = jsonLdOf(html).find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: "Titolo lungo dell'articolo sulla lettura targhe",
      description: "Come funziona la lettura targhe, in due righe.",
      image: ["https://cdn.example.com/scheda.jpg"],
      datePublished: post.published_at,
      dateModified: post.updated_at,
      author: { "@type": "Person", name: "staff" },
    });
  });

  test("without them the title, excerpt and cover are used and the page is indexable", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await create(cookie, {
      slug: "seo-vuoto",
      cover_image: "https://cdn.example.com/copertina.jpg",
      image_texts: imageTexts("https://cdn.example.com/copertina.jpg"),
    });
    const html = await (await t.request("/blog/seo-vuoto")).text();
    expect(html).toContain("<title>Nuovo impianto all&#x27;aeroporto | ParkSite Italia</title>".replace("&#x27;", "'"));
    expect(html).toContain('<meta name="description" content="Un nuovo impianto di lettura targhe.">');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example.com/copertina.jpg">');
    expect(html).toContain('<meta property="og:image:alt" content="Immagine di prova 1">');
    expect(html).toContain('<link rel="canonical" href="http://localhost/blog/seo-vuoto">');
    expect(html).not.toContain('name="robots"');
  });

  test("bad values are refused with the editor's messages, and a partial update changes only what it names", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const refused = async (fields: Record<string, string>) =>
      ((await (await create(cookie, { slug: "rifiutato", ...fields })).json()) as { message: string }).message;
    expect(await refused({ canonical_url: "http://insicuro.example.com/" })).toBe(blogMessages.canonicalUrl);
    expect(await refused({ canonical_url: "javascript:alert(1)" })).toBe(blogMessages.canonicalUrl);
    expect(await refused({ seo_title: "x".repeat(201) })).toBe(blogMessages.seoTitleTooLong);
    expect(await refused({ meta_description: "x".repeat(321) })).toBe(blogMessages.metaDescriptionTooLong);
    expect(await refused({ social_image: "http://img.example.com/a.jpg" })).toBe(blogMessages.imageUrl);
    expect(await refused({ noindex: "forse" })).toBe(blogMessages.noindex);
    const post = (await (await create(cookie, { slug: "parziale" })).json()) as PostDetail;
    const res = await t.request(`/api/blog/${post.id}`, { method: "PUT", cookie, body: blogForm({ seo_title: "Solo questo" }) });
    expect(res.status).toBe(200);
    expect((await res.json()) as PostDetail).toMatchObject({ seo_title: "Solo questo", title: post.title, published: true });
  });
});

describe("authors", () => {
  test("the account that writes a post is its author, named on the article, in the feed and in the list", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = (await (await create(cookie, { slug: "firmato" })).json()) as PostDetail;
    expect(post.author?.name).toBe("staff");
    const html = await (await t.request("/blog/firmato")).text();
    expect(html).toMatch(/data-testid="post-author"[^>]*>.*di <!-- -->staff/);
    expect(await (await t.request("/blog/rss.xml")).text()).toContain("<dc:creator>staff</dc:creator>");
    const list = (await (await t.request("/api/blog?published=true")).json()) as { slug: string; author: PostAuthor | null }[];
    expect(list.find((p) => p.slug === "firmato")?.author?.name).toBe("staff");
  });

  test("a person's name, when the account has one, signs the article, the feed and the list", async () => {
    t = createTestApp();
    const cookie = await t.login();
    t.db.update(users).set({ name: "Giulia Bianchi" }).where(eq(users.email, ADMIN.email)).run();
    const post = (await (await create(cookie, { slug: "firmato-per-nome" })).json()) as PostDetail;
    expect(post.author?.name).toBe("Giulia Bianchi");
    expect(await (await t.request("/blog/rss.xml")).text()).toContain("<dc:creator>Giulia Bianchi</dc:creator>");
    const authors = (await (await t.request("/api/blog/authors", { cookie })).json()) as PostAuthor[];
    expect(authors.map((a) => a.name)).toEqual(["Giulia Bianchi"]);
  });

  test("only an Amministratore changes the author, and only to a staff account", async () => {
    t = createTestApp();
    const adminCookie = await t.login();
    const editor = await createAdmin(t.db, "mario.rossi@example.com", "password-editor-1", "editor");
    const editorCookie = await t.login("mario.rossi@example.com", "password-editor-1");
    const post = (await (await create(editorCookie, { slug: "cambio-autore" })).json()) as PostDetail;
    expect(post.author).toEqual({ id: editor.id, name: "mario.rossi" });
    const authors = (await (await t.request("/api/blog/authors", { cookie: editorCookie })).json()) as PostAuthor[];
    expect(authors.map((a) => a.name)).toEqual(["mario.rossi", "staff"]);
    const admin = authors.find((a) => a.name === "staff");
    const change = (cookie: string, id: string) =>
      t.request(`/api/blog/${post.id}`, { method: "PUT", cookie, body: blogForm({ author_id: id }) });
    const forbidden = await change(editorCookie, String(admin?.id));
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { message: string }).message).toBe(blogMessages.authorForbidden);
    expect((await change(adminCookie, "999")).status).toBe(400);
    const changed = await change(adminCookie, String(admin?.id));
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as PostDetail).author?.name).toBe("staff");
    // The editor's own full save (which sends the author it shows) is not a change.
    const resave = await t.request(`/api/blog/${post.id}`, {
      method: "PUT",
      cookie: editorCookie,
      body: blogForm(articleFields({ slug: "cambio-autore", author_id: String(admin?.id) })),
    });
    expect(resave.status).toBe(200);
  });
});
