import type { IslandHydration } from "../lib/islands";
import { LazyToaster } from "../components/ui/lazy-toaster";

/** What the server cannot show (a toast): hydrated as soon as the page has its code. */
export const hydrate: IslandHydration = "load";
export const component = LazyToaster;
