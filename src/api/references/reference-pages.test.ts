import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { referenceProjects } from "../../db/schema";
import type { SearchAnswer } from "../../shared/search";
import type { ReferenceAdmin } from "../../shared/schemas/reference-answers";
import { referenceInput } from "../../test-support/reference-input";
import { createTestApp, type TestApp } from "../../test-support/test-app";

setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

async function published(cookie: string, overrides: Parameters<typeof referenceInput>[0] = {}) {
  const res = await t.request("/api/references/admin", { method: "POST", cookie, json: referenceInput(overrides) });
  expect(res.status).toBe(201);
  const created = (await res.json()) as ReferenceAdmin;
  expect((await t.request(`/api/references/admin/${created.id}/publish`, { method: "POST", cookie })).status).toBe(200);
  return created;
}

const html = async (path: string) => {
  const res = await t.request(path);
  expect(res.status).toBe(200);
  return res.text();
};

describe("the pages of the references, as the server draws them", () => {
  test("/referenze lists the example references with their map; each filtered view is its own address, without JavaScript", async () => {
    t = createTestApp();
    const page = await html("/referenze");
    expect(page).toContain("<h1");
    expect(page).toContain("Impianti realizzati");
    expect(page).toContain("12 referenze");
    expect(page.match(/data-testid="map-marker"/g)?.length).toBeGreaterThan(5);
    expect(/<form[^>]*action="\/referenze"/.test(page) && /<form[^>]*method="get"/.test(page)).toBe(true);
    const filtered = await html("/referenze?settore=municipalizzate");
    expect(filtered).toContain("3 referenze");
    expect(filtered).toContain("Sosta a pagamento nel centro storico");
    expect(filtered).not.toContain("Parcheggio multipiano dell&#x27;ospedale");
    expect(await html("/referenze/esempio-aeroporto-catania")).toContain("Parcheggi dell&#x27;aeroporto con prenotazione online");
  });

  test("the map draws the twenty regions, names them on hover, and marks the one the list is filtered by", async () => {
    t = createTestApp();
    const regionsOf = (page: string) => [...page.matchAll(/<path[^>]*data-region="([^"]+)"([^>]*)>\s*<title>([^<]+)<\/title>/g)];
    const all = regionsOf(await html("/referenze"));
    expect(all.map((m) => m[1])).toEqual([
      "Abruzzo",
      "Basilicata",
      "Calabria",
      "Campania",
      "Emilia-Romagna",
      "Friuli-Venezia Giulia",
      "Lazio",
      "Liguria",
      "Lombardia",
      "Marche",
      "Molise",
      "Piemonte",
      "Puglia",
      "Sardegna",
      "Sicilia",
      "Toscana",
      "Trentino-Alto Adige",
      "Umbria",
      "Valle d&#x27;Aosta",
      "Veneto",
    ]);
    expect(all.every((m) => m[1] === m[3])).toBe(true);
    expect(all.filter((m) => m[2]?.includes("data-marked"))).toHaveLength(0);
    const filtered = regionsOf(await html("/referenze?regione=sicilia"));
    expect(filtered.filter((m) => m[2]?.includes("data-marked")).map((m) => m[1])).toEqual(["Sicilia"]);
    // The reference's own region is marked on its page.
    const detail = regionsOf(await html("/referenze/esempio-aeroporto-catania"));
    expect(detail.filter((m) => m[2]?.includes("data-marked")).map((m) => m[1])).toEqual(["Sicilia"]);
  });

  test("a client whose name may not be published is in no page, structured data, search result or sitemap", async () => {
    t = createTestApp();
    t.db.delete(referenceProjects).run();
    const cookie = await t.login();
    const secret = await published(cookie, {
      title: "Parcheggio riservato",
      client: "Clinica Segretissima",
      client_public: false,
    });
    const pages = [await html("/referenze"), await html(`/referenze/${secret.slug}`), await html("/applicazioni/ospedali")];
    expect(pages.map((page) => page.includes("Segretissima"))).toEqual([false, false, false]);
    expect(pages[1]?.includes("Ospedale in Lombardia")).toBe(true);
    expect(pages[1]?.includes('"@type":"Article"')).toBe(true);
    const sitemap = await html("/sitemap.xml");
    expect(sitemap.includes(`/referenze/${secret.slug}`)).toBe(true);
    expect(sitemap.includes("Segretissima")).toBe(false);
    const found = (await (await t.request("/api/search?q=parcheggio%20riservato")).json()) as SearchAnswer;
    const result = found.results.find((r) => r.url === `/referenze/${secret.slug}`);
    expect(result?.url).toBe(`/referenze/${secret.slug}`);
    expect(JSON.stringify(found).includes("Segretissima")).toBe(false);
  });

  test("a sector page and a product page show up to three of their references and the filtered list; the home page the featured ones", async () => {
    t = createTestApp();
    const sector = await html("/applicazioni/municipalizzate");
    expect(sector).toContain("Impianti realizzati: Municipalizzate");
    expect(sector).toContain('href="/referenze?settore=municipalizzate"');
    const product = await html("/prodotti/infomobilita");
    expect(product).toContain("Dove lavora Infomobilità");
    expect(product).toContain('href="/referenze?prodotto=infomobilita"');
    const home = await html("/");
    expect(home).toContain("Impianti realizzati in tutta Italia");
    expect(home).toContain("Parcheggio multipiano dell&#x27;ospedale");
  });

  test("a draft is a 404 for visitors and its preview for the staff who write references", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await t.request("/api/references/admin", {
      method: "POST",
      cookie,
      json: referenceInput({ slug: "bozza-riservata" }),
    });
    expect(res.status).toBe(201);
    expect((await t.request("/referenze/bozza-riservata")).status).toBe(404);
    const preview = await t.request("/referenze/bozza-riservata", { cookie });
    expect(preview.status).toBe(200);
  });
});
