import { CONTACT_PREFILL_PARAMS } from "../../src/shared/contact/contact-options";
import type { ContentPagePath } from "../../src/shared/pages/site-links";
import type { ContentPage } from "./types";

export interface ContentPageEntry {
  path: ContentPagePath;
  /** Module path under web/, without extension: the route id and the key of its code chunk. */
  id: string;
  load: () => Promise<{ page: ContentPage }>;
  /**
   * Query parameters the page reads while rendering. Any other parameter (utm_*, gclid…) leaves
   * the page unchanged, so the server caches one copy for all of them.
   */
  searchParams?: readonly string[];
}

/** Every marketing page of the route table, loaded on demand (one small chunk each). */
export const contentPages: ContentPageEntry[] = [
  { path: "/", id: "content/pages/home", load: () => import("./pages/home") },
  {
    path: "/prodotti/automazione-parcheggi",
    id: "content/pages/prodotti/automazione-parcheggi",
    load: () => import("./pages/prodotti/automazione-parcheggi"),
  },
  {
    path: "/prodotti/infomobilita",
    id: "content/pages/prodotti/infomobilita",
    load: () => import("./pages/prodotti/infomobilita"),
  },
  {
    path: "/prodotti/pensiline-fotovoltaiche",
    id: "content/pages/prodotti/pensiline-fotovoltaiche",
    load: () => import("./pages/prodotti/pensiline-fotovoltaiche"),
  },
  { path: "/prodotti/web2park", id: "content/pages/prodotti/web2park", load: () => import("./pages/prodotti/web2park") },
  { path: "/prodotti/park-basic", id: "content/pages/prodotti/park-basic", load: () => import("./pages/prodotti/park-basic") },
  { path: "/prodotti/veropark", id: "content/pages/prodotti/veropark", load: () => import("./pages/prodotti/veropark") },
  { path: "/prodotti/pay2park", id: "content/pages/prodotti/pay2park", load: () => import("./pages/prodotti/pay2park") },
  {
    path: "/prodotti/controllo-accessi",
    id: "content/pages/prodotti/controllo-accessi",
    load: () => import("./pages/prodotti/controllo-accessi"),
  },
  {
    path: "/prodotti/sistemi-fotovoltaici",
    id: "content/pages/prodotti/sistemi-fotovoltaici",
    load: () => import("./pages/prodotti/sistemi-fotovoltaici"),
  },
  {
    path: "/applicazioni/aeroporti",
    id: "content/pages/applicazioni/aeroporti",
    load: () => import("./pages/applicazioni/aeroporti"),
  },
  {
    path: "/applicazioni/ospedali",
    id: "content/pages/applicazioni/ospedali",
    load: () => import("./pages/applicazioni/ospedali"),
  },
  {
    path: "/applicazioni/centri-commerciali",
    id: "content/pages/applicazioni/centri-commerciali",
    load: () => import("./pages/applicazioni/centri-commerciali"),
  },
  {
    path: "/applicazioni/municipalizzate",
    id: "content/pages/applicazioni/municipalizzate",
    load: () => import("./pages/applicazioni/municipalizzate"),
  },
  {
    path: "/applicazioni/hotel-resort",
    id: "content/pages/applicazioni/hotel-resort",
    load: () => import("./pages/applicazioni/hotel-resort"),
  },
  {
    path: "/applicazioni/fiere-eventi",
    id: "content/pages/applicazioni/fiere-eventi",
    load: () => import("./pages/applicazioni/fiere-eventi"),
  },
  {
    path: "/applicazioni/aree-sosta-camion",
    id: "content/pages/applicazioni/aree-sosta-camion",
    load: () => import("./pages/applicazioni/aree-sosta-camion"),
  },
  {
    path: "/applicazioni/aree-stagionali",
    id: "content/pages/applicazioni/aree-stagionali",
    load: () => import("./pages/applicazioni/aree-stagionali"),
  },
  { path: "/servizi", id: "content/pages/servizi", load: () => import("./pages/servizi") },
  {
    path: "/contatti",
    id: "content/pages/contatti",
    load: () => import("./pages/contatti"),
    searchParams: CONTACT_PREFILL_PARAMS,
  },
  { path: "/privacy-policy", id: "content/pages/privacy-policy", load: () => import("./pages/privacy-policy") },
  { path: "/cookie-policy", id: "content/pages/cookie-policy", load: () => import("./pages/cookie-policy") },
  { path: "/termini-servizio", id: "content/pages/termini-servizio", load: () => import("./pages/termini-servizio") },
];
