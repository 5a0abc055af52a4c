import { GalleryBlock } from "../features/gallery/gallery-block";
import type { IslandHydration } from "../lib/islands";
import { withPageData } from "./page-data";

/** A gallery reads its photos through the API, with the page's query client. */
export const hydrate: IslandHydration = "visible";
export const component = withPageData(GalleryBlock);
