import type { ComponentType } from "react";

/**
 * When a visitor's browser brings an island to life. Until then it is the server's HTML, which
 * looks the same; what is not hydrated costs the page nothing while it first paints.
 * - `load`: as soon as the page has its code: what the server cannot show (toasts);
 * - `visible`: once it is on screen: what does something on its own when mounted (the map shows
 *   itself after consent, pictures that failed are replaced, the contact form enables its send
 *   button, which stays disabled until its code can check the form);
 * - `interaction`: at the first pointer, touch, focus or key inside it, before that event reaches it
 *   (the cookie banner also when the choice changes elsewhere: «Preferenze cookie», another tab).
 */
export type IslandHydration = "load" | "visible" | "interaction";

/**
 * An island: an interactive part of a public page that a visitor's browser brings to life on its own
 * (web/entry.islands.tsx) instead of running the whole page again; the rest of the page is the
 * server's HTML, links are plain links. Each is one file, web/islands/<name>.island.tsx, named after
 * it and exporting this; the server renders it with `island(name, Component)`.
 */
export interface IslandModule {
  /** Called with the props the server wrote beside it. */
  // biome-ignore lint/suspicious/noExplicitAny: each island's props are checked where the server renders it; here they come from JSON.
  component: ComponentType<any>;
  hydrate: IslandHydration;
  /** Runs once the page's islands are found, before any is hydrated; `hydrateNow` brings this one to life. */
  prepare?: (element: HTMLElement, hydrateNow: () => void) => void;
}

/**
 * The page data islands read (the business facts, the header and footer texts, gallery photos):
 * the only queries a page hydrated island by island carries to the browser.
 */
const ISLAND_DATA_PREFIXES = ["/api/settings", "/api/pages/site-texts", "/api/galleries"];

export const isIslandData = (queryKey: readonly unknown[]): boolean =>
  ISLAND_DATA_PREFIXES.some((prefix) => String(queryKey[0] ?? "").startsWith(prefix));
