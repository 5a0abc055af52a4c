import { z } from "zod";
import { joinTags, splitTags } from "../blog";
import { isAllowedImageUrl } from "../image-url";
import { slugify } from "../slug";

export const POST_LIMITS = {
  title: 200,
  slugInput: 200,
  excerpt: 500,
  content: 100_000,
  tags: 20,
  tagLength: 40,
  articleImages: 30,
  seoTitle: 200,
  metaDescription: 320,
  canonicalUrl: 500,
} as const;

/** What search engines show without cutting: the counters turn amber past these. */
export const SEO_ADVICE = { title: 60, description: 160 } as const;

/** Every message of the blog editor and of the blog API (spec §5, §8). */
export const blogMessages = {
  titleRequired: "Il titolo è obbligatorio",
  contentRequired: "Il contenuto è obbligatorio",
  titleAndContentRequired: "Titolo e contenuto sono obbligatori",
  titleTooLong: `Il titolo può contenere al massimo ${POST_LIMITS.title} caratteri`,
  slugTooLong: "Lo slug è troppo lungo",
  slugEmpty: "Inserisci uno slug con lettere o numeri (oppure un titolo da cui ricavarlo)",
  slugTaken: (slug: string) => `Esiste già un articolo con lo slug "${slug}": scegline uno diverso`,
  excerptTooLong: `Il riassunto può contenere al massimo ${POST_LIMITS.excerpt} caratteri`,
  contentTooLong: `Il contenuto può contenere al massimo ${POST_LIMITS.content.toLocaleString("it-IT")} caratteri`,
  httpImage:
    "Le immagini nel testo devono avere un indirizzo https:// o essere caricate sul sito: gli indirizzi http:// non sono consentiti",
  tooManyTags: `Puoi indicare al massimo ${POST_LIMITS.tags} tag`,
  tagTooLong: `Ogni tag può contenere al massimo ${POST_LIMITS.tagLength} caratteri`,
  imageUrl: "Le immagini devono essere caricate sul sito oppure avere un indirizzo https://",
  tooManyImages: `Puoi allegare al massimo ${POST_LIMITS.articleImages} immagini a un articolo`,
  articleImagesFormat: "Il campo article_images deve essere un elenco JSON di indirizzi di immagini",
  published: "Il campo published deve valere 'true' o 'false'",
  notFound: "Articolo non trovato",
  revisionNotFound: "Revisione non trovata",
  tagNotFound: "Nessun articolo con questo tag",
  missingUpload: "Un'immagine caricata non è più disponibile: caricala di nuovo",
  badForm: "Il modulo inviato non è valido",
  notForm: "Invia l'articolo come modulo multipart/form-data",
  saveFailed: "Impossibile salvare l'articolo",
  deleteFailed: "Impossibile eliminare l'articolo",
  statusFailed: "Impossibile aggiornare lo stato",
  uploadFailed: "Impossibile caricare l'immagine",
  status: "Il campo status deve valere 'draft', 'scheduled' o 'published'",
  scheduleDate: "Indica data e ora di pubblicazione valide",
  scheduleInPast: "Per programmare l'articolo scegli una data e un'ora future",
  seoTitleTooLong: `Il titolo SEO può contenere al massimo ${POST_LIMITS.seoTitle} caratteri`,
  metaDescriptionTooLong: `La meta description può contenere al massimo ${POST_LIMITS.metaDescription} caratteri`,
  canonicalUrl: "L'URL canonico deve essere un indirizzo completo che inizia con https://",
  noindex: "Il campo noindex deve valere 'true' o 'false'",
  authorUnknown: "L'autore scelto non è un account dello staff",
  authorForbidden: "Solo un Amministratore può cambiare l'autore di un articolo",
} as const;

