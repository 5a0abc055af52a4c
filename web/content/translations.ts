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
    of: "/prodotti/automazione-parcheggi",
    address: "/en/products/parking-automation",
    id: "content/en/pages/prodotti/automazione-parcheggi",
    load: () => import("./en/pages/prodotti/automazione-parcheggi"),
  },
  {
    language: "en",
    of: "/prodotti/infomobilita",
    address: "/en/products/parking-guidance",
    id: "content/en/pages/prodotti/infomobilita",
    load: () => import("./en/pages/prodotti/infomobilita"),
  },
  {
    language: "en",
    of: "/prodotti/pensiline-fotovoltaiche",
    address: "/en/products/solar-carports",
    id: "content/en/pages/prodotti/pensiline-fotovoltaiche",
    load: () => import("./en/pages/prodotti/pensiline-fotovoltaiche"),
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
    of: "/prodotti/park-basic",
    address: "/en/products/park-basic",
    id: "content/en/pages/prodotti/park-basic",
    load: () => import("./en/pages/prodotti/park-basic"),
  },
  {
    language: "en",
    of: "/prodotti/veropark",
    address: "/en/products/veropark",
    id: "content/en/pages/prodotti/veropark",
    load: () => import("./en/pages/prodotti/veropark"),
  },
  {
    language: "en",
    of: "/prodotti/pay2park",
    address: "/en/products/pay2park",
    id: "content/en/pages/prodotti/pay2park",
    load: () => import("./en/pages/prodotti/pay2park"),
  },
  {
    language: "en",
    of: "/prodotti/controllo-accessi",
    address: "/en/products/access-control",
    id: "content/en/pages/prodotti/controllo-accessi",
    load: () => import("./en/pages/prodotti/controllo-accessi"),
  },
  {
    language: "en",
    of: "/prodotti/sistemi-fotovoltaici",
    address: "/en/products/photovoltaic-systems",
    id: "content/en/pages/prodotti/sistemi-fotovoltaici",
    load: () => import("./en/pages/prodotti/sistemi-fotovoltaici"),
  },
  {
    language: "en",
    of: "/applicazioni/aeroporti",
    address: "/en/applications/airports",
    id: "content/en/pages/applicazioni/aeroporti",
    load: () => import("./en/pages/applicazioni/aeroporti"),
  },
  {
    language: "en",
    of: "/applicazioni/ospedali",
    address: "/en/applications/hospitals",
    id: "content/en/pages/applicazioni/ospedali",
    load: () => import("./en/pages/applicazioni/ospedali"),
  },
  {
    language: "en",
    of: "/applicazioni/centri-commerciali",
    address: "/en/applications/shopping-centres",
    id: "content/en/pages/applicazioni/centri-commerciali",
    load: () => import("./en/pages/applicazioni/centri-commerciali"),
  },
  {
    language: "en",
    of: "/applicazioni/municipalizzate",
    address: "/en/applications/municipal-utilities",
    id: "content/en/pages/applicazioni/municipalizzate",
    load: () => import("./en/pages/applicazioni/municipalizzate"),
  },
  {
    language: "en",
    of: "/applicazioni/hotel-resort",
    address: "/en/applications/hotels-and-resorts",
    id: "content/en/pages/applicazioni/hotel-resort",
    load: () => import("./en/pages/applicazioni/hotel-resort"),
  },
  {
    language: "en",
    of: "/applicazioni/fiere-eventi",
    address: "/en/applications/trade-fairs-and-events",
    id: "content/en/pages/applicazioni/fiere-eventi",
    load: () => import("./en/pages/applicazioni/fiere-eventi"),
  },
  {
    language: "en",
    of: "/applicazioni/aree-sosta-camion",
    address: "/en/applications/truck-parking",
    id: "content/en/pages/applicazioni/aree-sosta-camion",
    load: () => import("./en/pages/applicazioni/aree-sosta-camion"),
  },
  {
    language: "en",
    of: "/applicazioni/aree-stagionali",
    address: "/en/applications/seasonal-parking",
    id: "content/en/pages/applicazioni/aree-stagionali",
    load: () => import("./en/pages/applicazioni/aree-stagionali"),
  },
  {
    language: "en",
    of: "/servizi",
    address: "/en/services",
    id: "content/en/pages/servizi",
    load: () => import("./en/pages/servizi"),
  },
  {
    language: "en",
    of: "/contatti",
    address: "/en/contact",
    id: "content/en/pages/contatti",
    load: () => import("./en/pages/contatti"),
  },
  {
    language: "en",
    of: "/privacy-policy",
    address: "/en/privacy-policy",
    id: "content/en/pages/privacy-policy",
    load: () => import("./en/pages/privacy-policy"),
  },
  {
    language: "en",
    of: "/cookie-policy",
    address: "/en/cookie-policy",
    id: "content/en/pages/cookie-policy",
    load: () => import("./en/pages/cookie-policy"),
  },
  {
    language: "en",
    of: "/termini-servizio",
    address: "/en/terms-of-service",
    id: "content/en/pages/termini-servizio",
    load: () => import("./en/pages/termini-servizio"),
  },
];

/**
 * The pages with code of their own that every language has, at its own address: the blog's list
 * (each language's articles are its own, and an article's translations are data, not rows here).
 */
const featurePages: readonly Translation[] = SITE_LANGUAGES.filter((language) => language.prefix !== "").map(
  (language): Translation => ({ language: language.code, of: "/blog", address: `${language.prefix}/blog` }),
);

/**
 * The lists with code of their own (web/app/routes.tsx) that have an English address,
 * which show there what staff published in that language. Their items (a reference's English version) have
 * addresses made from their data, and say their versions themselves (the route's `versions`).
 */
const translatedListPages: readonly Translation[] = [
  { language: "en", of: "/referenze", address: "/en/references" },
  { language: "en", of: "/documentazione", address: "/en/documents" },
];

/** The site's editions: its languages and the pages each has. */
export const siteEdition: Edition = createEdition(SITE_LANGUAGES, [...translatedPages, ...featurePages, ...translatedListPages]);
