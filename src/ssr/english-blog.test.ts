import { afterEach, describe, expect, test } from "bun:test";
import type { PreviewLinkAnswer } from "../shared/blog";
import { blogForm } from "../test-support/blog-forms";
import { ENGLISH, englishFields, ITALIAN, publishedOn, translate, writeEnglishOnly } from "../test-support/english-articles";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const page = async (path: string, cookie?: string) => {
  const res = await t.request(path, cookie ? { cookie } : {});
  return { status: res.status, html: await res.text() };
};

describe("the English blog", () => {
  test("/en/blog lists the published English articles only, in English, with English dates and reading times", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const empty = await page("/en/blog");
    expect(empty.status).toBe(200);
    expect(empty.html).toStartWith('<!doctype html><html lang="en">');
    expect(empty.html).toContain(">Blog and news</h1>");
    expect(empty.html).toContain("No articles yet");
    expect(empty.html).not.toContain(ITALIAN.title);

    const translation = await translate(t, cookie);
    publishedOn(t, translation.id, "2026-11-02T23:30:00.000Z");
    await writeEnglishOnly(t, cookie, { title: "A draft in English", slug: "english-draft", published: "false" });
    const { status, html } = await page("/en/blog");
    expect(status).toBe(200);
    expect(html).toContain(ENGLISH.title);
    expect(html).toContain(`href="/en/blog/${ENGLISH.slug}"`);
    expect(html).not.toContain("A draft in English");
    expect(html).not.toContain(ITALIAN.title);
    // Midnight has passed in Rome: the day is 3 November there.
    expect(html).toContain(">03 Nov 2026</time>");
    expect(html).toContain("4 min read");
    expect(html).toContain("Read more");
    expect(html).not.toContain("No articles yet");
    expect(html).toContain('href="/en/blog/rss.xml"');
    // The Italian blog still lists its own articles, in Italian.
    const italian = await page("/blog");
    expect(italian.html).toContain(ITALIAN.title);
    expect(italian.html).not.toContain(ENGLISH.title);
    expect(italian.html).toContain("min di lettura");
  });

  test("an English article is in English at its own address, its related articles English ones", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const translation = await translate(t, cookie);
    publishedOn(t, translation.id, "2026-11-03T10:00:00.000Z");
    await writeEnglishOnly(t, cookie, { title: "Web2Park at the airport", slug: "web2park-airport", tags: "Web2Park" });
    const { status, html } = await page(`/en/blog/${ENGLISH.slug}`);
    expect(status).toBe(200);
    expect(html).toStartWith('<!doctype html><html lang="en">');
    expect(html).toContain(`<title>${ENGLISH.title} | `);
    expect(html).toContain(`<link rel="canonical" href="http://localhost/en/blog/${ENGLISH.slug}">`);
    expect(html).toContain(">03 Nov 2026</time>");
    expect(html).toContain("4 min read");
    expect(html).toContain(">Share</button>");
    expect(html).toContain('href="/en/blog/tag/web2park"');
    expect(html).toContain('"inLanguage":"en-GB"');
    expect(html).toContain('<a href="/en/blog" data-testid="back-link"');
    expect(html).toContain("Back to the blog");
    // Related articles come from the English blog only, though Italian ones share the tag.
    const related = /data-testid="related-posts"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(related).toContain(">Related articles</h2>");
    expect(related).toContain("Web2Park at the airport");
    expect(related).not.toContain("/blog/parcheggi");
    expect(related).not.toMatch(/href="\/blog\//);
    expect(html).toContain('type="application/rss+xml" title="Blog | ParkSite Italia" href="http://localhost/en/blog/rss.xml"');
  });

  test("an Italian slug under /en/blog is the English 404; an English slug under /blog the Italian one", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await translate(t, cookie);
    const italianThere = await page(`/en/blog/${ITALIAN.slug}`);
    expect(italianThere.status).toBe(404);
    expect(italianThere.html).toStartWith('<!doctype html><html lang="en">');
    expect(italianThere.html).toContain("Article not found");
    expect(italianThere.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(italianThere.html).not.toContain(ITALIAN.title);
    const englishThere = await page(`/blog/${ENGLISH.slug}`);
    expect(englishThere.status).toBe(404);
    expect(englishThere.html).toContain("Articolo non trovato");
    expect(englishThere.html).not.toContain(ENGLISH.title);
    // The API says the same: an article is read in its own language only; an unknown language is refused.
    expect((await t.request(`/api/blog/slug/${ENGLISH.slug}?language=en`)).status).toBe(200);
    expect((await t.request(`/api/blog/slug/${ITALIAN.slug}?language=en`)).status).toBe(404);
    const bad = await t.request("/api/blog?published=true&language=xx");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe("Lingua non valida: scegli l'inglese");
  });

  test("a draft or scheduled English article is not public; staff and a preview link's holder see it", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const draft = await translate(t, cookie, englishFields({ published: "false" }));
    const scheduled = await writeEnglishOnly(t, cookie, {
      title: "Coming soon",
      slug: "coming-soon",
      published: "false",
      status: "scheduled",
      published_at: "2099-01-01T09:00:00.000Z",
    });
    for (const slug of [ENGLISH.slug, scheduled.slug]) {
      expect((await page(`/en/blog/${slug}`)).status).toBe(404);
      expect((await page("/en/blog")).html).not.toContain(`/en/blog/${slug}`);
    }
    const asStaff = await page(`/en/blog/${ENGLISH.slug}`, cookie);
    expect(asStaff.status).toBe(200);
    expect(asStaff.html).toContain('data-testid="preview-bar"');

    const link = await t.request(`/api/blog/${draft.id}/preview-link`, { method: "POST", cookie });
    const { path } = (await link.json()) as PreviewLinkAnswer;
    expect(path).toStartWith(`/en/blog/${ENGLISH.slug}?anteprima=`);
    const preview = await page(path);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain(ENGLISH.title);
    expect(preview.html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  test("English tag pages list the tag's English articles", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await translate(t, cookie);
    const { status, html } = await page("/en/blog/tag/number-plate-recognition");
    expect(status).toBe(200);
    expect(html).toContain("Articles about “Number plate recognition”");
    expect(html).toContain("<title>Articles about Number plate recognition | ");
    expect(html).toContain(ENGLISH.title);
    // An Italian tag is no English tag page.
    const italianTag = await page("/en/blog/tag/lettura-targhe");
    expect(italianTag.status).toBe(404);
    expect(italianTag.html).toContain("No articles with this tag");
  });

  test("publishing, editing and deleting an English article show at once on the English pages the server had cached", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const draft = await translate(t, cookie, englishFields({ published: "false" }));
    expect((await page("/en/blog")).html).toContain("No articles yet");
    expect((await page("/en/blog")).html).toContain("No articles yet");

    await t.request(`/api/blog/${draft.id}`, { method: "PUT", cookie, body: blogForm({ published: "true" }) });
    expect((await page("/en/blog")).html).toContain(ENGLISH.title);
    expect((await page(`/en/blog/${ENGLISH.slug}`)).status).toBe(200);
    expect(await (await t.request("/en/blog/rss.xml")).text()).toContain(ENGLISH.slug);

    const edited = englishFields({ title: "Plates read at the gate" });
    expect((await t.request(`/api/blog/${draft.id}`, { method: "PUT", cookie, body: blogForm(edited) })).status).toBe(200);
    expect((await page(`/en/blog/${ENGLISH.slug}`)).html).toContain("Plates read at the gate");

    await t.request(`/api/blog/${draft.id}`, { method: "DELETE", cookie });
    expect((await page("/en/blog")).html).toContain("No articles yet");
    // Its address is gone for good.
    expect((await page(`/en/blog/${ENGLISH.slug}`)).status).toBe(410);
  });

  test("an English article's old address leads to its new one", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const translation = await translate(t, cookie);
    const renamed = englishFields({ slug: "plates-at-the-gate" });
    expect((await t.request(`/api/blog/${translation.id}`, { method: "PUT", cookie, body: blogForm(renamed) })).status).toBe(200);
    const res = await t.request(`/en/blog/${ENGLISH.slug}`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/en/blog/plates-at-the-gate");
  });
});
