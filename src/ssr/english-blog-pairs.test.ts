import { afterEach, describe, expect, test } from "bun:test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { ENGLISH, englishFields, ITALIAN, translate, writeEnglishOnly } from "../test-support/english-articles";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const ORIGIN = "http://localhost";

const html = async (path: string) => (await t.request(path)).text();

/** The page's hreflang alternates, as "hreflang href". */
const alternates = (text: string) =>
  [...text.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

/** Where the language switcher in the page's header leads, by language. */
const switcher = (text: string) =>
  Object.fromEntries([...text.matchAll(/<a href="([^"]+)" hrefLang="([^"]+)" lang="[^"]+"/g)].map((m) => [m[2], m[1]]));

describe("an article and its translation, as search engines and the language switcher see them", () => {
  test("with the translation published, each names the other (x-default the Italian) and the switcher leads there", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await translate(t, cookie);
    const pair = [
      `it ${ORIGIN}/blog/${ITALIAN.slug}`,
      `en ${ORIGIN}/en/blog/${ENGLISH.slug}`,
      `x-default ${ORIGIN}/blog/${ITALIAN.slug}`,
    ];
    const italian = await html(`/blog/${ITALIAN.slug}`);
    const english = await html(`/en/blog/${ENGLISH.slug}`);
    expect(alternates(italian)).toEqual(pair);
    expect(alternates(english)).toEqual(pair);
    expect(italian).toContain('<meta property="og:locale:alternate" content="en_GB">');
    expect(english).toContain('<meta property="og:locale" content="en_GB">');
    // Each is its own canonical: never its version in the other language.
    expect(italian).toContain(`<link rel="canonical" href="${ORIGIN}/blog/${ITALIAN.slug}">`);
    expect(english).toContain(`<link rel="canonical" href="${ORIGIN}/en/blog/${ENGLISH.slug}">`);
    expect(switcher(italian).en).toBe(`/en/blog/${ENGLISH.slug}`);
    expect(switcher(english).it).toBe(`/blog/${ITALIAN.slug}`);
  });

  test("with the translation a draft, or none, an article lists only itself and the switcher leads to the other blog", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await translate(t, cookie, englishFields({ published: "false" }));
    const italian = await html(`/blog/${ITALIAN.slug}`);
    expect(alternates(italian)).toEqual([]);
    expect(italian).not.toContain("og:locale:alternate");
    expect(switcher(italian).en).toBe("/en/blog");

    await writeEnglishOnly(t, cookie, { title: "Only in English", slug: "only-in-english" });
    const englishOnly = await html("/en/blog/only-in-english");
    expect(alternates(englishOnly)).toEqual([]);
    expect(switcher(englishOnly).it).toBe("/blog");
    // The two blogs are each other's versions.
    expect(switcher(await html("/en/blog")).it).toBe("/blog");
    expect(alternates(await html("/en/blog"))).toEqual([`it ${ORIGIN}/blog`, `en ${ORIGIN}/en/blog`, `x-default ${ORIGIN}/blog`]);
  });

  test("the header copied from page to page keeps each article's own switcher", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await translate(t, cookie);
    const other = "pensiline-fotovoltaiche-ricarica-auto-elettriche";
    // In turn: an article with a translation, one without, and the first again.
    expect(switcher(await html(`/blog/${ITALIAN.slug}`)).en).toBe(`/en/blog/${ENGLISH.slug}`);
    expect(switcher(await html(`/blog/${other}`)).en).toBe("/en/blog");
    expect(switcher(await html(`/blog/${ITALIAN.slug}`)).en).toBe(`/en/blog/${ENGLISH.slug}`);
    expect(switcher(await html(`/blog/${other}`)).en).toBe("/en/blog");
  });
});

describe("the sitemap and the feeds", () => {
  test("the sitemap lists the published English articles with their alternates, never a draft", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await translate(t, cookie);
    await writeEnglishOnly(t, cookie, { title: "Only in English", slug: "only-in-english" });
    await writeEnglishOnly(t, cookie, { title: "Draft", slug: "english-draft", published: "false" });
    const xml = await html("/sitemap.xml");
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? "");
    const entry = (path: string) => urls.find((url) => url.startsWith(`<loc>${ORIGIN}${path}</loc>`)) ?? "";
    const links = [
      `<xhtml:link rel="alternate" hreflang="it" href="${ORIGIN}/blog/${ITALIAN.slug}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/blog/${ENGLISH.slug}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/blog/${ITALIAN.slug}"/>`,
    ].join("");
    expect(entry(`/blog/${ITALIAN.slug}`)).toEndWith(links);
    expect(entry(`/en/blog/${ENGLISH.slug}`)).toEndWith(links);
    expect(entry("/en/blog/only-in-english")).not.toBe("");
    expect(entry("/en/blog/only-in-english")).not.toContain("xhtml:link");
    expect(entry("/en/blog/tag/number-plate-recognition")).not.toBe("");
    expect(xml).not.toContain("english-draft");
    // An Italian article without a translation keeps its entry without alternates.
    expect(entry("/blog/pensiline-fotovoltaiche-ricarica-auto-elettriche")).not.toContain("xhtml:link");
  });

  test("each language has its feed, valid RSS with its own articles, announced by its pages", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await translate(t, cookie);
    const parser = new XMLParser();
    const feedOf = async (path: string) => {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      const xml = await res.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      return (parser.parse(xml) as { rss: { channel: Record<string, unknown> } }).rss.channel;
    };
    const links = (channel: Record<string, unknown>) =>
      ([channel.item ?? []].flat() as { link: string }[]).map((item) => item.link);

    const italian = await feedOf("/blog/rss.xml");
    expect(italian.language).toBe("it-IT");
    expect(italian.link).toBe(`${ORIGIN}/blog`);
    expect(links(italian)).toContain(`${ORIGIN}/blog/${ITALIAN.slug}`);
    expect(links(italian).some((link) => link.includes("/en/"))).toBe(false);

    const english = await feedOf("/en/blog/rss.xml");
    expect(english.language).toBe("en");
    expect(english.link).toBe(`${ORIGIN}/en/blog`);
    expect(links(english)).toEqual([`${ORIGIN}/en/blog/${ENGLISH.slug}`]);

    const feed = (path: string) => /<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)">/.exec(path)?.[1];
    expect(feed(await html("/blog"))).toBe(`${ORIGIN}/blog/rss.xml`);
    expect(feed(await html(`/blog/${ITALIAN.slug}`))).toBe(`${ORIGIN}/blog/rss.xml`);
    expect(feed(await html("/en/blog"))).toBe(`${ORIGIN}/en/blog/rss.xml`);
    expect(feed(await html(`/en/blog/${ENGLISH.slug}`))).toBe(`${ORIGIN}/en/blog/rss.xml`);
  });
});
