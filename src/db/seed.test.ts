import { afterEach, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { asc } from "drizzle-orm";
import { gallerySections } from "../shared/gallery-sections";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { galleryImages } from "./schema";
import { DEMO_IMAGE_HINT } from "../shared/gallery";
import { seedDatabase, seedDemoGallery } from "./seed";

let t: TestApp;
afterEach(() => t.cleanup());

describe("demo gallery", () => {
  test("a fresh data folder gets three drawn 'Esempio' photos per section, once", async () => {
    t = createTestApp();
    const started = performance.now();
    expect(await seedDemoGallery(t.db, t.config)).toBe(gallerySections.length * 3);
    console.log(`galleria dimostrativa: ${Math.round(performance.now() - started)} ms`);
    const rows = t.db.select().from(galleryImages).orderBy(asc(galleryImages.id)).all();
    for (const section of gallerySections) {
      const mine = rows.filter((r) => r.section === section);
      expect(mine.map((r) => r.display_order)).toEqual([1, 2, 3]);
      for (const row of mine) {
        expect(row.name.startsWith("Esempio – ")).toBe(true);
        // Visitors read only 'Esempio – <title>': the hint to replace the photo is the admin's.
        expect(row.description).toBe("");
        expect(row.variants.map((v) => [v.width, v.height])).toEqual([
          [320, 213],
          [640, 426],
          [1024, 682],
        ]);
        for (const v of row.variants) expect(existsSync(join(t.config.uploadsDir, v.url.slice("/uploads/".length)))).toBe(true);
      }
    }
    // Deleted demo photos stay deleted: the next start adds nothing.
    expect(await seedDemoGallery(t.db, t.config)).toBe(0);
  }, 60_000);

  test("demo photos of earlier versions lose the admin's hint from their public caption at the next start", () => {
    t = createTestApp();
    t.db
      .insert(galleryImages)
      .values({
        section: "ospedali",
        name: "Esempio – Ingresso",
        description: DEMO_IMAGE_HINT,
        image_url: "/x.jpg",
        display_order: 1,
      })
      .run();
    t.db
      .insert(galleryImages)
      .values({ section: "ospedali", name: "Policlinico", description: "Ingresso nord", image_url: "/y.jpg", display_order: 2 })
      .run();
    seedDatabase(t.db, { fresh: false });
    const rows = t.db.select().from(galleryImages).orderBy(asc(galleryImages.id)).all();
    expect(rows.map((r) => r.description)).toEqual(["", "Ingresso nord"]);
  });
});