/** A Markdown image whose address starts with http:// (decision 28: refused with a clear message). */
const HTTP_IMAGE = /!\[[^\]]*\]\(\s*<?\s*http:\/\//i;
const hasHttpImage = (markdown: string) => HTTP_IMAGE.test(markdown);

const imageUrlSchema = z
  .string({ error: blogMessages.imageUrl })
  .trim()
  .refine(isAllowedImageUrl, { error: blogMessages.imageUrl });

const tagsSchema = z
  .string()
  .transform(splitTags)
  .refine((tags) => tags.length <= POST_LIMITS.tags, { error: blogMessages.tooManyTags })
  .refine((tags) => tags.every((tag) => tag.length <= POST_LIMITS.tagLength), { error: blogMessages.tagTooLong })
  .transform(joinTags);

/**
 * The fields of the editor and of POST/PUT /api/blog. The slug comes out normalised (spec §5) and
 * may be empty: it is then made from the title.
 */
export const postFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: blogMessages.titleRequired })
    .max(POST_LIMITS.title, { error: blogMessages.titleTooLong }),
  slug: z.string().max(POST_LIMITS.slugInput, { error: blogMessages.slugTooLong }).transform(slugify),
  excerpt: z.string().trim().max(POST_LIMITS.excerpt, { error: blogMessages.excerptTooLong }),
  content: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, "\n"))
    .refine((text) => text.trim().length > 0, { error: blogMessages.contentRequired })
    .refine((text) => text.length <= POST_LIMITS.content, { error: blogMessages.contentTooLong })
    .refine((text) => !hasHttpImage(text), { error: blogMessages.httpImage }),
  tags: tagsSchema,
  article_images: z
    .array(imageUrlSchema, { error: blogMessages.articleImagesFormat })
    .max(POST_LIMITS.articleImages, { error: blogMessages.tooManyImages }),
});

/** A cover given as an address: one of the site's images or https; empty removes it. */
export const coverUrlSchema = z.union([z.literal(""), imageUrlSchema]).transform((v) => (v === "" ? null : v));

/** The search and sharing fields of the editor and of POST/PUT /api/blog (each optional in a form). */
export const seoFieldsSchema = z.object({
  seo_title: z.string().trim().max(POST_LIMITS.seoTitle, { error: blogMessages.seoTitleTooLong }),
  meta_description: z
    .string()
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(POST_LIMITS.metaDescription, { error: blogMessages.metaDescriptionTooLong })),
  social_image: z.union([z.literal(""), imageUrlSchema]).transform((v) => (v === "" ? null : v)),
  canonical_url: z
    .string()
    .trim()
    .max(POST_LIMITS.canonicalUrl, { error: blogMessages.canonicalUrl })
    .refine((v) => v === "" || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), { error: blogMessages.canonicalUrl }),
});

/**
 * PUT /api/blog/{id}/autosave: the open editor's text as it is, complete or not (only sizes are
 * checked; the rules apply when it is saved).
 */
export const autosaveSchema = z.object({
  title: z.string().max(POST_LIMITS.title, { error: blogMessages.titleTooLong }),
  slug: z.string().max(POST_LIMITS.slugInput, { error: blogMessages.slugTooLong }),
  excerpt: z.string().max(POST_LIMITS.excerpt, { error: blogMessages.excerptTooLong }),
  content: z.string().max(POST_LIMITS.content, { error: blogMessages.contentTooLong }),
  tags: z.string().max(POST_LIMITS.tags * (POST_LIMITS.tagLength + 2), { error: blogMessages.tooManyTags }),
  cover_image: z.string().max(2000).nullable(),
  article_images: z.array(z.string().max(2000)).max(POST_LIMITS.articleImages, { error: blogMessages.tooManyImages }),
});

/** POST /api/blog/preview. */
export const previewSchema = z.object({
  content: z.string().max(POST_LIMITS.content, { error: blogMessages.contentTooLong }),
});

/** Decision 4: `published` travels as the text 'true' or 'false' ('1'/'0' too); anything else is refused. */
export function parsePublishedText(value: string): boolean | null {
  switch (value.trim()) {
    case "true":
    case "1":
      return true;
    case "false":
    case "0":
      return false;
    default:
      return null;
  }
}
