import { ArticleImages } from "../features/blog/article-images";
import type { IslandHydration } from "../lib/islands";

/** An article's pictures: those that failed are replaced once they are on screen. */
export const hydrate: IslandHydration = "visible";
export const component = ArticleImages;
