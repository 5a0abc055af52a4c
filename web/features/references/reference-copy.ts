import type { LanguageCode } from "../../../src/shared/languages";
import type { NotFoundCopy } from "../../components/ui/page-states";

/** What the references' pages say, in each language they are read in (a language without its copy does not compile). */
export interface ReferenceCopy {
  list: {
    eyebrow: string;
    heading: string;
    intro: string;
    count: (total: number) => string;
    dossier: string;
    none: string;
    showAll: string;
    map: string;
    mapTitle: (count: string) => string;
    pages: string;
    previous: string;
    next: string;
    pageOf: (page: number, pages: number) => string;
    loading: string;
  };
  filters: {
    labels: Record<"settore" | "prodotto" | "regione" | "dimensione", { label: string; any: string }>;
    submit: string;
    active: string;
    remove: (label: string, value: string) => string;
    reset: string;
  };
  map: { empty: string; pick: string; credit: string; licence: string };
  page: {
    draft: string;
    trail: string;
    client: string;
    place: string;
    year: string;
    mapTitle: (comune: string, region: string) => string;
    sheet: string;
    figures: string;
    challenge: string;
    solution: string;
    result: string;
    products: string;
    moreIn: (sector: string) => string;
    notFound: NotFoundCopy;
    loading: string;
    cta: { title: string; text: string; request: string };
  };
}

const it: ReferenceCopy = {
  list: {
    eyebrow: "Referenze",
    heading: "Impianti realizzati",
    intro:
      "Parcheggi di ospedali, aeroporti, comuni e centri commerciali che gestiamo ogni giorno: filtra per settore, prodotto, regione e dimensione, o scegli un punto sulla mappa.",
    count: (total) => (total === 1 ? "1 referenza" : `${total} referenze`),
    dossier: "Scarica il fascicolo",
    none: "Nessuna referenza con questi filtri.",
    showAll: "Mostra tutte le referenze",
    map: "Mappa",
    mapTitle: (count) => `Mappa dell'Italia con ${count}`,
    pages: "Pagine delle referenze",
    previous: "Precedenti",
    next: "Successive",
    pageOf: (page, pages) => `Pagina ${page} di ${pages}`,
    loading: "Caricamento delle referenze",
  },
  filters: {
    labels: {
      settore: { label: "Settore", any: "Tutti i settori" },
      prodotto: { label: "Prodotto", any: "Tutti i prodotti" },
      regione: { label: "Regione", any: "Tutte le regioni" },
      dimensione: { label: "Dimensione", any: "Tutte le dimensioni" },
    },
    submit: "Filtra",
    active: "Filtri attivi",
    remove: (label, value) => `Togli il filtro ${label}: ${value}`,
    reset: "Azzera i filtri",
  },
  map: {
    empty: "Nessuna referenza sulla mappa con questi filtri.",
    pick: "Scegli un punto per aprire la referenza.",
    credit: "Confini delle regioni: MapSVG,",
    licence: "https://creativecommons.org/licenses/by/4.0/deed.it",
  },
  page: {
    draft: "Anteprima: questa referenza è una bozza e i visitatori non la vedono.",
    trail: "Percorso",
    client: "Cliente",
    place: "Luogo",
    year: "Anno",
    mapTitle: (comune, region) => `Mappa dell'Italia: ${comune}, ${region}`,
    sheet: "Scarica la scheda",
    figures: "I numeri dell'impianto",
    challenge: "La sfida",
    solution: "La soluzione",
    result: "Il risultato",
    products: "Prodotti utilizzati",
    moreIn: (sector) => `Altre referenze nel settore ${sector}`,
    notFound: {
      title: "Referenza non trovata",
      text: "La referenza che cerchi non esiste o non è più disponibile.",
      back: { to: "/referenze", label: "Tutte le referenze" },
    },
    loading: "Caricamento della referenza",
    cta: {
      title: "Un impianto simile per la tua struttura?",
      text: "Raccontaci il tuo parcheggio: ti proponiamo la soluzione e i riferimenti più vicini al tuo caso.",
      request: "Richiedi un sopralluogo",
    },
  },
};

const en: ReferenceCopy = {
  list: {
    eyebrow: "References",
    heading: "Installations we have delivered",
    intro:
      "Car parks at hospitals, airports, town councils and shopping centres that our systems run every day: filter by sector, product, region and size, or pick a point on the map.",
    count: (total) => (total === 1 ? "1 reference" : `${total.toLocaleString("en-GB")} references`),
    dossier: "Download the dossier (Italian)",
    none: "No references match these filters.",
    showAll: "Show all references",
    map: "Map",
    mapTitle: (count) => `Map of Italy with ${count}`,
    pages: "Pages of references",
    previous: "Previous",
    next: "Next",
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    loading: "Loading the references",
  },
  filters: {
    labels: {
      settore: { label: "Sector", any: "All sectors" },
      prodotto: { label: "Product", any: "All products" },
      regione: { label: "Region", any: "All regions" },
      dimensione: { label: "Size", any: "All sizes" },
    },
    submit: "Filter",
    active: "Active filters",
    remove: (label, value) => `Remove the ${label.toLowerCase()} filter: ${value}`,
    reset: "Clear the filters",
  },
  map: {
    empty: "No references on the map with these filters.",
    pick: "Pick a point to open the reference.",
    credit: "Region boundaries: MapSVG,",
    licence: "https://creativecommons.org/licenses/by/4.0/",
  },
  page: {
    draft: "Preview: this English version is a draft and visitors cannot see it.",
    trail: "Breadcrumb",
    client: "Client",
    place: "Location",
    year: "Year",
    mapTitle: (comune, region) => `Map of Italy: ${comune}, ${region}`,
    sheet: "Download the project sheet (Italian)",
    figures: "The installation in figures",
    challenge: "The challenge",
    solution: "The solution",
    result: "The result",
    products: "Products used",
    moreIn: (sector) => `More references in ${sector}`,
    notFound: {
      title: "Reference not found",
      text: "The reference you are looking for does not exist or is no longer available.",
      back: { to: "/en/references", label: "All references" },
    },
    loading: "Loading the reference",
    cta: {
      title: "A similar system for your site?",
      text: "Tell us about your car park: we will propose the solution and the references closest to your case.",
      request: "Request a site survey",
    },
  },
};

export const referenceCopy: Record<LanguageCode, ReferenceCopy> = { it, en };
