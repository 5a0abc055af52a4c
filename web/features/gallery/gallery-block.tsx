import type { GalleryBlock as GalleryBlockContent } from "../../content/types";

/** The installation gallery of one section (spec §2 gallery block). */
export function GalleryBlock(_props: { block: GalleryBlockContent }) {
  return null;
}
