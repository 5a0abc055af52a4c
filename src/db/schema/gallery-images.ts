import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { ImageVariant } from "../../shared/gallery";
import { id, timestamps } from "./columns";

/** A photo in one sector's installation gallery, ordered 1..n within its section. */
export const galleryImages = sqliteTable(
  "gallery_images",
  {
    id: id(),
    section: text("section").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    image_url: text("image_url").notNull(),
    display_order: integer("display_order").notNull(),
    width: integer("width"),
    height: integer("height"),
    variants: text("variants", { mode: "json" }).$type<ImageVariant[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index("gallery_images_section_order_idx").on(t.section, t.display_order)],
);

export type GalleryImage = typeof galleryImages.$inferSelect;
export type NewGalleryImage = typeof galleryImages.$inferInsert;
