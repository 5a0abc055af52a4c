import { ReferencePhotos } from "../features/references/reference-photos";
import type { IslandHydration } from "../lib/islands";

/** A reference's photos: the viewer opens at the first tap on one. */
export const hydrate: IslandHydration = "visible";
export const component = ReferencePhotos;
