import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { seedSettings } from "../api/settings/settings.service";
import { imageEngine, storeImage, type ImagePlaces, type StoredImage } from "../images";
import { eq } from "drizzle-orm";
import { DEMO_IMAGE_HINT } from "../shared/gallery";
import { gallerySections } from "../shared/gallery-sections";
import { seedExampleDocuments } from "../documents/example-documents";
import type { Db } from "./client";
import { demoImageTexts, demoPostRows } from "./demo/demo-posts";
import { demoReferenceRows } from "./demo/demo-references";
import { demoScenes, DEMO_WIDTH } from "./demo/demo-scenes";
import { externalImageTexts, galleryImages, posts, referenceProjects } from "./schema";

export interface SeedOptions {
  /** The database was created just now: demo content may be added (deleting it later keeps it deleted). */
  fresh: boolean;
  /** Where uploads go: a fresh data folder is marked there for its demo gallery. */
  uploadsDir?: string;
}

/** Written into a fresh data folder; the first `serve` draws the demo gallery and removes it. */
const DEMO_MARKER = ".demo-gallery-pending";

/** Fills a data folder: business facts always get their missing defaults; a fresh one gets demo articles and is marked for demo photos. */
export function seedDatabase(db: Db, options: SeedOptions): void {
  seedSettings(db);
  // Demo photos drawn by earlier versions carried the admin's hint as their public caption.
  db.update(galleryImages).set({ description: "" }).where(eq(galleryImages.description, DEMO_IMAGE_HINT)).run();
  if (options.fresh) seedDemoPosts(db);
  // A dozen example references across sectors and regions, only in a new data folder: deleted ones stay deleted.
  if (options.fresh) db.insert(referenceProjects).values(demoReferenceRows()).onConflictDoNothing().run();
  if (options.fresh && options.uploadsDir) markForDemoGallery(options.uploadsDir);
  if (options.fresh && options.uploadsDir) seedExampleDocuments(db, options.uploadsDir);
}

/** Marks an uploads folder so that the next `serve` draws the demo gallery there. */
export function markForDemoGallery(uploadsDir: string): void {
  mkdirSync(uploadsDir, { recursive: true });
  writeFileSync(join(uploadsDir, DEMO_MARKER), "Galleria dimostrativa da creare al primo avvio.\n");
}

/** Three demo articles (one a draft), only in a new data folder: deleted ones stay deleted. */
function seedDemoPosts(db: Db): void {
  db.insert(posts).values(demoPostRows()).onConflictDoNothing().run();
  const at = new Date().toISOString();
  const texts = Object.entries(demoImageTexts).map(([url, alt]) => ({ url, alt, decorative: false, updated_at: at }));
  db.insert(externalImageTexts).values(texts).onConflictDoNothing().run();
}

/**
 * The demo gallery of a fresh data folder (images take the async image engine, so this runs at
 * server start, not inside the synchronous seed): three drawn scenes per section, rasterized and
 * stored through the same pipeline as uploads, named 'Esempio – …'. Runs once; returns how many.
 */
export async function seedDemoGallery(db: Db, places: ImagePlaces): Promise<number> {
  const marker = join(places.uploadsDir, DEMO_MARKER);
  if (!existsSync(marker)) return 0;
  const engine = await imageEngine(places.dataDir);
  const jobs = gallerySections.flatMap((section) => demoScenes(section).map((scene, i) => ({ section, scene, order: i + 1 })));
  const stored: (StoredImage | null)[] = new Array(jobs.length).fill(null);
  // A few at a time: libvips uses every core for each, the rest is waiting on the encoder.
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index];
      if (!job) continue;
      const png = await engine.rasterizeSvg(job.scene.svg, DEMO_WIDTH);
      stored[index] = png ? await storeImage(places, png, "gallery") : null;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  if (stored.every((image) => image === null)) {
    console.warn(`[immagini] galleria dimostrativa non creata: il motore ${engine.name} non disegna immagini SVG.`);
  }
  let added = 0;
  db.transaction((tx) => {
    jobs.forEach((job, index) => {
      const image = stored[index];
      if (!image) return;
      tx.insert(galleryImages)
        .values({
          section: job.section,
          name: job.scene.name,
          description: job.scene.description,
          image_url: image.url,
          display_order: job.order,
          width: image.width,
          height: image.height,
          variants: image.variants,
        })
        .run();
      added += 1;
    });
  });
  rmSync(marker, { force: true });
  return added;
}
