import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { publicPagePaths, siteEdition } from "../../web/entry.server";
import { ENGLISH, ITALIAN, translate } from "../test-support/english-articles";
import { createTestApp } from "../test-support/test-app";

setDefaultTimeout(120_000);

const site = createTestApp();
afterAll(() => site.cleanup());

/** An article and its published English translation: their pair is crawled with the built-in pages'. */
const article = { italian: `/blog/${ITALIAN.slug}`, english: `/en/blog/${ENGLISH.slug}` };
beforeAll(async () => {
  await translate(site, await site.login());
});

interface Seen {
  status: number;
  canonical: string | null;
  lang: string | null;
  alternates: Map<string, string>;
  links: string[];
}

const ORIGIN = "http://localhost";

async function visit(path: string): Promise<Seen> {
  const res = await site.request(path);
  const html = await res.text();
  const alternates = new Map<string, string>();
  for (const m of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g))
    alternates.set(m[1] ?? "", m[2] ?? "");
  return {
    status: res.status,
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1] ?? null,
    lang: /<html lang="([^"]+)">/.exec(html)?.[1] ?? null,
    alternates,
    links: [...html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)].map((m) => m[1] ?? ""),
  };
}

/** A page staff created and translated, both published: paired like the built-in pages. */
async function createdPair(): Promise<{ of: string; address: string }> {
  const cookie = await site.login();
  const publish = async (path: string, content: unknown) => {
    const res = await site.request(`/api/pages/publish?path=${encodeURIComponent(path)}`, {
      method: "POST",
      json: content,
      cookie,
    });
    expect(res.status).toBe(200);
  };
  const created = await site.request("/api/pages/created", {
    method: "POST",
    json: { title: "Sosta per camion", parent: "", template: "vuota" },
    cookie,
  });
  const italian = (await created.json()) as { path: string; builtIn: unknown };
  await publish(italian.path, italian.builtIn);
  const translated = await site.request(`/api/pages/translation?path=${encodeURIComponent(italian.path)}`, {
    method: "POST",
    json: { address: "truck-parking" },
    cookie,
  });
  const english = (await translated.json()) as { path: string; builtIn: unknown };
  await publish(english.path, english.builtIn);
  return { of: italian.path, address: english.path };
}

describe("both editions, crawled", () => {
  test("every alternate answers 200 and names the page back; no canonical points across languages", async () => {
    const created = await createdPair();
    const queue = [...publicPagePaths, created.of, ...siteEdition.translations.map((t) => t.address), article.italian];
    const seen = new Map<string, Seen>();
    while (queue.length > 0) {
      const path = queue.shift() ?? "/";
      if (seen.has(path)) continue;
      const page = await visit(path);
      seen.set(path, page);
      expect(`${path} ${page.status}`).toBe(`${path} 200`);
      const language = siteEdition.languageOf(path);
      expect(`${path} ${page.lang}`).toBe(`${path} ${language.htmlLang}`);
      // A page is its own canonical: never its version in another language.
      expect(`${path} ${page.canonical}`).toBe(`${path} ${ORIGIN}${path}`);
      if (page.alternates.size === 0) continue;
      expect(page.alternates.get(language.htmlLang)).toBe(`${ORIGIN}${path}`);
      expect(page.alternates.get("x-default")).toBe(page.alternates.get(siteEdition.defaultLanguage.htmlLang));
      for (const [hreflang, href] of page.alternates) {
        if (hreflang === "x-default") continue;
        const other = href.slice(ORIGIN.length);
        const pair = seen.get(other) ?? (await visit(other));
        seen.set(other, pair);
        expect(`${other} ${pair.status}`).toBe(`${other} 200`);
        expect(`${other} ${pair.lang}`).toBe(`${other} ${hreflang}`);
        // It names this page back, under this page's language.
        expect(`${other} → ${pair.alternates.get(language.htmlLang)}`).toBe(`${other} → ${ORIGIN}${path}`);
      }
    }
    // Both editions were crawled, every translation with its pair, the article's too.
    const english = [...seen.keys()].filter((path) => siteEdition.languageOf(path).code === "en");
    expect(english.sort()).toEqual([...siteEdition.translations.map((t) => t.address), created.address, article.english].sort());
    expect(seen.get(article.italian)?.alternates.get("en")).toBe(`${ORIGIN}${article.english}`);
  });

  test("every link of an English page leads to a page that answers", async () => {
    const checked = new Map<string, number>();
    for (const translation of siteEdition.translations) {
      const page = await visit(translation.address);
      for (const link of page.links) {
        if (link.startsWith("/attached_assets/") || /\.pdf$/.test(link)) continue;
        if (!checked.has(link)) checked.set(link, (await site.request(link)).status);
        expect(`${translation.address} → ${link} ${checked.get(link)}`).toBe(`${translation.address} → ${link} 200`);
      }
    }
    expect([...checked.keys()]).toContain("/en/contact");
  });
});
