import { type GalleryImageDto, galleryQueryKey } from "../../../../src/shared/gallery";
import type { GallerySection } from "../../../../src/shared/gallery-sections";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/galleries/{section}: a section's photos in their order. */
export const galleryImagesQuery = (section: GallerySection) => apiQuery<GalleryImageDto[]>(galleryQueryKey(section));
