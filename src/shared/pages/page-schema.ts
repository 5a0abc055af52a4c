import { z } from "zod";
import { type BlockKind, blockSchema, heroBlockSchema } from "./block-schemas";
import { fieldRegistry, imageSrc, line, paragraph } from "./fields";
import { CONTENT_PAGE_PATHS } from "./site-links";

export const pageMetaSchema = z
  .object({
    title: line("Titolo della pagina (scheda del browser e motori di ricerca)", 70),
    description: paragraph("Descrizione per i motori di ricerca", 160),
    // A copy of the image field with its own label: registering the shared one would rename every image of the editor.
    image: imageSrc.clone().register(fieldRegistry, { label: "Immagine per i social", widget: "image-src" }).optional(),
    imageAlt: z
      .string()
      .trim()
      .max(300, { error: "Testo alternativo dell'immagine per i social: al massimo 300 caratteri" })
      .register(fieldRegistry, {
        label: "Testo alternativo dell'immagine per i social",
        help: "Obbligatorio quando scegli un'immagine per i social: lo leggono i lettori di schermo nelle anteprime dei link.",
      })
      .optional(),
    noindex: z
      .boolean({ error: "Nascondi ai motori di ricerca: scegli sì o no" })
      .register(fieldRegistry, {
        label: "Nascondi ai motori di ricerca (noindex)",
        help: "La pagina resta visibile sul sito, ma non compare su Google né nella mappa del sito.",
      })
      .optional(),
  })
  .superRefine((meta, ctx) => {
    if (meta.image && !meta.imageAlt) {
      ctx.addIssue({
        code: "custom",
        path: ["imageAlt"],
        message: "Immagine per i social: scrivi il testo alternativo",
      });
    }
  })
  // The editor's section for these fields: how an edit conflict names them too.
  .register(fieldRegistry, { label: "Intestazione della pagina" });

/** The part of a page staff edit: its head and its blocks, the first of which is the hero with the page's h1. */
export const pageContentSchema = z.object({
  meta: pageMetaSchema,
  blocks: z
    .tuple([heroBlockSchema], blockSchema, { error: "La pagina deve iniziare con il blocco di apertura" })
    .refine((blocks) => blocks.filter((b) => b.kind === "hero").length === 1, {
      error: "La pagina ha un solo blocco di apertura (il titolo principale)",
    }),
});

/** One marketing page: where it lives, how it sits in the navigation, and its content. */
export const contentPageSchema = pageContentSchema.extend({
  path: z.enum(CONTENT_PAGE_PATHS),
  /** Category whose tab is highlighted in the product tab strip. */
  productCategory: z.string().optional(),
  /** Show the breadcrumb trail above the content (it is always in the structured data). */
  showBreadcrumb: z.boolean().optional(),
  /** The page's name in the breadcrumb, when the navigation label is not the one to show. */
  breadcrumbLabel: z.string().optional(),
});

export type PageContent = z.infer<typeof pageContentSchema>;
export type ContentPage = z.infer<typeof contentPageSchema>;

/** A page as visitors get it: a built-in page, or one staff created (at an address of their choice). */
export type SitePage = Omit<ContentPage, "path"> & { path: string };

/** Block types staff may add to a page (the hero is always there, once). */
export const ADDABLE_BLOCK_KINDS = [
  "text",
  "cards",
  "stats",
  "steps",
  "lists",
  "table",
  "figures",
  "prose",
  "cta",
  "contact-info",
  "gallery",
  "clients",
  "certifications",
] as const satisfies readonly BlockKind[];

export type AddableBlockKind = (typeof ADDABLE_BLOCK_KINDS)[number];

/** The page's content part: what the editor works on. */
export const contentOf = (page: SitePage): PageContent => ({ meta: page.meta, blocks: page.blocks });
