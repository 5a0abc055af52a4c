import type { ContentPagePath } from "../../src/shared/pages/site-links";
import { datasheetAddress } from "../../src/shared/site-addresses";
import type { Action, Block, ContentPage, HeroBlock } from "./types";

type Family = "/prodotti/automazione-parcheggi" | "/prodotti/pensiline-fotovoltaiche";

/** The product families, as a product page names them above its title. */
const families: Record<Family, string> = {
  "/prodotti/automazione-parcheggi": "Automazione Parcheggi",
  "/prodotti/pensiline-fotovoltaiche": "Pensiline Fotovoltaiche",
};

interface ProductPageCopy {
  path: ContentPagePath;
  /** The product family: a product page names it above its title and highlights its tab. */
  family: Family;
  meta: ContentPage["meta"];
  /** The opening, which offers the product's first step (or an action of its own), then a phone call. */
  hero: Pick<HeroBlock, "title" | "lead" | "illustration"> & { action?: Action };
  /** The product's first step (a demo, a survey, a quote): in the opening and again in the closing call. */
  action: Action;
  blocks: Block[];
  /** The closing call: the product's first step, then its datasheet. */
  cta: { title: string; text: string };
}

/** A page of one product, in the shape every product page shares: opening, the product's own sections, closing call. */
export function productPage({ path, family, meta, hero, action, blocks, cta }: ProductPageCopy): ContentPage {
  return {
    path,
    productCategory: family,
    meta,
    blocks: [
      {
        kind: "hero",
        eyebrow: families[family],
        title: hero.title,
        lead: hero.lead,
        actions: [hero.action ?? action, { label: "Chiama ora", call: "phone", variant: "secondary" }],
        illustration: hero.illustration,
      },
      ...blocks,
      {
        kind: "cta",
        title: cta.title,
        text: cta.text,
        actions: [action, { label: "Scarica la brochure", to: datasheetAddress(path), variant: "secondary" }],
      },
    ],
  };
}
