import { afterEach, describe, expect, test } from "bun:test";
import type { PostDetail } from "../shared/blog";
import { articleFields, blogForm } from "../test-support/blog-forms";
import { expectNothingActive, htmlTags } from "../test-support/html-tags";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { xssCorpus } from "../test-support/xss-corpus";

let t: TestApp;
afterEach(() => t.cleanup());

const PUBLISHED = {
  slug: "parcheggi-senza-biglietto-lettura-targhe",
  title: "Parcheggi senza biglietto: come funziona la lettura targhe",
};
const DRAFT = {
  slug: "aree-sosta-stagionali-parcheggio-non-presidiato",
  title: "Aree di sosta stagionali: il parcheggio che funziona da solo",
};

const page = async (path: string) => {
  const res = await t.request(path);
  return { status: res.status, html: await res.text() };
};

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
  );

const escapedTitle = (title: string) => title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");

describe("blog pages rendered on the server", () => {
  test("/blog lists the published articles in the first HTML, never the draft, and links the RSS feed", async () => {
    t = createTestApp();
    const { status, html } = await page("/blog");
    expect(status).toBe(200);
    expect(html).toContain(PUBLISHED.title);
    expect(html).toContain("Pensiline fotovoltaiche: ombra per le auto, energia per ricaricarle");
    expect(html).not.toContain(DRAFT.title);
    expect(html).not.toContain(DRAFT.slug);
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Blog | ParkSite Italia" href="http://localhost/blog/rss.xml">',
    );
    expect(html).toMatch(/min di lettura/);
    const blog = jsonLdOf(html).find((d) => d["@type"] === "Blog") as { blogPost: { headline: string }[] };
    expect(blog.blogPost.map((p) => p.headline)).toContain(PUBLISHED.title);
  });

  test("the main picture of /blog and of an article loads first: never lazy, high priority, preloaded", async () => {
    t = createTestApp();
    const mainPicture = (html: string) => {
      const pictures = htmlTags(html).filter((tag) => tag.name === "img");
      const attribute = (tag: (typeof pictures)[number] | undefined, name: string) =>
        tag?.attributes.find((a) => a.name === name)?.value;
      const preloads = htmlTags(html).filter(
        (tag) => tag.name === "link" && attribute(tag, "rel") === "preload" && attribute(tag, "as") === "image",
      );
      return {
        first: { loading: attribute(pictures[0], "loading"), priority: attribute(pictures[0], "fetchpriority") },
        othersLazy: pictures.slice(1).every((tag) => attribute(tag, "loading") === "lazy"),
        preloaded: preloads.map((tag) => attribute(tag, "href")),
        src: attribute(pictures[0], "src"),
      };
    };
    const list = mainPicture((await page("/blog")).html);
    expect(list.first).toEqual({ loading: "eager", priority: "high" });
    expect(list.othersLazy).toBe(true);
    expect(list.preloaded).toEqual([list.src]);
    const article = mainPicture((await page(`/blog/${PUBLISHED.slug}`)).html);
    expect(article.first).toEqual({ loading: "eager", priority: "high" });
    expect(article.othersLazy).toBe(true);
    expect(article.preloaded).toEqual([article.src]);
  });

  test("an article has its title, body, Open Graph article tags and BlogPosting data in the first response", async () => {
    t = createTestApp();
    const { status, html } = await page(`/blog/${PUBLISHED.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${escapedTitle(PUBLISHED.title)} | ParkSite Italia</title>`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost/blog/${PUBLISHED.slug}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost/attached_assets/illustrations/barrier-camera.svg">',
    );
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d\d-\d\dT/);
    expect(html).toContain('<meta property="article:tag" content="Web2Park">');
    expect(html).toMatch(/<meta name="description" content="Niente ticket da stampare/);
    expect(html).toContain("<h2>Che cosa succede all&#x27;ingresso</h2>".replace("&#x27;", "'"));
    expect(html).toContain('<a href="/contatti" target="_blank" rel="noopener noreferrer">Richiedi una consulenza gratuita</a>');
    expect(html).toContain("Torna al blog");
    expect(html).toContain("Immagini dell&#x27;articolo");
    const posting = jsonLdOf(html).find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: PUBLISHED.title, url: `http://localhost/blog/${PUBLISHED.slug}` });
  });

  test("a draft or an unknown slug is 'Articolo non trovato' with HTTP 404, and the draft's text is nowhere", async () => {
    t = createTestApp();
    for (const slug of [DRAFT.slug, "non-esiste"]) {
      const { status, html } = await page(`/blog/${slug}`);
      expect(status, slug).toBe(404);
      expect(html).toContain("Articolo non trovato");
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).not.toContain(DRAFT.title);
      expect(html).not.toContain("Pay-in-Park");
    }
  });

  test("the RSS feed holds the published articles only", async () => {
    t = createTestApp();
    const res = await t.request("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toStartWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"');
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>(.*?)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual([
      "http://localhost/blog/pensiline-fotovoltaiche-ricarica-auto-elettriche",
      `http://localhost/blog/${PUBLISHED.slug}`,
    ]);
    expect(xml).toContain("<category>Web2Park</category>");
    expect(xml).toMatch(/<pubDate>\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT<\/pubDate>/);
    expect(xml).not.toContain(DRAFT.slug);
  });

  test("publishing, unpublishing and deleting show at once on pages the server had cached", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const draft = (await (await t.request(`/api/blog/slug/${DRAFT.slug}`, { cookie })).json()) as PostDetail;
    expect((await page("/blog")).html).not.toContain(DRAFT.title);
    expect((await page(`/blog/${DRAFT.slug}`)).status).toBe(404);

    await t.request(`/api/blog/${draft.id}`, { method: "PUT", cookie, body: blogForm({ published: "true" }) });
    expect((await page("/blog")).html).toContain(DRAFT.title);
    expect((await page(`/blog/${DRAFT.slug}`)).status).toBe(200);
    expect(await (await t.request("/blog/rss.xml")).text()).toContain(DRAFT.slug);
    expect(await (await t.request("/sitemap.xml")).text()).toContain(DRAFT.slug);

    await t.request(`/api/blog/${draft.id}`, { method: "PUT", cookie, body: blogForm({ published: "false" }) });
    expect((await page("/blog")).html).not.toContain(DRAFT.title);
    expect(await (await t.request("/sitemap.xml")).text()).not.toContain(DRAFT.slug);

    await t.request(`/api/blog/${draft.id}`, { method: "DELETE", cookie });
    expect((await page(`/blog/${DRAFT.slug}`)).status).toBe(404);
  });

  test("with no published article /blog shows the empty state", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const all = (await (await t.request("/api/blog", { cookie })).json()) as { id: number }[];
    for (const post of all) await t.request(`/api/blog/${post.id}`, { method: "DELETE", cookie });
    const { html } = await page("/blog");
    expect(html).toContain("Nessun articolo trovato");
    expect(html).toContain("Non ci sono articoli pubblicati al momento.");
  });
});

