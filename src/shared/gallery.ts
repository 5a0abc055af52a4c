import type { GallerySection } from "./gallery-sections";

export type { GalleriesBySection, GalleryImageDto, ImageVariant, UploadAnswer } from "./schemas/gallery-answers";

/** Query key of one section's images (also the path: /api/galleries/<section>). */
export const galleryQueryKey = (section: GallerySection) => ["/api/galleries", section] as const;

/** Demo photos of a new site are named 'Esempio – …': the admin reminds staff to replace them. */
const DEMO_IMAGE_PREFIX = "Esempio – ";
export const DEMO_IMAGE_HINT = "Immagine dimostrativa: sostituiscila con le foto dei tuoi impianti.";
export const isDemoImage = (name: string): boolean => name.startsWith(DEMO_IMAGE_PREFIX);
