import { createEdition, type Edition, SITE_LANGUAGES, type Translation } from "../../src/shared/editions";
import type { ContentPagePath } from "../../src/shared/pages/site-links";
import type { ContentPage } from "./types";

/** A translation's module under web/content/<language>/pages: its copy and its addresses. */
interface TranslationModule {
  page: ContentPage;
  address: string;
  formerAddresses?: readonly string[];
}

export interface TranslatedPage extends Translation {
  of: ContentPagePath;
  /** Module path under web/, without extension: the route id and the key of its code chunk. */
  id: string;
  load: () => Promise<TranslationModule>;
}

/**
 * Every built-in page written in another language: one row per module of web/content/<language>/pages,
 * whose `address` and `formerAddresses` it repeats for the route table (a test holds them equal).
 * A page with no row here has no address in that language.
 */
export const translatedPages: readonly TranslatedPage[] = [
  { language: "en", of: "/", address: "/en", id: "content/en/pages/home", load: () => import("./en/pages/home") },
  {
    language: "en",
    of: "/contatti",
    address: "/en/contact",
    id: "content/en/pages/contatti",
    load: () => import("./en/pages/contatti"),
  },
  {
    language: "en",
    of: "/prodotti/web2park",
    address: "/en/products/web2park",
    id: "content/en/pages/prodotti/web2park",
    load: () => import("./en/pages/prodotti/web2park"),
  },
  {
    language: "en",
    of: "/applicazioni/aeroporti",
    address: "/en/applications/airports",
    id: "content/en/pages/applicazioni/aeroporti",
    load: () => import("./en/pages/applicazioni/aeroporti"),
  },
];

/** The site's editions: its languages and the pages each has. */
export const siteEdition: Edition = createEdition(SITE_LANGUAGES, translatedPages);
