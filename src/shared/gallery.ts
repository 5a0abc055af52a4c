import type { GallerySection } from "./gallery-sections";

/** One responsive rendition of an uploaded image, for srcset (as stored with a photo or a media item). */
export interface ImageVariant {
  url: string;
  width: number;
  height: number;
}

/**
 * A gallery image as the API answers it: the fields of spec §3 plus what a responsive <img>
 * needs (width, height, variants, srcset). width/height are null for an image added by URL.
 */
export interface GalleryImageDto {
  id: number;
  section: GallerySection;
  name: string;
  description: string | null;
  image_url: string;
  /** The picture's alt text, from the media library (or kept by address for another site's picture). */
  alt: string;
  /** Marked as decoration: shown with alt="". */
  decorative: boolean;
  display_order: number;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
  srcset: string;
  created_at: string;
  updated_at: string;
}

/** GET /api/galleries: every section, each sorted by display_order. */
export type GalleriesBySection = Record<GallerySection, GalleryImageDto[]>;

/** POST /api/upload: the stored image (url as spec §7 names it, plus its size and renditions). */
export interface UploadAnswer {
  url: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** Query key of one section's images (also the path: /api/galleries/<section>). */
export const galleryQueryKey = (section: GallerySection) => ["/api/galleries", section] as const;

/** Demo photos of a new site are named 'Esempio – …': the admin reminds staff to replace them. */
const DEMO_IMAGE_PREFIX = "Esempio – ";
export const DEMO_IMAGE_HINT = "Immagine dimostrativa: sostituiscila con le foto dei tuoi impianti.";
export const isDemoImage = (name: string): boolean => name.startsWith(DEMO_IMAGE_PREFIX);
