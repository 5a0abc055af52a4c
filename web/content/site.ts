import { BUILT_IN_COMPANY_DESCRIPTION } from "../../src/shared/business-texts";
import type { GallerySection } from "../../src/shared/gallery-sections";
import type { SiteTexts } from "../../src/shared/pages/site-texts";

/** Navigation and shared copy of the site shell: one place for every link label. */

export interface NavItem {
  path: string;
  label: string;
  tagline: string;
}

export const productCategories: NavItem[] = [
  {
    path: "/prodotti/automazione-parcheggi",
    label: "Automazione Parcheggi",
    tagline: "Web2Park, VeroPark, ParkBasic, PayInPark e controllo accessi",
  },
  {
    path: "/prodotti/infomobilita",
    label: "Infomobilità",
    tagline: "Info2Park e Go2Park: guida al posto libero",
  },
  {
    path: "/prodotti/pensiline-fotovoltaiche",
    label: "Pensiline Fotovoltaiche",
    tagline: "Sistema Over: energia solare e ricarica elettrica",
  },
];

/** A sector's gallery section key is the last part of its path (spec §2). */
type SectorKey = Exclude<GallerySection, "controllo-accessi">;

export interface SectorItem extends NavItem {
  key: SectorKey;
}

export const sectors: SectorItem[] = [
  { key: "aeroporti", path: "/applicazioni/aeroporti", label: "Aeroporti", tagline: "Sosta breve e lunga senza code ai varchi" },
  {
    key: "ospedali",
    path: "/applicazioni/ospedali",
    label: "Ospedali",
    tagline: "Accessi rapidi per pazienti, visitatori e personale",
  },
  {
    key: "centri-commerciali",
    path: "/applicazioni/centri-commerciali",
    label: "Centri Commerciali",
    tagline: "Sosta gratuita o a tempo che fidelizza i clienti",
  },
  {
    key: "municipalizzate",
    path: "/applicazioni/municipalizzate",
    label: "Municipalizzate",
    tagline: "Sosta urbana gestita da remoto, più entrate per il Comune",
  },
  {
    key: "hotel-resort",
    path: "/applicazioni/hotel-resort",
    label: "Hotel & Resort",
    tagline: "Ospiti riconosciuti dalla targa, arrivi senza attese",
  },
  {
    key: "fiere-eventi",
    path: "/applicazioni/fiere-eventi",
    label: "Fiere & Eventi",
    tagline: "Picchi di afflusso gestiti con prevendita e varchi veloci",
  },
  {
    key: "aree-sosta-camion",
    path: "/applicazioni/aree-sosta-camion",
    label: "Aree Sosta Camion",
    tagline: "Aree per mezzi pesanti aperte h24, senza presidio",
  },
  {
    key: "aree-stagionali",
    path: "/applicazioni/aree-stagionali",
    label: "Aree Stagionali",
    tagline: "Parcheggi turistici non presidiati, pagamento con carta",
  },
];

/** Detail pages and the category each belongs to (decision 17). */
export const productDetails: { path: string; label: string; category: string }[] = [
  { path: "/prodotti/web2park", label: "Web2Park", category: "/prodotti/automazione-parcheggi" },
  { path: "/prodotti/park-basic", label: "Park Basic", category: "/prodotti/automazione-parcheggi" },
  { path: "/prodotti/veropark", label: "VeroPark", category: "/prodotti/automazione-parcheggi" },
  { path: "/prodotti/pay2park", label: "Pay-in-Park", category: "/prodotti/automazione-parcheggi" },
  { path: "/prodotti/controllo-accessi", label: "Controllo Accessi", category: "/prodotti/automazione-parcheggi" },
  { path: "/prodotti/sistemi-fotovoltaici", label: "Kit e robotica fotovoltaica", category: "/prodotti/pensiline-fotovoltaiche" },
];

/**
 * The header and footer texts staff may edit (not business facts), as built into the program:
 * the footer's mission sentence and the menus' one-line descriptions.
 */
export const builtInSiteTexts: SiteTexts = {
  mission: BUILT_IN_COMPANY_DESCRIPTION,
  taglines: Object.fromEntries(
    [...productCategories, ...sectors].map((item) => [item.path, item.tagline]),
  ) as SiteTexts["taglines"],
};
