import { describe, expect, test } from "bun:test";
import { contentPages } from "./page-index";

async function textOf(path: string): Promise<string> {
  const entry = contentPages.find((p) => p.path === path);
  if (!entry) throw new Error(`pagina assente: ${path}`);
  return JSON.stringify((await entry.load()).page);
}

describe("marketing figures where decision 18 puts them", () => {
  const expected: Record<string, string[]> = {
    "/": ["200+", "20+"],
    "/prodotti/automazione-parcheggi": ["200+", "20+", "24/7"],
    "/servizi": ["95%", "-80%", "+30%", "20+", "95+", "24/7/365", "500+"],
    "/applicazioni/municipalizzate": ["95+", "+60%", "-60%", "+40%"],
    "/applicazioni/centri-commerciali": ["+25%", "+40%", "-40%"],
    "/prodotti/sistemi-fotovoltaici": ["60%", "100 W", "1000 W"],
    "/prodotti/infomobilita": ["99,5%", "50+ m", "H24", "3D"],
    "/applicazioni/hotel-resort": ["95%", "-80%", "+30%"],
  };
  for (const [path, figures] of Object.entries(expected)) {
    test(path, async () => {
      const text = await textOf(path);
      for (const figure of figures) expect(text).toContain(figure);
    });
  }

  test("both readings of the installations figure stay, each on its own page", async () => {
    expect(await textOf("/servizi")).not.toContain("200+");
    for (const path of ["/", "/prodotti/automazione-parcheggi"]) expect(await textOf(path)).not.toContain("500+");
  });

  test("'20+ years' is experience, never warranty; the warranty is 24 months", async () => {
    for (const entry of contentPages) {
      expect(JSON.stringify((await entry.load()).page)).not.toMatch(/20\+? anni di garanzia/);
    }
    expect(await textOf("/termini-servizio")).toContain("24 mesi");
    expect(await textOf("/servizi")).toContain("24 mesi");
  });
});

describe("legal pages carry every item and figure of spec §2 and §9", () => {
  test("privacy: controller, purposes, legal bases, categories, retention, rights, contact, complaint authority", async () => {
    const text = await textOf("/privacy-policy");
    for (const heading of [
      "Titolare del trattamento",
      "Finalità del trattamento",
      "Basi giuridiche",
      "Categorie di dati trattati",
      "Conservazione dei dati",
      "I tuoi diritti",
      "Come contattarci",
      "Reclamo all'autorità di controllo",
    ]) {
      expect(text).toContain(heading);
    }
    for (const figure of ["10 anni", "2 anni", "6 mesi", "30 giorni", "Garante per la protezione dei dati personali"]) {
      expect(text).toContain(figure);
    }
  });

  test("terms: 24 months warranty and 30 days notice of changes", async () => {
    const text = await textOf("/termini-servizio");
    expect(text).toContain("garanzia standard di 24 mesi");
    expect(text).toContain("30 giorni di preavviso");
  });

  test("cookie policy: the categories of the banner and the six-month renewal", async () => {
    const text = await textOf("/cookie-policy");
    for (const word of [
      "Cookie necessari",
      "Cookie funzionali",
      "Cookie analitici e di marketing",
      "6 mesi",
      "Preferenze cookie",
    ]) {
      expect(text).toContain(word);
    }
  });
});

describe("decision 17: the detail pages are linked from their category pages", () => {
  test("parking automation links the four systems and access control; canopies link the kits", async () => {
    const parking = await textOf("/prodotti/automazione-parcheggi");
    for (const path of [
      "/prodotti/web2park",
      "/prodotti/park-basic",
      "/prodotti/veropark",
      "/prodotti/pay2park",
      "/prodotti/controllo-accessi",
    ]) {
      expect(parking).toContain(`"to":"${path}"`);
    }
    expect(await textOf("/prodotti/pensiline-fotovoltaiche")).toContain('"to":"/prodotti/sistemi-fotovoltaici"');
  });
});
