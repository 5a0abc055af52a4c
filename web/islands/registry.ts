import type { ComponentType } from "react";
import { SiteHeader } from "../components/layout/site-header";
import { CookiePreferencesButton } from "../components/layout/cookie-preferences-button";
import { CookieBanner } from "../features/cookie-consent/cookie-banner";
import type { IslandName } from "../lib/islands";
import { LazyToaster } from "./lazy-toaster";

/** An island's component, called with the props the server wrote beside it. */
// biome-ignore lint/suspicious/noExplicitAny: each island's props are checked where the server renders it; here they come from JSON.
type IslandComponent = ComponentType<any>;

/**
 * The code of each island. The parts of every page are in the entry script; the others are
 * fetched when a page has them (the server preloads them).
 */
export const islandComponents: Record<IslandName, () => IslandComponent | Promise<IslandComponent>> = {
  "site-header": () => SiteHeader,
  "cookie-banner": () => CookieBanner,
  "cookie-preferences-button": () => CookiePreferencesButton,
  toaster: () => LazyToaster,
  "gallery-block": async () => (await import("../features/gallery/gallery-block")).GalleryBlock,
  "contact-form": async () => (await import("../features/contact/contact-form")).ContactForm,
  "share-button": async () => (await import("../features/blog/share-button")).ShareButton,
  "article-images": async () => (await import("../features/blog/article-images")).ArticleImages,
  "map-section": async () => (await import("../components/sections/map-section")).MapSection,
  "scroll-button": async () => (await import("../components/ui/action-link")).ScrollButton,
};
