import type { GallerySection } from "../../src/shared/gallery-sections";
import type { IconName } from "../components/ui/icons";

type Variant = { variant?: "primary" | "secondary" };

/** A button or link in page copy: an internal path (with ?query or #anchor), a phone call, or a scroll to a section. */
export type Action =
  | ({ label: string; to: string } & Variant)
  | ({ label: string; call: "phone" | "phoneSeasonal" } & Variant)
  | ({ label: string; scrollTo: string } & Variant);

/** A drawing or photo: a bundled illustration name or any image path (spec §2 image rules apply). */
interface Illustration {
  src: string;
  alt: string;
}

export interface HeroBlock {
  kind: "hero";
  id?: string;
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  lead: string;
  actions?: Action[];
  illustration?: Illustration;
}

export interface TextBlock {
  kind: "text";
  id?: string;
  eyebrow?: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
  illustration?: Illustration;
}

interface Card {
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

/** Headline figures. */
export interface StatsBlock {
  kind: "stats";
  id?: string;
  title?: string;
  items: { value: string; label: string }[];
}

/** A product-system card of spec §3. */
export interface ProductSystem {
  id: "web2park" | "veropark" | "parkbasic" | "payinpark" | "info2park" | "go2park";
  name: string;
  subtitle: string;
  description: string;
  icon: IconName;
  gradient: "blue" | "teal" | "indigo" | "green" | "amber" | "sky";
  features: string[];
  image: Illustration;
  to?: string;
}

export interface SystemsBlock {
  kind: "systems";
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  systems: ProductSystem[];
}

export interface StepsBlock {
  kind: "steps";
  id?: string;
  title: string;
  intro?: string;
  steps: { title: string; text: string }[];
}

/** Several titled bullet lists side by side. */
export interface ListsBlock {
  kind: "lists";
  id?: string;
  title: string;
  intro?: string;
  lists: { title: string; icon?: IconName; items: string[] }[];
}

export interface TableBlock {
  kind: "table";
  id?: string;
  title: string;
  intro?: string;
  caption: string;
  columns: string[];
  rows: string[][];
}

/** Pictures with captions; `onError` says what a picture that fails to load becomes. */
export interface FiguresBlock {
  kind: "figures";
  id?: string;
  title: string;
  intro?: string;
  figures: { image: Illustration; caption: string }[];
  onError?: "fallback" | "hide" | "grey";
}

/** Long-form text with headings (legal pages). */
export interface ProseBlock {
  kind: "prose";
  id?: string;
  updated: string;
  sections: { heading: string; paragraphs?: string[]; items?: string[] }[];
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

/** Phone, e-mail and WhatsApp tiles, from the settings. */
export interface ContactTilesBlock {
  kind: "contact-tiles";
  id?: string;
}

/** Head office, opening hours, technical support and the reasons to choose us. */
export interface OfficeBlock {
  kind: "office";
  id?: string;
  title: string;
  support: string;
  reasonsTitle: string;
  reasons: { title: string; text: string }[];
}

/** The map frame, loaded only after consent to functional cookies (or on request). */
export interface MapBlock {
  kind: "map";
  id?: string;
  title: string;
  directions: string;
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

export type Block =
  | HeroBlock
  | TextBlock
  | CardsBlock
  | StatsBlock
  | SystemsBlock
  | StepsBlock
  | ListsBlock
  | TableBlock
  | FiguresBlock
  | ProseBlock
  | CtaBlock
  | ContactInfoBlock
  | ContactTilesBlock
  | OfficeBlock
  | MapBlock
  | GalleryBlock
  | ContactFormBlock;

/** One marketing page: its head and its blocks, rendered by the content-page template. */
export interface ContentPage {
  path: string;
  meta: { title: string; description: string };
  /** Category whose tab is highlighted in the product tab strip. */
  productCategory?: string;
  /** Show the breadcrumb trail above the content (it is always in the structured data). */
  showBreadcrumb?: boolean;
  /** The page's name in the breadcrumb, when the navigation label is not the one to show. */
  breadcrumbLabel?: string;
  blocks: [HeroBlock, ...Block[]];
}
