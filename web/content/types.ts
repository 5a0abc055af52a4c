import type { GallerySection } from "../../src/shared/gallery-sections";
import type { IconName } from "../components/ui/icons";

/** A button or link in page copy: an internal path (with ?query or #anchor), or a phone call. */
export type Action =
  | { label: string; to: string; variant?: "primary" | "secondary" }
  | { label: string; call: "phone" | "phoneSeasonal"; variant?: "primary" | "secondary" };

export interface HeroBlock {
  kind: "hero";
  id?: string;
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  lead: string;
  actions?: Action[];
}

export interface TextBlock {
  kind: "text";
  id?: string;
  eyebrow?: string;
  title: string;
  paragraphs: string[];
}

export interface Card {
  title: string;
  text: string;
  icon?: IconName;
  features?: string[];
  to?: string;
  linkLabel?: string;
}

export interface CardsBlock {
  kind: "cards";
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  columns?: 2 | 3 | 4;
  cards: Card[];
}

export interface CtaBlock {
  kind: "cta";
  id?: string;
  title: string;
  text: string;
  actions: Action[];
}

/** Phone, e-mail and a link to /contatti, from the settings. */
export interface ContactInfoBlock {
  kind: "contact-info";
  id?: string;
  title: string;
  text: string;
}

/** The installation photos of one gallery section (the reusable gallery block of spec §2). */
export interface GalleryBlock {
  kind: "gallery";
  id?: string;
  section: GallerySection;
  /** Defaults to 'Galleria'. */
  title?: string;
  /** Defaults to 3. */
  columns?: 2 | 3 | 4;
}

/** The contact/quote request form. */
export interface ContactFormBlock {
  kind: "contact-form";
  id?: string;
  title: string;
  intro?: string;
}

export type Block = HeroBlock | TextBlock | CardsBlock | CtaBlock | ContactInfoBlock | GalleryBlock | ContactFormBlock;

/** One marketing page: its head and its blocks, rendered by the content-page template. */
export interface ContentPage {
  path: string;
  meta: { title: string; description: string };
  /** Category whose tab is highlighted in the product tab strip. */
  productCategory?: string;
  blocks: [HeroBlock, ...Block[]];
}
