/** The installation galleries: the eight sectors of spec §2 plus access control (decision 8). */
export const gallerySections = [
  "aeroporti",
  "ospedali",
  "centri-commerciali",
  "municipalizzate",
  "hotel-resort",
  "fiere-eventi",
  "aree-sosta-camion",
  "aree-stagionali",
  "controllo-accessi",
] as const;

export type GallerySection = (typeof gallerySections)[number];

export const gallerySectionLabels: Record<GallerySection, string> = {
  aeroporti: "Aeroporti",
  ospedali: "Ospedali",
  "centri-commerciali": "Centri Commerciali",
  municipalizzate: "Municipalizzate",
  "hotel-resort": "Hotel & Resort",
  "fiere-eventi": "Fiere & Eventi",
  "aree-sosta-camion": "Aree Sosta Camion",
  "aree-stagionali": "Aree Stagionali",
  "controllo-accessi": "Controllo Accessi",
};

export function isGallerySection(value: string): value is GallerySection {
  return (gallerySections as readonly string[]).includes(value);
}
