import type { MenuLeaf, SiteMenus } from "./menus";

const page = (path: string) => ({ kind: "page" as const, path });

const leaf = (path: string, label: string): MenuLeaf => ({ id: path.slice(1).replaceAll("/", "-"), label, link: page(path) });

/** The three product categories (their one-line descriptions are among the site texts). */
const categories: MenuLeaf[] = [
  leaf("/prodotti/automazione-parcheggi", "Automazione Parcheggi"),
  leaf("/prodotti/infomobilita", "Infomobilità"),
  leaf("/prodotti/pensiline-fotovoltaiche", "Pensiline Fotovoltaiche"),
];

/** The eight sectors. */
const sectors: MenuLeaf[] = [
  leaf("/applicazioni/aeroporti", "Aeroporti"),
  leaf("/applicazioni/ospedali", "Ospedali"),
  leaf("/applicazioni/centri-commerciali", "Centri Commerciali"),
  leaf("/applicazioni/municipalizzate", "Municipalizzate"),
  leaf("/applicazioni/hotel-resort", "Hotel & Resort"),
  leaf("/applicazioni/fiere-eventi", "Fiere & Eventi"),
  leaf("/applicazioni/aree-sosta-camion", "Aree Sosta Camion"),
  leaf("/applicazioni/aree-stagionali", "Aree Stagionali"),
];

/**
 * The menus built into the program: what visitors see until staff publish their own, and what
 * 'ripristina i menu originali' brings back. On a phone 'Applicazioni' leads to the home page's
 * sectors (its own link, with a button beside it for its items), 'Prodotti e Soluzioni' (no link)
 * opens its three categories.
 * Kept free of zod: the header island carries it.
 */
export const builtInMenus: SiteMenus = {
  header: [
    { id: "home", label: "Home", link: page("/"), children: [] },
    { id: "prodotti", label: "Prodotti e Soluzioni", link: null, children: categories },
    { id: "applicazioni", label: "Applicazioni", link: page("/#applications"), children: sectors },
    { id: "servizi", label: "Servizi", link: page("/servizi"), children: [] },
    { id: "blog", label: "Blog", link: page("/blog"), children: [] },
    { id: "contatti", label: "Contatti", link: page("/contatti"), children: [] },
  ],
  footer: [
    {
      id: "azienda",
      title: "Azienda",
      items: [
        { id: "chi-siamo", label: "Chi siamo", link: page("/") },
        { id: "footer-servizi", label: "Servizi", link: page("/servizi") },
        { id: "lavora-con-noi", label: "Lavora con noi", link: page("/contatti") },
        { id: "news", label: "News", link: page("/blog") },
        { id: "footer-contatti", label: "Contatti", link: page("/contatti") },
      ],
    },
    {
      id: "soluzioni",
      title: "Soluzioni",
      name: "Prodotti e soluzioni",
      items: categories.map((item) => ({ ...item, id: `footer-${item.id}` })),
    },
  ],
};
