import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import type { PageContent } from "../../shared/pages/page-schema";
import type { PageEditorData } from "../../shared/schemas/page-answers";
import type { SearchAnswer, SearchSuggestion } from "../../shared/search";
import { articleFields, blogForm } from "../../test-support/blog-forms";
import { writeEnglishReference } from "../../test-support/english-references";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const ask = async (t: TestApp, query: string, language?: string) => {
  const edition = language ? `&lingua=${language}` : "";
  const res = await t.request(`/api/search?q=${encodeURIComponent(query)}${edition}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchAnswer;
};
const english = (t: TestApp, query: string) => ask(t, query, "en");
const urls = (answer: SearchAnswer) => answer.results.map((r) => r.url);
const marked = (answer: SearchAnswer) =>
  answer.results.flatMap((r) => [...r.title, ...r.passage]).flatMap((part) => (part.mark ? [part.text.toLowerCase()] : []));

describe("the English site search (its own index, English stemming)", () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp({ withAdmin: false });
  });
  afterAll(() => t.cleanup());

  test("'parking' finds the English pages about parking, at their English addresses", async () => {
    const answer = await english(t, "parking");
    expect(answer.total).toBeGreaterThan(5);
    expect(urls(answer)).toContain("/en/products/parking-automation");
    expect(urls(answer).every((url) => url === "/en" || url.startsWith("/en/"))).toBe(true);
    expect(answer.results.find((r) => r.url === "/en/products/parking-automation")?.section).toBe("Products");
    expect(answer.message).toBeNull();
  });

  test("'barriers' finds the pages that say 'barrier' (English stems), the word marked as written", async () => {
    const answer = await english(t, "barriers");
    // Web2Park's page says 'barrier', never 'barriers'.
    expect(urls(answer)).toContain("/en/products/web2park");
    expect(marked(answer)).toContain("barrier");
    expect((await english(t, "barrier")).total).toBe(answer.total);
  });

  test("English stop words are left out of a query, and a query of stop words alone says so in English", async () => {
    expect(urls(await english(t, "the parking of the"))).toEqual(urls(await english(t, "parking")));
    const only = await english(t, "the of and");
    expect(only.total).toBe(0);
    expect(only.message).toBe(
      "Please type at least one meaningful word: articles and prepositions alone are not enough to search.",
    );
  });

  test("an Italian word of the Italian pages is not in the English index, and the reverse", async () => {
    expect((await ask(t, "parcheggio")).total).toBeGreaterThan(0);
    const italianWord = await english(t, "parcheggio");
    expect(italianWord.total).toBe(0);
    expect(italianWord.message).toBe("No results for “parcheggio”. Try different or more general words.");
    expect(urls(await ask(t, "parking")).some((url) => url.startsWith("/en"))).toBe(false);
  });

  test("a misspelt word answers with the correction, once, in English", async () => {
    const answer = await english(t, "parkng");
    expect(answer.suggestion).toBe("parking");
    expect(answer.message).toBe("No results for “parkng”: showing results for “parking”.");
    expect(answer.total).toBe((await english(t, "parking")).total);
  });

  test("suggestions while typing come from the edition's own index", async () => {
    const res = await t.request("/api/search/suggestions?q=solar%20carp&lingua=en");
    expect(res.status).toBe(200);
    const suggestions = (await res.json()) as SearchSuggestion[];
    expect(suggestions.map((s) => s.url)).toContain("/en/products/solar-carports");
    expect(suggestions.every((s) => s.url.startsWith("/en"))).toBe(true);
  });

  test("a language the site does not have is a 400 with an Italian message", async () => {
    for (const path of ["/api/search?q=parking&lingua=xx", "/api/search/suggestions?q=parking&lingua=de"]) {
      const res = await t.request(path);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe("Lingua non valida: usa it o en");
    }
  });
});

describe("English articles in the English search", () => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  const post = (cookie: string, fields: Record<string, string>) =>
    t.request("/api/blog", { method: "POST", cookie, body: blogForm({ ...articleFields(fields), language: "en" }) });

  test("a published English article is found at its English address; a draft one is not, nor in Italian", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const published = await post(cookie, {
      title: "Zanzibarcode barriers at the port",
      slug: "zanzibarcode-barriers",
      content: "The **Zanzibarcode** barriers open for every lorry.",
      tags: "ports",
      published: "true",
    });
    expect(published.status).toBe(201);
    const draft = await post(cookie, {
      title: "Quokkamatic gates",
      slug: "quokkamatic-gates",
      content: "A draft about Quokkamatic gates.",
      tags: "ports",
      published: "false",
    });
    expect(draft.status).toBe(201);
    await t.ctx.search.ready();

    const found = await english(t, "zanzibarcode barrier");
    expect(urls(found)).toEqual(["/en/blog/zanzibarcode-barriers"]);
    expect(found.results[0]?.section).toBe("Blog");
    expect((await english(t, "quokkamatic")).total).toBe(0);
    expect((await ask(t, "zanzibarcode")).total).toBe(0);
  });
});

describe("English pages staff wrote, in the English search", () => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  const q = (path: string) => `?path=${encodeURIComponent(path)}`;
  const publish = (cookie: string, path: string, content: PageContent) =>
    t.request(`/api/pages/publish${q(path)}`, { method: "POST", json: content, cookie });
  const withHeroTitle = (content: PageContent, title: string): PageContent => ({
    ...content,
    blocks: [{ ...content.blocks[0], title }, ...content.blocks.slice(1)],
  });

  test("a built-in page's published English edit and a created page's English are found at their English addresses", async () => {
    t = createTestApp();
    const cookie = await t.login();
    // A built-in page's English, as staff published it.
    const editor = (await (
      await t.request(`/api/pages/editor${q("/en/products/web2park")}`, { cookie })
    ).json()) as PageEditorData;
    expect(
      (await publish(cookie, "/en/products/web2park", withHeroTitle(editor.builtIn, "Wombatronic ticketless parking"))).status,
    ).toBe(200);
    // A page staff created, published in Italian, then translated and published in English.
    const created = await t.request("/api/pages/created", {
      method: "POST",
      json: { title: "Sosta per camion", parent: "", template: "vuota" },
      cookie,
    });
    const italian = (await created.json()) as PageEditorData;
    expect((await publish(cookie, italian.path, italian.builtIn)).status).toBe(200);
    const translated = await t.request(`/api/pages/translation${q(italian.path)}`, {
      method: "POST",
      json: { address: "truck-parking" },
      cookie,
    });
    const englishPage = (await translated.json()) as PageEditorData;
    expect(
      (await publish(cookie, englishPage.path, withHeroTitle(englishPage.builtIn, "Kookaburrix truck parking"))).status,
    ).toBe(200);
    await t.ctx.search.ready();

    expect(urls(await english(t, "wombatronic"))).toEqual(["/en/products/web2park"]);
    expect(urls(await english(t, "kookaburrix"))).toEqual(["/en/truck-parking"]);
    // Neither is in the Italian index.
    expect((await ask(t, "kookaburrix")).total).toBe(0);
    expect((await ask(t, "wombatronic")).total).toBe(0);
  });
});

describe("English references in the English search", () => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  test("a reference's published English is found at its English address with English names; a draft one is not", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const translation = await writeEnglishReference(t, cookie, "esempio-aeroporto-catania", {
      title: "Airport car parks with Platypusoft booking",
      slug: "airport-car-parks",
    });
    await t.ctx.search.ready();
    expect((await english(t, "platypusoft")).total).toBe(0);

    expect((await t.request(`${translation}/publish`, { method: "POST", cookie })).status).toBe(200);
    await t.ctx.search.ready();
    const found = await english(t, "platypusoft");
    expect(urls(found)).toEqual(["/en/references/airport-car-parks"]);
    expect(found.results[0]?.section).toBe("References · Airports");
    expect((await ask(t, "platypusoft")).total).toBe(0);
  });
});
