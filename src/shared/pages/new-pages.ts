import { z } from "zod";
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from "../slug";
import type { PageContent } from "./page-schema";
import { RESERVED_FIRST_SEGMENTS } from "../site-addresses";
import { CONTENT_PAGE_PATHS } from "./site-links";
import { PAGE_TEMPLATES, type PageTemplate } from "./page-templates";

/** The new-page form reads the templates beside the page's schema. */
export { PAGE_TEMPLATES, pageTemplateLabels } from "./page-templates";
import { placeholders } from "./template-placeholders";

/** Where a page staff create sits: under the products, under the sectors, or at the top of the site. */
export const PAGE_PARENTS = ["", "prodotti", "applicazioni"] as const;
export type PageParent = (typeof PAGE_PARENTS)[number];

export const pageParentLabels: Record<PageParent, string> = {
  "": "Primo livello (/indirizzo)",
  prodotti: "Prodotti e Soluzioni (/prodotti/indirizzo)",
  applicazioni: "Applicazioni (/applicazioni/indirizzo)",
};

const builtInPaths = new Set<string>(CONTENT_PAGE_PATHS);

export const newPageMessages = {
  titleRequired: "Titolo: campo obbligatorio",
  titleTooLong: "Titolo: al massimo 70 caratteri",
  badParent: "Sezione: scegli dove mettere la pagina",
  badTemplate: "Modello: scegli un modello dall'elenco",
  slugRequired: "Indirizzo: campo obbligatorio",
  slugTooLong: `Indirizzo: al massimo ${SLUG_MAX_LENGTH} caratteri`,
  slugShape: "Indirizzo: usa solo lettere minuscole senza accenti, numeri e trattini (per esempio nuova-pagina)",
  reserved: (path: string) => `L'indirizzo ${path} è riservato al sito: scegline un altro`,
  builtIn: (path: string) => `L'indirizzo ${path} è già di una pagina del sito`,
  taken: (path: string) => `L'indirizzo ${path} è già usato da un'altra pagina`,
  notFound: "Pagina non trovata",
  notCreated: "Solo le pagine create dallo staff possono essere eliminate",
  badOutcome: "Scegli cosa diventa l'indirizzo: 410 (non esiste più) o 301 verso un'altra pagina",
  targetRequired: "Indica la pagina verso cui reindirizzare",
  targetSelf: "La pagina di destinazione non può essere quella che elimini",
  targetUnknown: "Scegli come destinazione una pagina del sito",
  redirected: (path: string) =>
    `L'indirizzo ${path} ha un reindirizzamento: eliminalo prima da Reindirizzamenti, oppure scegli un altro indirizzo`,
  badWhen: "Data di pubblicazione non valida",
  whenPast: "La pubblicazione programmata deve essere nel futuro",
  noDraft: "Non c'è una bozza da programmare: salva prima la bozza",
  notScheduled: "La pagina non ha una pubblicazione programmata",
} as const;

/** The address of a page: `/slug` or `/parent/slug`. */
export const pagePath = (parent: PageParent, slug: string) => (parent ? `/${parent}/${slug}` : `/${slug}`);

/**
 * The slug staff typed, as the blog makes its slugs: lower-case, accents transliterated ('Perché' -> 'perche');
 * empty input takes the title's.
 */
const slugInput = z
  .string()
  .trim()
  .max(SLUG_MAX_LENGTH * 2, { error: newPageMessages.slugTooLong })
  .optional();

export const newPageSchema = z
  .object({
    title: z
      .string({ error: newPageMessages.titleRequired })
      .trim()
      .min(1, { error: newPageMessages.titleRequired })
      .max(70, { error: newPageMessages.titleTooLong }),
    parent: z.enum(PAGE_PARENTS, { error: newPageMessages.badParent }),
    slug: slugInput,
    template: z.enum(PAGE_TEMPLATES, { error: newPageMessages.badTemplate }),
  })
  .transform((input, ctx) => {
    const slug = slugify(input.slug || input.title);
    if (!slug) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: newPageMessages.slugRequired });
      return z.NEVER;
    }
    if (!SLUG_PATTERN.test(slug)) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: newPageMessages.slugShape });
      return z.NEVER;
    }
    const path = pagePath(input.parent, slug);
    const clash = addressClash(path);
    if (clash) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: clash });
      return z.NEVER;
    }
    return { title: input.title, parent: input.parent, slug, template: input.template, path };
  });