describe("hostile text in title, excerpt, tags and body never becomes markup", () => {
  test.each(xssCorpus.map((entry, index) => [index, entry] as const))("corpus entry %d", async (index, entry) => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await t.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm(
        articleFields({
          title: `Titolo ${entry}`,
          slug: `xss-${index}`,
          excerpt: `Riassunto ${entry}`,
          // A tag is at most 40 characters: the entry's start is enough to reach every output.
          tags: `sicurezza, ${entry.replace(/,/g, " ").slice(0, 40)}`,
          content: `Testo ${entry}\n\n${entry}`,
        }),
      ),
    });
    // A text with an http: image is refused outright; everything else is stored and must render harmlessly.
    if (res.status === 400) {
      expect(((await res.json()) as { message: string }).message).toContain("http://");
      return;
    }
    expect(res.status).toBe(201);
    const outputs = [
      (await page(`/blog/xss-${index}`)).html,
      (await page("/blog")).html,
      await (await t.request("/blog/rss.xml")).text(),
    ];
    expect(outputs[0]).toContain('<meta property="article:tag" content="sicurezza">');
    for (const html of outputs) {
      expectNothingActive(html);
      const bootData = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      expect(bootData).not.toMatch(/[<>]/);
      for (const json of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        expect(json[1]).not.toContain("<");
      }
    }
  });
});
