import type { GallerySection } from "../gallery-sections";
import type { ReferenceProduct, ReferenceSize } from "./reference-fields";

/**
 * The facts of a reference as the English edition names them: the sectors and products as the English
 * pages and menus call them, the sizes and the client of a reference whose name may not be published.
 * Region and comune names stay Italian, as on a map.
 */
export const englishSectorLabels: Record<GallerySection, string> = {
  aeroporti: "Airports",
  ospedali: "Hospitals",
  "centri-commerciali": "Shopping Centres",
  municipalizzate: "Municipal Utilities",
  "hotel-resort": "Hotels & Resorts",
  "fiere-eventi": "Trade Fairs & Events",
  "aree-sosta-camion": "Truck Parking",
  "aree-stagionali": "Seasonal Parking",
  "controllo-accessi": "Access Control",
};

export const englishProductLabels: Record<ReferenceProduct, string> = {
  "automazione-parcheggi": "Parking Automation",
  web2park: "Web2Park",
  veropark: "VeroPark",
  "park-basic": "Park Basic",
  pay2park: "Pay-in-Park",
  "controllo-accessi": "Access Control",
  infomobilita: "Parking Guidance",
  "pensiline-fotovoltaiche": "Solar Carports",
  "sistemi-fotovoltaici": "Solar kits and robotics",
};

export const englishSizeLabels: Record<ReferenceSize, string> = {
  piccolo: "Up to 300 spaces",
  medio: "301 to 1,000 spaces",
  grande: "Over 1,000 spaces",
};

/** What English visitors read for the client of each sector when its name may not be published. */
export const englishAnonymousClients: Record<GallerySection, string> = {
  aeroporti: "Airport",
  ospedali: "Hospital",
  "centri-commerciali": "Shopping centre",
  municipalizzate: "Municipality",
  "hotel-resort": "Hotel or resort",
  "fiere-eventi": "Exhibition centre",
  "aree-sosta-camion": "Truck park",
  "aree-stagionali": "Seasonal car park",
  "controllo-accessi": "Access-controlled site",
};
