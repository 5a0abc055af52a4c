import { GateOrigin } from "../features/documents/gate-origin";
import type { IslandHydration } from "../lib/islands";

/** At once: the time the form takes to fill in is measured from when it appears. */
export const hydrate: IslandHydration = "load";
export const component = GateOrigin;
