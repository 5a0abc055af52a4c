import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { referenceProjects } from "../../db/schema";
import { storeImage } from "../../images";
import { defaultPublicSettings } from "../../shared/business-facts";
import { referenceDossierPath, referenceSheetPath } from "../../shared/references/reference-fields";
import type { ReferenceAdmin } from "../../shared/schemas/reference-answers";
import { testJpeg } from "../../test-support/images";
import { pdfImages, pdfInfo, pdfLanguage, pdfPages, pdfStructure, pdfText } from "../../test-support/poppler";
import { referenceInput } from "../../test-support/reference-input";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// Sign-ins hash passwords and every sheet is laid out for real: seconds on a busy machine.
setDefaultTimeout(90_000);

let t: TestApp;
afterEach(() => t.cleanup());

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

async function created(cookie: string, overrides: Parameters<typeof referenceInput>[0] = {}) {
  const res = await t.request("/api/references/admin", { method: "POST", cookie, json: referenceInput(overrides) });
  expect(res.status).toBe(201);
  return (await res.json()) as ReferenceAdmin;
}

async function published(cookie: string, overrides: Parameters<typeof referenceInput>[0] = {}) {
  const reference = await created(cookie, overrides);
  expect((await t.request(`/api/references/admin/${reference.id}/publish`, { method: "POST", cookie })).status).toBe(200);
  return reference;
}

/** `count` published hospitals in Lombardy written straight into the database, 'Parcheggio 1' first in the list's order. */
function manyReferences(count: number) {
  const at = new Date().toISOString();
  t.db
    .insert(referenceProjects)
    .values(
      Array.from({ length: count }, (_, i) => ({
        title: `Parcheggio ${i + 1}`,
        slug: `parcheggio-${i + 1}`,
        client: `Cliente ${i + 1}`,
        client_public: true,
        sector: "ospedali",
        comune_code: "015146",
        region: "Lombardia",
        lat: 45.46,
        lng: 9.19,
        year: 2020,
        spaces: 300,
        figures: [{ label: "Posti auto", value: "300" }],
        products: ["web2park"],
        challenge: "Code all'ingresso.",
        solution: "Lettura targhe.",
        result: "Nessuna coda.",
        status: "published" as const,
        published_at: at,
        display_order: i,
        created_at: at,
        updated_at: at,
      })),
    )
    .run();
}

