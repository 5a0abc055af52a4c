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
} as const;

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
  missingUpload: "Un'immagine caricata non è più disponibile: caricala di nuovo",
  badForm: "Il modulo inviato non è valido",
  notForm: "Invia l'articolo come modulo multipart/form-data",
  saveFailed: "Impossibile salvare l'articolo",
  deleteFailed: "Impossibile eliminare l'articolo",
  statusFailed: "Impossibile aggiornare lo stato",
  uploadFailed: "Impossibile caricare l'immagine",
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
