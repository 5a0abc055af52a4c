import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { PostDetail, TagAnswer } from "../shared/blog";
import { articleFields, blogForm } from "../test-support/blog-forms";
import { createTestApp, type TestApp } from "../test-support/test-app";

// Sign-ins hash passwords (argon2id): on a busy machine a test needs more than the default 5 s.
setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

async function create(cookie: string, slug: string, tags: string, published = "true") {
  const res = await t.request("/api/blog", {
    method: "POST",
    cookie,
    body: blogForm(articleFields({ slug, title: `Articolo ${slug}`, tags, published })),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as PostDetail;
}

describe("tag pages", () => {
  test("/blog/tag/{tag} is rendered on the server with its own title and the published posts of the tag only", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await create(cookie, "varchi-uno", "Lettura Targhe, varchi");
    await create(cookie, "bozza-varchi", "lettura targhe", "false");
    const res = await t.request("/blog/tag/lettura-targhe");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Articoli su Lettura Targhe | ParkSite Italia</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost/blog/tag/lettura-targhe">');
    expect(html).toContain("/blog/varchi-uno");
    // The demo article tagged 'lettura targhe' (lower case) is the same tag.
    expect(html).toContain("/blog/parcheggi-senza-biglietto-lettura-targhe");
    expect(html).not.toContain("bozza-varchi");
    expect(html).toContain("Torna al blog");
    const api = (await (await t.request("/api/blog/tag/lettura-targhe")).json()) as TagAnswer;
    expect(api.posts.map((p) => p.slug)).toEqual(["varchi-uno", "parcheggi-senza-biglietto-lettura-targhe"]);
  });

  test("a tag no published post uses is a 404 kept out of search engines; so is an address that is no tag slug", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await create(cookie, "solo-bozza", "segreto", "false");
    for (const path of ["/blog/tag/segreto", "/blog/tag/non-esiste", "/blog/tag/Lettura%20Targhe"]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  test("tag chips on an article link to their pages; up to 3 related articles close it, most shared tags first", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await create(cookie, "base", "parcheggi, ospedali, varchi");
    await create(cookie, "due-in-comune", "ospedali, varchi");
    await create(cookie, "uno-in-comune", "parcheggi");
    await create(cookie, "altro-uno", "varchi");
    await create(cookie, "ultimo-uno", "ospedali");
    await create(cookie, "bozza-simile", "parcheggi, ospedali, varchi", "false");
    await create(cookie, "niente-in-comune", "fotovoltaico");
    const post = (await (await t.request("/api/blog/slug/base")).json()) as PostDetail;
    expect(post.related?.map((p) => p.slug)).toEqual(["due-in-comune", "ultimo-uno", "altro-uno"]);
    const html = await (await t.request("/blog/base")).text();
    expect(html).toMatch(/<a [^>]*href="\/blog\/tag\/ospedali"[^>]*>ospedali<\/a>/);
    expect(html).toContain("Articoli correlati");
    expect(html).toContain('href="/blog/due-in-comune"');
    expect(html).not.toContain('href="/blog/bozza-simile"');
  });

  test("the sitemap lists the tag pages of published posts", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await create(cookie, "con-tag", "Parcheggi multipiano");
    await create(cookie, "bozza-tag", "tag-nascosto", "false");
    const xml = await (await t.request("/sitemap.xml")).text();
    expect(xml).toContain("<loc>http://localhost/blog/tag/parcheggi-multipiano</loc>");
    expect(xml).not.toContain("tag-nascosto");
  });
});
