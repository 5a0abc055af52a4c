import { describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { contentPages } from "./page-index";
import { productCategories, productDetails, sectors } from "./site";

const specRoutes = [
  "/",
  "/prodotti/automazione-parcheggi",
  "/prodotti/infomobilita",
  "/prodotti/pensiline-fotovoltaiche",
  "/prodotti/web2park",
  "/prodotti/park-basic",
  "/prodotti/veropark",
  "/prodotti/pay2park",
  "/prodotti/controllo-accessi",
  "/prodotti/sistemi-fotovoltaici",
  ...[
    "aeroporti",
    "ospedali",
    "centri-commerciali",
    "municipalizzate",
    "hotel-resort",
    "fiere-eventi",
    "aree-sosta-camion",
    "aree-stagionali",
  ].map((s) => `/applicazioni/${s}`),
  "/servizi",
  "/contatti",
  "/privacy-policy",
  "/cookie-policy",
  "/termini-servizio",
];

describe("content pages", () => {
  test("every marketing route of the spec has exactly one content module", () => {
    expect(contentPages.map((p): string => p.path).sort()).toEqual([...specRoutes].sort());
  });

  test("each module is the page of its path, with its id naming its file", async () => {
    for (const entry of contentPages) {
      const { page } = await entry.load();
      expect(page.path).toBe(entry.path);
      expect(existsSync(join(import.meta.dir, "..", `${entry.id}.ts`))).toBe(true);
    }
  });

  test("each page has a title, a description of at most 160 characters and one h1 (its hero)", async () => {
    const titles = new Set<string>();
    for (const entry of contentPages) {
      const { page } = await entry.load();
      expect(page.meta.title.length).toBeGreaterThan(3);
      expect(page.meta.description.length).toBeGreaterThan(50);
      expect(page.meta.description.length).toBeLessThanOrEqual(160);
      expect(page.blocks[0].kind).toBe("hero");
      expect(page.blocks.filter((b) => b.kind === "hero")).toHaveLength(1);
      titles.add(page.meta.title);
    }
    expect(titles.size).toBe(contentPages.length);
  });

  test("navigation lists the three categories, the eight sectors with taglines and the six detail pages", () => {
    expect(productCategories).toHaveLength(3);
    expect(sectors).toHaveLength(8);
    expect(sectors.every((s) => s.tagline.length > 10)).toBe(true);
    expect(productDetails).toHaveLength(6);
    for (const item of [...productCategories, ...sectors, ...productDetails]) {
      expect(specRoutes).toContain(item.path);
    }
  });
});
