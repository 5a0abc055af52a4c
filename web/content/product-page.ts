import type { LanguageCode } from "../../src/shared/languages";
import type { ContentPagePath } from "../../src/shared/pages/site-links";
import { datasheetAddress } from "../../src/shared/site-addresses";
import type { Action, Block, ContentPage, HeroBlock } from "./types";

type Family = "/prodotti/automazione-parcheggi" | "/prodotti/pensiline-fotovoltaiche";

/** What every product page says in its own language: the family above its title, the call and the datasheet buttons. */
const shared: Record<LanguageCode, { families: Record<Family, string>; call: string; brochure: string }> = {
  it: {
    families: {
      "/prodotti/automazione-parcheggi": "Automazione Parcheggi",
      "/prodotti/pensiline-fotovoltaiche": "Pensiline Fotovoltaiche",
    },
    call: "Chiama ora",
    brochure: "Scarica la brochure",
  },
  en: {
    families: {
      "/prodotti/automazione-parcheggi": "Parking Automation",
      "/prodotti/pensiline-fotovoltaiche": "Solar Carports",
    },
    call: "Call now",
    brochure: "Download the datasheet (in Italian)",
  },
};

interface ProductPageCopy {
  path: ContentPagePath;
  /** The product family: a product page names it above its title and highlights its tab. */
  family: Family;
  /** The language the copy is written in; Italian unless said. */
  language?: LanguageCode;
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
export function productPage({ path, family, language = "it", meta, hero, action, blocks, cta }: ProductPageCopy): ContentPage {
  const words = shared[language];
  return {
    path,
    productCategory: family,
    meta,
    blocks: [
      {
        kind: "hero",
        eyebrow: words.families[family],
        title: hero.title,
        lead: hero.lead,
        actions: [hero.action ?? action, { label: words.call, call: "phone", variant: "secondary" }],
        illustration: hero.illustration,
      },
      ...blocks,
      {
        kind: "cta",
        title: cta.title,
        text: cta.text,
        actions: [action, { label: words.brochure, to: datasheetAddress(path), variant: "secondary" }],
      },
    ],
  };
}
