import type { z } from "zod";
import type {
  actionSchema,
  blockSchema,
  cardsBlockSchema,
  contactFormBlockSchema,
  contactInfoBlockSchema,
  contactTilesBlockSchema,
  ctaBlockSchema,
  figuresBlockSchema,
  galleryBlockSchema,
  heroBlockSchema,
  listsBlockSchema,
  mapBlockSchema,
  officeBlockSchema,
  productSystemSchema,
  proseBlockSchema,
  statsBlockSchema,
  stepsBlockSchema,
  systemsBlockSchema,
  tableBlockSchema,
  textBlockSchema,
} from "../../src/shared/pages/block-schemas";
import type { certificationsBlockSchema, clientsBlockSchema } from "../../src/shared/pages/proof-block-schemas";

/**
 * The types of page content are the zod schemas' (src/shared/pages), so the built-in pages,
 * the server's validation of staff edits and the editor's forms agree by construction.
 */
export type { ContentPage } from "../../src/shared/pages/page-schema";

/** A button or link in page copy: a site route, tel:, mailto: or https:, a phone call, or a scroll to a section. */
export type Action = z.infer<typeof actionSchema>;
export type HeroBlock = z.infer<typeof heroBlockSchema>;
export type TextBlock = z.infer<typeof textBlockSchema>;
export type CardsBlock = z.infer<typeof cardsBlockSchema>;
/** Headline figures. */
export type StatsBlock = z.infer<typeof statsBlockSchema>;
/** A product-system card of spec §3. */
export type ProductSystem = z.infer<typeof productSystemSchema>;
export type SystemsBlock = z.infer<typeof systemsBlockSchema>;
export type StepsBlock = z.infer<typeof stepsBlockSchema>;
/** Several titled bullet lists side by side. */
export type ListsBlock = z.infer<typeof listsBlockSchema>;
export type TableBlock = z.infer<typeof tableBlockSchema>;
/** Pictures with captions; `onError` says what a picture that fails to load becomes. */
export type FiguresBlock = z.infer<typeof figuresBlockSchema>;
/** Long-form text with headings (legal pages). */
export type ProseBlock = z.infer<typeof proseBlockSchema>;
export type CtaBlock = z.infer<typeof ctaBlockSchema>;
/** Phone, e-mail and a link to /contatti, from the settings. */
export type ContactInfoBlock = z.infer<typeof contactInfoBlockSchema>;
/** Phone, e-mail and WhatsApp tiles, from the settings. */
export type ContactTilesBlock = z.infer<typeof contactTilesBlockSchema>;
/** Head office, opening hours, technical support and the reasons to choose us. */
export type OfficeBlock = z.infer<typeof officeBlockSchema>;
/** The map frame, loaded only after consent to functional cookies (or on request). */
export type MapBlock = z.infer<typeof mapBlockSchema>;
/** The installation photos of one gallery section (the reusable gallery block of spec §2). */
export type GalleryBlock = z.infer<typeof galleryBlockSchema>;
/** The contact/quote request form. */
export type ContactFormBlock = z.infer<typeof contactFormBlockSchema>;
/** Client logos with their names, each optionally linked to its reference. */
export type ClientsBlock = z.infer<typeof clientsBlockSchema>;
/** Certifications with badge, issuer, number and expiry; an expired one is not shown. */
export type CertificationsBlock = z.infer<typeof certificationsBlockSchema>;
export type Block = z.infer<typeof blockSchema>;