describe("a reference's sheet ('Scheda referenza')", () => {
  test("is a tagged Italian one-page PDF with the facts, figures, products, texts, quote and first photo; the hidden client's name is not in it", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const photo = await storeImage(t.config, await testJpeg(1600, 900), "referenze");
    const reference = await published(cookie, {
      title: "Parcheggio dell'ospedale di Forlì: più posti",
      client: "Clinica Segretissima",
      client_public: false,
      challenge: "Le code all'ingresso:\n\n- nelle ore di visita\n- nei giorni di mercato",
      photos: [{ url: photo.url, alt: "Il multipiano visto dall'ingresso" }],
    });
    const res = await t.request(referenceSheetPath(reference.slug));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="scheda-referenza-${reference.slug}.pdf"`);
    expect(res.headers.get("content-security-policy")).toStartWith("sandbox;");
    const sheet = await bytesOf(res);
    const info = await pdfInfo(sheet);
    expect(info.Title).toBe("Parcheggio dell'ospedale di Forlì: più posti · Scheda referenza");
    expect(info.Tagged).toBe("yes");
    expect(info.Pages).toBe("1");
    expect(pdfLanguage(sheet)).toBe("it-IT");
    const text = await pdfText(sheet);
    expect(text).toContain("Parcheggio dell'ospedale di Forlì: più posti");
    expect(text).toContain("Ospedale in Lombardia");
    expect(text).not.toContain("Segretissima");
    expect(text).toContain("Milano (MI), Lombardia");
    expect(text).toContain("2023");
    expect(text).toContain("Posti auto 1.800 Casse automatiche 6");
    expect(text).toContain("Prodotti utilizzati Web2Park, Pay2Park");
    // The Markdown printed as text: no asterisks, the list kept as a list.
    expect(text).toContain("Lettura targhe e casse automatiche.");
    expect(text).not.toContain("**");
    expect(text).toContain("Le code all'ingresso: nelle ore di visita nei giorni di mercato");
    const structure = await pdfStructure(sheet);
    expect(structure).toContain('LBody (block)\n          "nelle ore di visita"');
    expect(structure).toContain('H1 (block)\n      "Parcheggio dell\'ospedale di Forlì: più posti"\n    Figure\n');
    expect(text).toContain("«Le code sono sparite.» — Maria Rossi, Responsabile dei servizi tecnici");
    expect(text).toContain("P.IVA IT04812930281");
    // The photo printed from the smallest stored width sharp at its size, as the JPEG kept beside it for the next PDF.
    const images = await pdfImages(sheet);
    expect(images).toHaveLength(1);
    expect(images[0]?.trim().split(/\s+/).slice(2, 5)).toEqual(["image", "1024", "576"]);
    const kept = readdirSync(join(t.config.uploadsDir, "referenze")).filter((name) => name.endsWith(".jpg"));
    expect(kept).toEqual([expect.stringMatching(/-1024x576\.jpg$/)]);
  });

  test("a draft, an unknown reference and one withdrawn after its sheet was made are the site's 404", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const draft = await created(cookie, { title: "Bozza riservata" });
    expect((await t.request(referenceSheetPath(draft.slug))).status).toBe(404);
    expect((await t.request(referenceSheetPath("nessuna-referenza"))).status).toBe(404);
    const reference = await published(cookie, { title: "Parcheggio da ritirare" });
    expect((await t.request(referenceSheetPath(reference.slug))).status).toBe(200);
    const unpublished = await t.request(`/api/references/admin/${reference.id}/unpublish`, { method: "POST", cookie });
    expect(unpublished.status).toBe(200);
    const gone = await t.request(referenceSheetPath(reference.slug));
    expect(gone.status).toBe(404);
    expect(gone.headers.get("content-type")).toStartWith("text/html");
  });

  test("is kept and revalidated through its ETag until the reference or the company's data change", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const reference = await published(cookie, { title: "Parcheggio in centro" });
    const first = await t.request(referenceSheetPath(reference.slug));
    expect(first.headers.get("server-timing")).toStartWith("pdf;dur=");
    const etag = first.headers.get("etag") ?? "";
    const again = await t.request(referenceSheetPath(reference.slug), { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("server-timing")).toBe("cache;desc=hit");
    const edit = await t.request(`/api/references/admin/${reference.id}`, {
      method: "PUT",
      cookie,
      json: referenceInput({ title: "Parcheggio in centro", slug: reference.slug, result: "Ingresso in 3 secondi." }),
    });
    expect(edit.status).toBe(200);
    const edited = await t.request(referenceSheetPath(reference.slug), { headers: { "if-none-match": etag } });
    expect(edited.status).toBe(200);
    expect(await pdfText(await bytesOf(edited))).toContain("Ingresso in 3 secondi.");
    const settings = { ...defaultPublicSettings, legalName: "Sosta Facile S.p.A." };
    expect((await t.request("/api/settings", { method: "PUT", json: settings, cookie })).status).toBe(200);
    expect(await pdfText(await bytesOf(await t.request(referenceSheetPath(reference.slug))))).toContain("Sosta Facile S.p.A.");
  });
});

describe("the dossier of a list ('Fascicolo referenze')", () => {
  test("of a filtered list holds only the matching references: a cover with the company and the filters, an index with the right pages", async () => {
    t = createTestApp();
    const res = await t.request(referenceDossierPath({ settore: "municipalizzate" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('inline; filename="fascicolo-referenze.pdf"');
    const dossier = await bytesOf(res);
    const info = await pdfInfo(dossier);
    expect(info.Title).toBe("Fascicolo referenze · Settore: Municipalizzate");
    expect(info.Tagged).toBe("yes");
    expect(pdfLanguage(dossier)).toBe("it-IT");
    const pages = await pdfPages(dossier);
    // Cover, index, then the three municipal references of the examples, one page each.
    expect(pages).toHaveLength(5);
    expect(pages[0]).toContain("ParkSite Italia S.r.l.");
    expect(pages[0]).toContain("IT04812930281");
    expect(pages[0]).toContain("Settore: Municipalizzate");
    expect(pages[0]).toContain("Il fascicolo contiene 3 referenze, una per pagina.");
    const list = (await (await t.request("/api/references?settore=municipalizzate")).json()) as {
      items: { title: string; comune: string; year: number }[];
    };
    expect(list.items).toHaveLength(3);
    for (const [i, item] of list.items.entries()) {
      // The index names it with its place, year and page; that page is its own.
      expect(pages[1]).toContain(item.title);
      expect(pages[1]).toContain(item.comune);
      expect(pages[1]).toContain(`${item.year} ${i + 3}`);
      expect(pages[i + 2]).toContain(item.title);
    }
    const text = pages.join(" ");
    expect(text).not.toContain("Parcheggio multipiano dell'ospedale");
  });

  test("holds at most 50 references and says so on the cover; the index lists each of them", async () => {
    t = createTestApp();
    t.db.delete(referenceProjects).run();
    manyReferences(55);
    const res = await t.request(referenceDossierPath({}));
    expect(res.status).toBe(200);
    const dossier = await bytesOf(res);
    expect((await pdfInfo(dossier)).Title).toBe("Fascicolo referenze");
    const pages = await pdfPages(dossier);
    expect(pages[0]).toContain("Nessun filtro: tutte le referenze pubblicate.");
    expect(pages[0]).toContain("Il fascicolo contiene le prime 50 delle 55 referenze che corrispondono ai filtri");
    const indexSheets = pages.length - 1 - 50;
    expect(indexSheets).toBeGreaterThanOrEqual(1);
    const index = pages.slice(1, 1 + indexSheets).join(" ");
    for (let i = 1; i <= 50; i++) {
      expect(index).toContain(`Parcheggio ${i} Milano (MI), Lombardia 2020 ${i + 1 + indexSheets}`);
      expect(pages[i + indexSheets]).toContain(`Parcheggio ${i} `);
    }
    expect(pages.join(" ")).not.toContain("Parcheggio 51");
  });

  test("a case study longer than a sheet pushes the next ones on, and the index says where each begins", async () => {
    t = createTestApp();
    t.db.delete(referenceProjects).run();
    const cookie = await t.login();
    const long = Array.from(
      { length: 40 },
      (_, i) => `Fase ${i + 1}: lavori notturni per non chiudere il parcheggio ai visitatori.`,
    );
    await published(cookie, { title: "Parcheggio lungo", display_order: 0, challenge: long.join("\n\n") });
    await published(cookie, { title: "Parcheggio breve", display_order: 1 });
    const pages = await pdfPages(await bytesOf(await t.request(referenceDossierPath({}))));
    const breve = pages.findIndex((page) => page.includes("Parcheggio breve Cliente")) + 1;
    expect(breve).toBeGreaterThan(4);
    expect(pages[1]).toContain("Parcheggio lungo Milano (MI), Lombardia 2023 3");
    expect(pages[1]).toContain(`Parcheggio breve Milano (MI), Lombardia 2023 ${breve}`);
  });

  test("never prints a client's name that may not be published", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await published(cookie, { title: "Parcheggio riservato", client: "Clinica Segretissima", client_public: false });
    const text = await pdfText(await bytesOf(await t.request(referenceDossierPath({ settore: "ospedali" }))));
    expect(text).toContain("Parcheggio riservato");
    expect(text).toContain("Ospedale in Lombardia");
    expect(text).not.toContain("Segretissima");
  });
});

describe("the links to the PDFs", () => {
  test("a reference's page links its sheet; /referenze links the dossier of the list as filtered, without JavaScript", async () => {
    t = createTestApp();
    const page = await (await t.request("/referenze/esempio-aeroporto-catania")).text();
    expect(page.includes('href="/referenze/esempio-aeroporto-catania/scheda.pdf"')).toBe(true);
    expect(page.includes("Scarica la scheda")).toBe(true);
    const list = await (await t.request("/referenze?settore=ospedali&regione=lombardia")).text();
    expect(list.includes('href="/referenze/fascicolo.pdf?settore=ospedali&amp;regione=lombardia"')).toBe(true);
    expect(list.includes("Scarica il fascicolo")).toBe(true);
    // A list without references has no dossier to download.
    expect(
      (await (await t.request("/referenze?settore=municipalizzate&regione=sardegna")).text()).includes("Scarica il fascicolo"),
    ).toBe(false);
  });
});
