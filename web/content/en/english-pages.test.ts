import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { contentPageSchema } from "../../../src/shared/pages/page-schema";
import { productPage } from "../product-page";
import { sectorCard, sectorPage } from "../sector-page";
import type { ContentPage } from "../types";
import { englishPage, TEXTLESS_KEYS } from "./english-page";

interface EnglishModule {
  /** The module's path under pages/, the same for the Italian page and its English copy. */
  module: string;
  address: string;
  page: ContentPage;
  italian: ContentPage;
}

const pagesDir = join(import.meta.dir, "pages");

async function englishModules(): Promise<EnglishModule[]> {
  const modules: EnglishModule[] = [];
  for await (const module of new Bun.Glob("**/*.ts").scan({ cwd: pagesDir })) {
    if (module.endsWith(".test.ts")) continue;
    const english = (await import(join(pagesDir, module))) as { address: string; page: ContentPage };
    const italian = (await import(join(import.meta.dir, "..", "pages", module))) as { page: ContentPage };
    modules.push({ module, address: english.address, page: english.page, italian: italian.page });
  }
  return modules.sort((a, b) => a.module.localeCompare(b.module));
}

/** The message a link writes into the contact form, which the visitor reads there. */
function prefilledMessage(target: string): string {
  const query = target.split("?")[1];
  return query ? (new URLSearchParams(query).get("messaggio") ?? "") : "";
}

/** Every text of a page a visitor reads, the contact form's prefilled messages included. */
function visibleTexts(value: unknown, key = ""): string[] {
  if (typeof value === "string") {
    if (key === "to") return [prefilledMessage(value)].filter(Boolean);
    return TEXTLESS_KEYS.has(key) ? [] : [value];
  }
  if (Array.isArray(value)) return value.flatMap((item) => visibleTexts(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => visibleTexts(v, k));
  return [];
}

/** A page's shape without its words: blocks, links, anchors, pictures, icons, and its figures in either notation. */
function skeleton(value: unknown, key = ""): unknown {
  if (typeof value === "string") {
    if (key === "to") return value.replace(/([?&])messaggio=[^&]*/, "$1messaggio");
    if (key === "value") return value.replace(/(\d),(\d)/g, "$1.$2");
    return TEXTLESS_KEYS.has(key) ? value : "·";
  }
  if (Array.isArray(value)) return value.map((item) => skeleton(item, key));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v, k)]));
  return value;
}

/** Words of everyday Italian that English copy never contains: one of them is a string left untranslated. */
const ITALIAN_WORDS = [
  "e",
  "la",
  "le",
  "lo",
  "un",
  "del",
  "al",
  "ai",
  "della",
  "delle",
  "dei",
  "degli",
  "per",
  "con",
  "il",
  "di",
  "che",
  "nel",
  "nella",
  "sono",
  "una",
  "gli",
  "alla",
  "anche",
  "più",
  "è",
  "nostre",
  "nostri",
  "tuo",
  "scopri",
  "richiedi",
  "contattaci",
  "chiama",
  "chiamaci",
  "scarica",
  "parcheggio",
  "parcheggi",
  "sosta",
  "targa",
  "preventivo",
  "centri",
  "vorrei",
];

/** Italian proper names an English page keeps as they are. */
const ITALIAN_NAMES = ["Garante per la protezione dei dati personali"];

