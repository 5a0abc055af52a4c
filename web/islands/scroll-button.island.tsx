import { ScrollButton } from "../components/ui/scroll-button";
import type { IslandHydration } from "../lib/islands";

export const hydrate: IslandHydration = "interaction";
export const component = ScrollButton;
