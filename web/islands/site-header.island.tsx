import { SiteHeader } from "../components/layout/site-header";
import type { IslandHydration } from "../lib/islands";
import { withSearchSuggestions } from "./search-suggestions";

/** The header: its menu and search box come to life at the first pointer, touch, focus or key inside it. */
export const hydrate: IslandHydration = "interaction";
export const component = withSearchSuggestions(SiteHeader);
