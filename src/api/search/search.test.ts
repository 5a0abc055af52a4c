import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import type { PostDetail } from "../../shared/blog";
import { type SearchAnswer, type SearchSuggestion, searchMessages } from "../../shared/search";
import { MAX_QUERY_LENGTH } from "../../shared/search-addresses";
import { articleFields, blogForm } from "../../test-support/blog-forms";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { eq } from "drizzle-orm";
import { posts, searchQueryDays } from "../../db/schema";

const search = async (t: TestApp, query: string, headers: Record<string, string> = {}) => {
  const res = await t.request(`/api/search?q=${encodeURIComponent(query)}`, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as SearchAnswer;
};
const urls = (answer: SearchAnswer) => answer.results.map((r) => r.url);
const titleText = (answer: SearchAnswer, i = 0) => answer.results[i]?.title.map((p) => p.text).join("") ?? "";

describe("the site search finds the page a visitor means (demo content)", () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp({ withAdmin: false });
  });
  afterAll(() => t.cleanup());

  const EXPECTED_FIRST: [string, string][] = [
    ["lettura targhe ospedale", "/applicazioni/ospedali"],
    ["pensilina ricarica", "/prodotti/pensiline-fotovoltaiche"],
    ["veropak", "/prodotti/veropark"],
    ["infomobilita", "/prodotti/infomobilita"],
    ["ANPR", "/prodotti/controllo-accessi"],
  ];
  for (const [query, expected] of EXPECTED_FIRST) {
    test(`'${query}' puts ${expected} first`, async () => {
      expect(urls(await search(t, query))[0]).toBe(expected);
    });
  }

  test("accents are folded both ways, and words are stemmed ('ospedale' finds 'ospedali')", async () => {
    expect(urls(await search(t, "INFOMOBILITÀ"))[0]).toBe("/prodotti/infomobilita");
    expect(urls(await search(t, "ospedale"))).toContain("/applicazioni/ospedali");
  });

  test("a prefix finds the word being typed", async () => {
    expect(urls(await search(t, "pensil"))[0]).toBe("/prodotti/pensiline-fotovoltaiche");
  });

  test("a misspelt product name answers with the correction ('Forse cercavi…')", async () => {
    const answer = await search(t, "veropak");
    expect(answer.suggestion).toBe("VeroPark");
    expect(answer.message).toBe(searchMessages.corrected("veropak", "VeroPark"));
  });

  test("'Pay-in-Park' and 'PayInPark' are one name", async () => {
    const joined = urls(await search(t, "payinpark"));
    const hyphenated = urls(await search(t, "pay-in-park"));
    expect(joined.length).toBeGreaterThan(0);
    expect(hyphenated[0]).toBe(joined[0]);
  });

  test("a result has its title, section, link and a passage with the searched words marked", async () => {
    const answer = await search(t, "pensilina ricarica");
    const first = answer.results[0];
    expect(first?.section).toBe("Prodotti");
    expect(first?.title.some((p) => p.mark && /pensilin/i.test(p.text))).toBe(true);
    expect(first?.passage.some((p) => p.mark && /ricaric/i.test(p.text))).toBe(true);
    expect(answer.results.map((r) => r.section)).toContain("Blog");
  });

  test("the exact phrase ranks above the same words scattered", async () => {
    const answer = await search(t, "lettura targhe");
    const top = answer.results.slice(0, 3).map((r) => r.title.map((p) => p.text).join(""));
    expect(top.some((title) => /lettura targhe/i.test(title))).toBe(true);
  });

  test("a query over 200 characters, or of stop words only, gets a clear message and no results", async () => {
    const long = await search(t, "parcheggio ".repeat(30).slice(0, MAX_QUERY_LENGTH + 1));
    expect(long).toMatchObject({ results: [], total: 0, message: searchMessages.tooLong });
    const stop = await search(t, "il di la per");
    expect(stop).toMatchObject({ results: [], total: 0, message: searchMessages.onlyStopWords });
    const empty = await search(t, "   ");
    expect(empty).toMatchObject({ results: [], total: 0, message: null });
  });

  test("nothing found says so in Italian", async () => {
    const answer = await search(t, "xyzzyqwerty");
    expect(answer).toMatchObject({ total: 0, suggestion: null, message: searchMessages.noResults("xyzzyqwerty") });
  });

  test("suggestions while typing: a few titles with their links", async () => {
    const res = await t.request("/api/search/suggestions?q=veropar");
    expect(res.status).toBe(200);
    const list = (await res.json()) as SearchSuggestion[];
    expect(list[0]).toMatchObject({ url: "/prodotti/veropark", section: "Prodotti" });
    expect(list.length).toBeLessThanOrEqual(6);
    expect(await (await t.request("/api/search/suggestions?q=a")).json()).toEqual([]);
  });

  test("a results page out of range is a 400 with an Italian message", async () => {
    const res = await t.request("/api/search?q=parcheggio&pagina=0");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain("La pagina dei risultati");
  });
});

