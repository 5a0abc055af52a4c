import { ShareButton } from "../features/blog/share-button";
import type { IslandHydration } from "../lib/islands";

export const hydrate: IslandHydration = "interaction";
export const component = ShareButton;
