import { type GallerySection, gallerySectionLabels } from "../../src/shared/gallery-sections";
import type { LanguageCode } from "../../src/shared/languages";
import type { Block, CardsBlock, ContentPage, CtaBlock, HeroBlock } from "./types";

/** The sectors of spec §2 with a page of their own under /applicazioni. */
type Sector = Exclude<GallerySection, "controllo-accessi">;

/** What every sector page says in its own language: the sector's name and the title of its installations. */
const shared: Record<LanguageCode, { sectors: Record<Sector, string>; installations: string }> = {
  it: { sectors: gallerySectionLabels, installations: "Le nostre installazioni" },
  en: {
    sectors: {
      aeroporti: "Airports",
      ospedali: "Hospitals",
      "centri-commerciali": "Shopping Centres",
      municipalizzate: "Municipal Utilities",
      "hotel-resort": "Hotels & Resorts",
      "fiere-eventi": "Trade Fairs & Events",
      "aree-sosta-camion": "Truck Parking",
      "aree-stagionali": "Seasonal Parking",
    },
    installations: "Our installations",
  },
};

interface SectorPageCopy extends Pick<ContentPage, "showBreadcrumb" | "breadcrumbLabel" | "meta"> {
  sector: Sector;
  /** The language the copy is written in; Italian unless said. */
  language?: LanguageCode;
  /** The opening, under the sector's name. */
  hero: Omit<HeroBlock, "kind" | "eyebrow">;
  blocks: Block[];
  /** The closing call, after the installations made for the sector. */
  cta: Omit<CtaBlock, "kind">;
}

/**
 * A sector's page in the shape they all share: the opening under the sector's name, the sector's own sections,
 * then its installation gallery and the closing call.
 */
export function sectorPage({ sector, language = "it", hero, blocks, cta, ...rest }: SectorPageCopy): ContentPage {
  const words = shared[language];
  return {
    path: `/applicazioni/${sector}`,
    ...rest,
    blocks: [
      { kind: "hero", eyebrow: words.sectors[sector], ...hero },
      ...blocks,
      { kind: "gallery", id: "galleria", section: sector, title: words.installations },
      { kind: "cta", ...cta },
    ],
  };
}

type Card = CardsBlock["cards"][number];

/** A card that presents a sector under its name and leads to its page. */
export function sectorCard(
  sector: Sector,
  { text, icon, features }: Pick<Card, "text" | "icon" | "features">,
  language: LanguageCode = "it",
): Card {
  return { title: shared[language].sectors[sector], text, icon, features, to: `/applicazioni/${sector}` };
}