describe("the index follows the content at once", () => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  const create = async (cookie: string, fields: Record<string, string>) => {
    const res = await t.request("/api/blog", { method: "POST", cookie, body: blogForm(articleFields(fields)) });
    expect(res.status).toBe(201);
    return (await res.json()) as PostDetail;
  };
  const put = (cookie: string, id: number, fields: Record<string, string>) =>
    t.request(`/api/blog/${id}`, { method: "PUT", cookie, body: blogForm(fields) });

  test("a just-published article is found, an edit replaces its words, a withdrawn or deleted one never", async () => {
    t = createTestApp();
    const cookie = await t.login();
    // The index exists and answers before the article is written.
    expect((await search(t, "zanzariera")).total).toBe(0);
    const post = await create(cookie, { title: "La zanzariera del casello", content: "Un varco con la zanzariera." });
    expect(urls(await search(t, "zanzariera"))).toEqual([`/blog/${post.slug}`]);

    expect(
      (
        await put(cookie, post.id, {
          ...articleFields({ title: "Il casello rinnovato", content: "Nuovo testo." }),
          slug: post.slug,
        })
      ).status,
    ).toBe(200);
    expect((await search(t, "zanzariera")).total).toBe(0);
    expect(urls(await search(t, "casello rinnovato"))).toContain(`/blog/${post.slug}`);

    expect((await put(cookie, post.id, { published: "false" })).status).toBe(200);
    expect((await search(t, "casello rinnovato")).total).toBe(0);
    expect((await put(cookie, post.id, { published: "true" })).status).toBe(200);
    expect((await search(t, "casello rinnovato")).total).toBe(1);
    expect((await t.request(`/api/blog/${post.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await search(t, "casello rinnovato")).total).toBe(0);
  });

  test("a gallery caption is found, with its sector's page as link; deleted, it is gone", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await t.request("/api/galleries", {
      method: "POST",
      cookie,
      json: {
        section: "ospedali",
        name: "Varco del policlinico Sant'Orsola",
        description: "Barriere e casse automatiche",
        image_url: "https://example.com/foto.jpg",
        alt: "Varco con barriere",
      },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const answer = await search(t, "policlinico");
    expect(answer.results[0]).toMatchObject({ url: "/applicazioni/ospedali", section: "Gallerie · Ospedali" });
    expect((await t.request(`/api/galleries/${id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await search(t, "policlinico")).total).toBe(0);
  });

  test("a tie between two equal articles goes to the newer one", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const fields = { content: "Il parcheggio del faro di Capo Testa." };
    const older = await create(cookie, { ...fields, title: "Faro di Capo Testa", slug: "faro-vecchio" });
    const newer = await create(cookie, { ...fields, title: "Faro di Capo Testa", slug: "faro-nuovo" });
    const setDate = (id: number, at: string) => t.db.update(posts).set({ published_at: at }).where(eq(posts.id, id)).run();
    setDate(older.id, "2025-01-10T08:00:00.000Z");
    setDate(newer.id, "2026-03-10T08:00:00.000Z");
    t.ctx.changes.announce("blog");
    expect(urls(await search(t, "faro capo testa"))).toEqual(["/blog/faro-nuovo", "/blog/faro-vecchio"]);
    setDate(older.id, "2026-06-10T08:00:00.000Z");
    t.ctx.changes.announce("blog");
    const answer = await search(t, "faro capo testa");
    expect(urls(answer)).toEqual(["/blog/faro-vecchio", "/blog/faro-nuovo"]);
    expect(titleText(answer)).toBe("Faro di Capo Testa");
  });

  test("a page edit published by staff is searchable at once", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const path = `?path=${encodeURIComponent("/servizi")}`;
    const editor = (await (await t.request(`/api/pages/editor${path}`, { cookie })).json()) as {
      builtIn: { meta: { title: string; description: string }; blocks: unknown[] };
    };
    const content = { ...editor.builtIn, meta: { ...editor.builtIn.meta, title: "Servizi e manutenzione ortofrutticola" } };
    const saved = await t.request(`/api/pages/publish${path}`, { method: "POST", cookie, json: content });
    expect(saved.status).toBe(200);
    expect(urls(await search(t, "ortofrutticola"))).toEqual(["/servizi"]);
  });
});

