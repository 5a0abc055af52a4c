import { labelledValues } from "./labelled-values";

/** The installation galleries: the eight sectors of spec §2 plus access control (decision 8). */
export const { values: gallerySections, labels: gallerySectionLabels } = labelledValues({
  aeroporti: "Aeroporti",
  ospedali: "Ospedali",
  "centri-commerciali": "Centri Commerciali",
  municipalizzate: "Municipalizzate",
  "hotel-resort": "Hotel & Resort",
  "fiere-eventi": "Fiere & Eventi",
  "aree-sosta-camion": "Aree Sosta Camion",
  "aree-stagionali": "Aree Stagionali",
  "controllo-accessi": "Controllo Accessi",
});
export type GallerySection = (typeof gallerySections)[number];

export function isGallerySection(value: string): value is GallerySection {
  return (gallerySections as readonly string[]).includes(value);
}
