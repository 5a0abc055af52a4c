import { and, asc, count, eq, max } from "drizzle-orm";
import type { Db } from "../../db/client";
import { galleryImages, type GalleryImage } from "../../db/schema";
import { srcsetOf } from "../../images";
import type { PictureTexts } from "../../shared/alt-text";
import type { GalleriesBySection, GalleryImageDto } from "../../shared/gallery";
import { gallerySections, type GallerySection } from "../../shared/gallery-sections";

/** What the stored file says about an image; all null/empty for an image added by URL. */
export type ImageFacts = Pick<GalleryImage, "width" | "height" | "variants">;

/** A photo to add: the row's own columns (its place in the section is given by the service), in a known section. */
export type NewImage = ImageFacts & Pick<GalleryImage, "name" | "description" | "image_url"> & { section: GallerySection };

/** A picture's alt texts, where they live (the media library, or the address of another site's picture). */
export type TextOf = (url: string) => PictureTexts;

function toDto(row: GalleryImage, textOf: TextOf): GalleryImageDto {
  const text = textOf(row.image_url);
  return {
    alt: text.alt,
    decorative: text.decorative,
    alt_translations: text.translations,
    id: row.id,
    section: row.section as GallerySection,
    name: row.name,
    description: row.description,
    image_url: row.image_url,
    display_order: row.display_order,
    width: row.width,
    height: row.height,
    variants: row.variants,
    srcset: srcsetOf(row.variants),
    created_at: row.created_at,
    updated_at: row.updated_at,
  } satisfies GalleryImageDto;
}

export function listSection(db: Db, section: GallerySection, textOf: TextOf): GalleryImageDto[] {
  return db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.section, section))
    .orderBy(asc(galleryImages.display_order), asc(galleryImages.id))
    .all()
    .map((row) => toDto(row, textOf));
}

export function listAll(db: Db, textOf: TextOf): GalleriesBySection {
  const grouped = Object.fromEntries(gallerySections.map((s) => [s, [] as GalleryImageDto[]])) as GalleriesBySection;
  const rows = db.select().from(galleryImages).orderBy(asc(galleryImages.display_order), asc(galleryImages.id)).all();
  for (const row of rows) grouped[row.section as GallerySection]?.push(toDto(row, textOf));
  return grouped;
}

/** Adds an image at the end of its section: display_order = max + 1, whatever the client sent (decision 3). */
export function createImage(db: Db, image: NewImage, textOf: TextOf): GalleryImageDto {
  return db.transaction((tx) => {
    const top = tx
      .select({ n: max(galleryImages.display_order) })
      .from(galleryImages)
      .where(eq(galleryImages.section, image.section))
      .get();
    const row = tx
      .insert(galleryImages)
      .values({ ...image, display_order: (top?.n ?? 0) + 1 })
      .returning()
      .get();
    return toDto(row, textOf);
  });
}

/** Replaces the editable fields; returns the row before and after (null when the id is unknown). */
export function updateImage(
  db: Db,
  id: number,
  fields: Pick<GalleryImage, "name" | "description" | "image_url"> & Partial<ImageFacts>,
  textOf: TextOf,
): { before: GalleryImage; after: GalleryImageDto } | null {
  return db.transaction((tx) => {
    const before = tx.select().from(galleryImages).where(eq(galleryImages.id, id)).get();
    if (!before) return null;
    const after = tx
      .update(galleryImages)
      .set({ ...fields, updated_at: new Date().toISOString() })
      .where(eq(galleryImages.id, id))
      .returning()
      .get();
    return { before, after: toDto(after, textOf) };
  });
}

export type MoveResult = { kind: "moved"; image: GalleryImageDto } | { kind: "not-found" } | { kind: "out-of-range" };

/**
 * Moves an image one place up or down: `target` must be its order −1 or +1 and inside 1..n; the
 * neighbour at `target` takes the image's old place, so orders stay 1..n without gaps or repeats.
 */
export function moveImage(db: Db, id: number, target: number, textOf: TextOf): MoveResult {
  return db.transaction((tx): MoveResult => {
    const image = tx.select().from(galleryImages).where(eq(galleryImages.id, id)).get();
    if (!image) return { kind: "not-found" };
    if (Math.abs(target - image.display_order) !== 1) return { kind: "out-of-range" };
    const neighbour = tx
      .select()
      .from(galleryImages)
      .where(and(eq(galleryImages.section, image.section), eq(galleryImages.display_order, target)))
      .get();
    if (!neighbour) return { kind: "out-of-range" };
    const now = new Date().toISOString();
    tx.update(galleryImages)
      .set({ display_order: image.display_order, updated_at: now })
      .where(eq(galleryImages.id, neighbour.id))
      .run();
    const moved = tx
      .update(galleryImages)
      .set({ display_order: target, updated_at: now })
      .where(eq(galleryImages.id, id))
      .returning()
      .get();
    return { kind: "moved", image: toDto(moved, textOf) };
  });
}

/**
 * Puts a section's photos in the order of `ids` (all of them, each once): orders become 1..n in
 * one transaction. False when `ids` is not exactly the section's photos.
 */
export function reorderSection(db: Db, section: GallerySection, ids: readonly number[]): boolean {
  return db.transaction((tx) => {
    const current = tx
      .select({ id: galleryImages.id })
      .from(galleryImages)
      .where(eq(galleryImages.section, section))
      .all()
      .map((row) => row.id);
    const wanted = new Set(ids);
    if (wanted.size !== ids.length || current.length !== ids.length || current.some((id) => !wanted.has(id))) return false;
    const now = new Date().toISOString();
    ids.forEach((id, index) => {
      tx.update(galleryImages)
        .set({ display_order: index + 1, updated_at: now })
        .where(eq(galleryImages.id, id))
        .run();
    });
    return true;
  });
}

/** How many rows show this image (a file is deleted only when none does). */
export function countByUrl(db: Db, url: string): number {
  return db.select({ n: count() }).from(galleryImages).where(eq(galleryImages.image_url, url)).get()?.n ?? 0;
}