export type NewPageInput = z.input<typeof newPageSchema>;
export type NewPage = z.output<typeof newPageSchema>;

/** Why a page cannot have this address (a built-in page, an area of the program), or null. */
function addressClash(path: string): string | null {
  if (builtInPaths.has(path)) return newPageMessages.builtIn(path);
  const first = path.split("/")[1] ?? "";
  if (RESERVED_FIRST_SEGMENTS.has(first)) return newPageMessages.reserved(path);
  return null;
}

/** What a deleted page's address becomes. */
export const pageDeletionSchema = z.discriminatedUnion(
  "outcome",
  [
    z.object({ outcome: z.literal("gone") }),
    z.object({
      outcome: z.literal("moved"),
      target: z
        .string({ error: newPageMessages.targetRequired })
        .trim()
        .min(1, { error: newPageMessages.targetRequired })
        .regex(/^\/[^\s?#]*$/, { error: newPageMessages.targetRequired }),
    }),
  ],
  { error: newPageMessages.badOutcome },
);

export type PageDeletion = z.infer<typeof pageDeletionSchema>;

/** 'Programma la pubblicazione': the draft goes live at this minute. */
export const pageScheduleSchema = z.object({
  publish_at: z
    .string({ error: newPageMessages.badWhen })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: newPageMessages.badWhen })
    .transform((value) => new Date(value).toISOString())
    .refine((value) => Date.parse(value) > Date.now(), { error: newPageMessages.whenPast }),
});

const ACTIONS_TO_CONTACT = [{ label: "Richiedi informazioni", to: "/contatti" }];

/** The content a new page starts with: valid blocks with placeholder copy to overwrite. */
export function templateContent(template: PageTemplate, title: string): PageContent {
  const meta = { title, description: `${title}: ${placeholders.description}` };
  const hero = { kind: "hero" as const, title, lead: placeholders.lead };
  const cta = {
    kind: "cta" as const,
    title: "Parliamo del tuo progetto",
    text: "Raccontaci le tue esigenze: ti rispondiamo entro 24 ore.",
    actions: ACTIONS_TO_CONTACT,
  };
  switch (template) {
    case "vuota":
      return { meta, blocks: [hero] };
    case "prodotto":
      return {
        meta,
        blocks: [
          { ...hero, eyebrow: "Prodotto" },
          {
            kind: "cards",
            title: "Caratteristiche principali",
            columns: 3,
            cards: [
              { title: placeholders.firstFeature, text: placeholders.feature },
              { title: placeholders.secondFeature, text: placeholders.feature },
              { title: placeholders.thirdFeature, text: placeholders.feature },
            ],
          },
          { kind: "stats", title: "In numeri", items: [{ value: "10+", label: placeholders.figure }] },
          { kind: "steps", title: "Come funziona", steps: [{ title: placeholders.firstStep, text: placeholders.step }] },
          cta,
        ],
      };
    case "settore":
      return {
        meta,
        blocks: [
          { ...hero, eyebrow: "Applicazioni" },
          { kind: "text", title: "Le esigenze del settore", paragraphs: [placeholders.needs] },
          {
            kind: "lists",
            title: "Le nostre soluzioni",
            lists: [{ title: "Soluzioni", items: [placeholders.firstSolution, placeholders.secondSolution] }],
          },
          cta,
        ],
      };
    case "landing":
      return {
        meta,
        blocks: [
          { ...hero, actions: [{ label: "Richiedi un preventivo", to: "/contatti" }] },
          {
            kind: "cards",
            title: "Perché sceglierci",
            columns: 3,
            cards: [
              { title: placeholders.firstAdvantage, text: placeholders.advantage },
              { title: placeholders.secondAdvantage, text: placeholders.advantage },
              { title: placeholders.thirdAdvantage, text: placeholders.advantage },
            ],
          },
          { kind: "stats", title: "I nostri numeri", items: [{ value: "200+", label: "installazioni" }] },
          cta,
        ],
      };
  }
}