function italianWordsIn(text: string): string[] {
  const withoutNames = ITALIAN_NAMES.reduce((rest, name) => rest.replaceAll(name, " "), text);
  const words = ` ${withoutNames.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  return ITALIAN_WORDS.filter((word) => words.includes(` ${word} `));
}

describe("the English copy of the built-in pages", () => {
  test("there is one module per Italian page, under the Italian module's path", async () => {
    const modules = await englishModules();
    expect(modules.length).toBeGreaterThanOrEqual(18);
    for (const { module, page, italian } of modules) expect({ module, path: page.path }).toEqual({ module, path: italian.path });
  });

  test("every page validates against the page schema and round-trips unchanged", async () => {
    for (const { module, page } of await englishModules()) {
      const parsed = contentPageSchema.safeParse(page);
      if (!parsed.success)
        throw new Error(`${module}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
      expect(parsed.data).toEqual(page);
    }
  });

  test("every page has the blocks of its Italian page, in the same order and of the same shape", async () => {
    for (const { module, page, italian } of await englishModules()) {
      expect({ module, kinds: page.blocks.map((block) => block.kind) }).toEqual({
        module,
        kinds: italian.blocks.map((block) => block.kind),
      });
      expect({ module, shape: skeleton(page) }).toEqual({ module, shape: skeleton(italian) });
    }
  });

  test("every address is /en or under it, has no Italian segment and is the address of one page only", async () => {
    const modules = await englishModules();
    for (const { module, address } of modules) {
      expect({ module, address }).toEqual({ module, address: expect.stringMatching(/^\/en(\/[a-z0-9-]+)*$/) });
    }
    const addresses = modules.map(({ address }) => address);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses.filter((address) => /prodotti|applicazioni|servizi|termini/.test(address))).toEqual([]);
  });

  test("no visible text is left in Italian", async () => {
    const left = (await englishModules()).flatMap(({ module, page }) =>
      visibleTexts(page).flatMap((text) => {
        const words = italianWordsIn(text);
        return words.length ? [`${module}: «${text}» (${words.join(", ")})`] : [];
      }),
    );
    expect(left).toEqual([]);
  });

  test("the legal pages say near the top that the Italian text prevails", async () => {
    const notice = "This translation is provided for convenience; in case of any discrepancy the Italian version prevails.";
    const legal = (await englishModules()).filter(({ module }) =>
      ["privacy-policy.ts", "cookie-policy.ts", "termini-servizio.ts"].includes(module),
    );
    expect(legal.map(({ module }) => module).sort()).toEqual(["cookie-policy.ts", "privacy-policy.ts", "termini-servizio.ts"]);
    for (const { page } of legal) expect(page.blocks[0].lead).toContain(notice);
  });

  test("the legal pages keep their GDPR articles, retention periods and the Garante", async () => {
    const text = async (module: string) => {
      const found = (await englishModules()).find((entry) => entry.module === module);
      return JSON.stringify(found?.page);
    };
    const privacy = await text("privacy-policy.ts");
    for (const fact of ["Articles 13 and 14", "2016/679", "Art. 6.1.b", "Art. 6.1.c", "Art. 6.1.a", "Art. 6.1.f", "Art. 7.1"])
      expect(privacy).toContain(fact);
    for (const fact of ["Art. 9", "Articles 15 to 22", "10 years", "2 years", "6 months", "30 days", "25 months"])
      expect(privacy).toContain(fact);
    expect(privacy).toContain("(Garante per la protezione dei dati personali), Piazza Venezia 11, 00187 Roma");
    expect(await text("cookie-policy.ts")).toContain("10 June 2021");
    const terms = await text("termini-servizio.ts");
    for (const fact of ["standard 24-month warranty", "30 days' notice", "Italian law"]) expect(terms).toContain(fact);
  });
});

describe("an English page is its Italian page in English words", () => {
  const meta = { title: "Titolo", description: "Descrizione" };
  const action = { label: "Richiedi una demo", to: "/contatti?tipo=altro&messaggio=Vorrei%20una%20demo%20di%20VeroPark" };
  const italianProduct = productPage({
    path: "/prodotti/veropark",
    family: "/prodotti/pensiline-fotovoltaiche",
    meta,
    hero: { title: "VeroPark", lead: "Introduzione" },
    action,
    blocks: [],
    cta: { title: "Chiusura", text: "Testo" },
  });

  test("a product page in English names its family, the call and the datasheet in English", () => {
    const page = englishPage(italianProduct, { Titolo: "Title" });
    expect(visibleTexts(page)).toEqual(
      expect.arrayContaining(["Solar Carports", "Call now", "Download the datasheet (in Italian)"]),
    );
  });

  test("an Italian product page is unchanged", () => {
    expect(visibleTexts(italianProduct)).toEqual(
      expect.arrayContaining(["Pensiline Fotovoltaiche", "Chiama ora", "Scarica la brochure"]),
    );
  });

  test("a sector page and card in English name the sector and its installations in English", () => {
    const copy = { sector: "fiere-eventi" as const, meta, hero: { title: "Fiere", lead: "Introduzione" }, blocks: [] };
    const cta = { title: "Chiusura", text: "Testo", actions: [action] };
    const sector = sectorPage({
      ...copy,
      blocks: [{ kind: "cards", title: "Settori", cards: [sectorCard("aree-sosta-camion", { text: "Testo", icon: "car" })] }],
      cta,
    });
    expect(visibleTexts(englishPage(sector, {}))).toEqual(
      expect.arrayContaining(["Trade Fairs & Events", "Our installations", "Truck Parking"]),
    );
    expect(visibleTexts(sector)).toEqual(
      expect.arrayContaining(["Fiere & Eventi", "Le nostre installazioni", "Aree Sosta Camion"]),
    );
  });

  test("its texts, pictures' descriptions and the message a link writes into the contact form are in English", () => {
    const page = englishPage(italianProduct, {
      Titolo: "Title",
      Introduzione: "Introduction",
      "Richiedi una demo": "Book a demo",
      "Vorrei una demo di VeroPark": "I'd like a demo of VeroPark",
    });
    expect(page.meta.title).toBe("Title");
    expect(page.blocks[0]).toMatchObject({
      title: "VeroPark",
      lead: "Introduction",
      actions: [{ label: "Book a demo", to: "/contatti?tipo=altro&messaggio=I%27d%20like%20a%20demo%20of%20VeroPark" }, {}],
    });
  });

  test("an English text whose Italian the page no longer has is refused", () => {
    expect(() => englishPage(italianProduct, { Titolo: "Title", "Un testo che non c'è più": "A text no longer there" })).toThrow(
      "«Un testo che non c'è più»",
    );
  });
});
