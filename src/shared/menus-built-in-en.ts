import type { MenuLeaf, SiteMenus } from "./menus";

const page = (path: string) => ({ kind: "page" as const, path });

/** A leaf of the English menus: written with the Italian site path, which each page maps to its English address. */
const leaf = (path: string, label: string, description?: string): MenuLeaf => ({
  id: path.slice(1).replaceAll("/", "-"),
  label,
  link: page(path),
  ...(description ? { description } : {}),
});

const categories: MenuLeaf[] = [
  leaf("/prodotti/automazione-parcheggi", "Parking Automation", "Web2Park, VeroPark, ParkBasic, PayInPark and access control"),
  leaf("/prodotti/infomobilita", "Parking Guidance", "Info2Park and Go2Park: drivers guided to a free space"),
  leaf("/prodotti/pensiline-fotovoltaiche", "Solar Carports", "The Over system: solar power and EV charging"),
];

const sectors: MenuLeaf[] = [
  leaf("/applicazioni/aeroporti", "Airports", "Short and long stay with no queues at the gates"),
  leaf("/applicazioni/ospedali", "Hospitals", "Quick access for patients, visitors and staff"),
  leaf("/applicazioni/centri-commerciali", "Shopping Centres", "Free or timed parking that keeps shoppers coming back"),
  leaf("/applicazioni/municipalizzate", "Municipal Utilities", "Remotely managed city parking, more revenue for the council"),
  leaf("/applicazioni/hotel-resort", "Hotels & Resorts", "Guests recognised by their number plate, no waiting"),
  leaf("/applicazioni/fiere-eventi", "Trade Fairs & Events", "Peak crowds handled with pre-booking and fast gates"),
  leaf("/applicazioni/aree-sosta-camion", "Truck Parking", "Unstaffed HGV parks open around the clock"),
  leaf("/applicazioni/aree-stagionali", "Seasonal Parking", "Unstaffed tourist car parks with card payment"),
];

/**
 * The English menus built into the program. Links name the Italian pages: on an English page each
 * leads to the page's English version where there is one, else to the Italian page.
 */
export const builtInEnglishMenus: SiteMenus = {
  header: [
    { id: "home", label: "Home", link: page("/"), children: [] },
    { id: "prodotti", label: "Products and Solutions", link: null, children: categories },
    { id: "applicazioni", label: "Applications", link: page("/#applications"), children: sectors },
    { id: "servizi", label: "Services", link: page("/servizi"), children: [] },
    { id: "blog", label: "Blog", link: page("/blog"), children: [] },
    { id: "contatti", label: "Contact", link: page("/contatti"), children: [] },
  ],
  footer: [
    {
      id: "azienda",
      title: "Company",
      items: [
        { id: "chi-siamo", label: "About us", link: page("/") },
        { id: "footer-servizi", label: "Services", link: page("/servizi") },
        { id: "lavora-con-noi", label: "Careers", link: page("/contatti") },
        { id: "news", label: "News", link: page("/blog") },
        { id: "footer-contatti", label: "Contact", link: page("/contatti") },
      ],
    },
    {
      id: "soluzioni",
      title: "Solutions",
      name: "Products and solutions",
      items: categories.map((item) => ({ ...item, id: `footer-${item.id}` })),
    },
  ],
};
