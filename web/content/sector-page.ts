import { type GallerySection, gallerySectionLabels } from "../../src/shared/gallery-sections";
import type { Block, CardsBlock, ContentPage, CtaBlock, HeroBlock } from "./types";

/** The sectors of spec §2 with a page of their own under /applicazioni. */
type Sector = Exclude<GallerySection, "controllo-accessi">;

interface SectorPageCopy extends Pick<ContentPage, "showBreadcrumb" | "breadcrumbLabel" | "meta"> {
  sector: Sector;
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
export function sectorPage({ sector, hero, blocks, cta, ...rest }: SectorPageCopy): ContentPage {
  return {
    path: `/applicazioni/${sector}`,
    ...rest,
    blocks: [
      { kind: "hero", eyebrow: gallerySectionLabels[sector], ...hero },
      ...blocks,
      { kind: "gallery", id: "galleria", section: sector, title: "Le nostre installazioni" },
      { kind: "cta", ...cta },
    ],
  };
}

type Card = CardsBlock["cards"][number];

/** A card that presents a sector under its name and leads to its page. */
export function sectorCard(sector: Sector, { text, icon, features }: Pick<Card, "text" | "icon" | "features">): Card {
  return { title: gallerySectionLabels[sector], text, icon, features, to: `/applicazioni/${sector}` };
}
