import type { ComponentType } from "react";
import { SiteHeader } from "../components/layout/site-header";
import { CookiePreferencesButton } from "../components/layout/cookie-preferences-button";
import { CookieBanner } from "../features/cookie-consent/cookie-banner";
import type { IslandName } from "../lib/islands";
import { LazyToaster } from "./lazy-toaster";
import { withSearchSuggestions } from "./search-suggestions";

/** An island's component, called with the props the server wrote beside it. */
// biome-ignore lint/suspicious/noExplicitAny: each island's props are checked where the server renders it; here they come from JSON.
type IslandComponent = ComponentType<any>;

/** An island that reads or writes through the API, given the page's query client. */
async function pageData(Component: IslandComponent): Promise<IslandComponent> {
  return (await import("./page-data")).withPageData(Component);
}

/**
 * The code of each island. The parts of every page are in the entry script; the others are
 * fetched when a page has them (the server preloads them). Keep each lazy one on one line:
 * scripts/build.ts finds its chunk by the module path imported there.
 */
export const islandComponents: Record<IslandName, () => IslandComponent | Promise<IslandComponent>> = {
  "site-header": () => withSearchSuggestions(SiteHeader),
  "cookie-banner": () => CookieBanner,
  "cookie-preferences-button": () => CookiePreferencesButton,
  toaster: () => LazyToaster,
  "gallery-block": async () => pageData((await import("../features/gallery/gallery-block")).GalleryBlock),
  "contact-form": async () => pageData((await import("../features/contact/contact-form")).ContactForm),
  "share-button": async () => (await import("../features/blog/share-button")).ShareButton,
  "article-images": async () => (await import("../features/blog/article-images")).ArticleImages,
  "map-section": async () => pageData((await import("../components/sections/map-section")).MapSection),
  "scroll-button": async () => (await import("../components/ui/scroll-button")).ScrollButton,
};