describe("synonyms staff edit", () => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  test("the seeded group makes 'ANPR' find plate reading; a new group works at once, an edit and a removal too", async () => {
    t = createTestApp();
    const cookie = await t.loginAs("editor");
    const list = (await (await t.request("/api/search/synonyms", { cookie })).json()) as { id: number; terms: string[] }[];
    expect(list.map((g) => g.terms)).toContainEqual(["targa", "ANPR", "OCR"]);
    expect((await search(t, "tornello")).total).toBe(0);

    const created = await t.request("/api/search/synonyms", { method: "POST", cookie, json: { terms: "tornello ~ varco" } });
    expect(created.status).toBe(201);
    const group = (await created.json()) as { id: number; terms: string[] };
    expect(group.terms).toEqual(["tornello", "varco"]);
    expect((await search(t, "tornello")).total).toBeGreaterThan(0);

    const edited = await t.request(`/api/search/synonyms/${group.id}`, {
      method: "PUT",
      cookie,
      json: { terms: "tornello ~ zzzz" },
    });
    expect(edited.status).toBe(200);
    expect((await search(t, "tornello")).total).toBe(0);

    expect((await t.request(`/api/search/synonyms/${group.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await t.request(`/api/search/synonyms/${group.id}`, { method: "DELETE", cookie })).status).toBe(404);
    const events = t.db.$client
      .query<{ event: string }, []>("SELECT event FROM audit_log WHERE event LIKE 'search.%' ORDER BY id")
      .all();
    expect(events.map((e) => e.event)).toEqual(["search.synonyms_added", "search.synonyms_changed", "search.synonyms_deleted"]);
  });

  test("a synonym is a whole word, not a beginning: 'au' does not bring every word starting with 'au'", async () => {
    t = createTestApp();
    const cookie = await t.loginAs("editor");
    // Typed by the visitor, 'au' is the beginning of words the demo pages have ('automazione', 'auto'…).
    expect((await search(t, "au")).total).toBeGreaterThan(0);
    const created = await t.request("/api/search/synonyms", { method: "POST", cookie, json: { terms: "tornello ~ au" } });
    expect(created.status).toBe(201);
    expect((await search(t, "tornello")).total).toBe(0);
  });

  test("a group needs two terms: an Italian 400 otherwise, nothing stored", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await t.request("/api/search/synonyms", { method: "POST", cookie, json: { terms: "solo" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain("almeno due termini");
    const bad = await t.request("/api/search/synonyms", { method: "POST", cookie, json: { terms: "<> ~ !!" } });
    expect(bad.status).toBe(400);
    expect((await (await t.request("/api/search/synonyms", { cookie })).json()) as unknown[]).toHaveLength(3);
  });
});

describe("searches counted for the statistics", () => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  test("top queries and queries without results, by normalized text and day only", async () => {
    t = createTestApp({ trustProxy: true });
    const ip = { "x-forwarded-for": "198.51.100.23", "user-agent": "Mozilla/5.0 Agente" };
    await search(t, "Parcheggio", ip);
    await search(t, "parcheggio ", ip);
    await search(t, "PARCHEGGIO", ip);
    await search(t, "ospedali", ip);
    await search(t, "xyzzyqwerty", ip);
    await t.request("/api/search/suggestions?q=parcheg", { headers: ip });
    const cookie = await t.loginAs("commerciale");
    const res = await t.request("/api/search/statistics", { cookie });
    expect(res.status).toBe(200);
    const report = (await res.json()) as { searches: number; top: unknown[]; empty: unknown[] };
    expect(report.searches).toBe(5);
    expect(report.top[0]).toEqual({ query: "parcheggio", searches: 3 });
    expect(report.empty).toEqual([{ query: "xyzzyqwerty", searches: 1 }]);
    const rows = JSON.stringify(t.db.select().from(searchQueryDays).all());
    expect(rows).not.toContain("198.51.100");
    expect(rows).not.toContain("Mozilla");
    expect(Object.keys(t.db.select().from(searchQueryDays).all()[0] ?? {}).sort()).toEqual(["day", "empty", "query", "searches"]);
  });

  test("an Editor may not read them; a bad period is an Italian 400", async () => {
    t = createTestApp();
    expect((await t.request("/api/search/statistics", { cookie: await t.loginAs("editor") })).status).toBe(403);
    const res = await t.request("/api/search/statistics?from=2026-05-01&to=2026-01-01", { cookie: await t.login() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("La data di inizio deve precedere quella di fine");
  });
});
