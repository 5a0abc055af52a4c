import { gallerySectionLabels } from "../../../src/shared/gallery-sections";

/**
 * The English of the words the page makers and the shared buttons write on many pages: the product families,
 * the sectors, the call and the datasheet. A page's own texts are in its module.
 */
export const glossary: Readonly<Record<string, string>> = {
  "Automazione Parcheggi": "Parking Automation",
  "Pensiline Fotovoltaiche": "Solar Carports",
  "Chiama ora": "Call now",
  Chiamaci: "Call us",
  "Scarica la brochure": "Download the datasheet (in Italian)",
  "Le nostre installazioni": "Our installations",
  [gallerySectionLabels.aeroporti]: "Airports",
  [gallerySectionLabels.ospedali]: "Hospitals",
  [gallerySectionLabels["centri-commerciali"]]: "Shopping Centres",
  [gallerySectionLabels.municipalizzate]: "Municipal Utilities",
  [gallerySectionLabels["hotel-resort"]]: "Hotels & Resorts",
  [gallerySectionLabels["fiere-eventi"]]: "Trade Fairs & Events",
  [gallerySectionLabels["aree-sosta-camion"]]: "Truck Parking",
  [gallerySectionLabels["aree-stagionali"]]: "Seasonal Parking",
};
