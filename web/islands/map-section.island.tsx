import { MapSection } from "../components/sections/map-section";
import type { IslandHydration } from "../lib/islands";
import { withPageData } from "./page-data";

/** The map shows itself once on screen, after consent. */
export const hydrate: IslandHydration = "visible";
export const component = withPageData(MapSection);
