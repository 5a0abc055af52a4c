import { z } from "zod";
import { ALT_MAX, altMessages, hasImageText } from "../alt-text";
import { gallerySections } from "../gallery-sections";

export const galleryMessages = {
  required: "Nome e URL immagine sono obbligatori",
  nameRequired: "Inserisci un nome per l'immagine",
  nameTooLong: "Il nome può avere al massimo 200 caratteri",
  descriptionTooLong: "La descrizione può avere al massimo 1000 caratteri",
  badUrl: "L'URL dell'immagine deve iniziare con https:// oppure essere un'immagine caricata (/uploads/…)",
  insecureUrl: "Le immagini esterne devono usare https://",
  badSection: "Sezione della galleria non valida",
  badOrder: "Posizione non valida: l'immagine può salire o scendere di un posto",
  badReorder: "L'elenco delle foto non corrisponde a quello della galleria: ricarica la pagina e riprova",
} as const;

const gallerySectionSchema = z.enum(gallerySections, { error: galleryMessages.badSection });

const name = z
  .string({ error: galleryMessages.required })
  .trim()
  .min(1, { error: galleryMessages.required })
  .max(200, { error: galleryMessages.nameTooLong });

const description = z
  .string()
  .trim()
  .max(1000, { error: galleryMessages.descriptionTooLong })
  .nullish()
  .transform((v) => (v ? v : null));

/** An image address the site can show: https, or a file of this site (/uploads, /attached_assets). */
const imageUrl = z
  .string({ error: galleryMessages.required })
  .trim()
  .min(1, { error: galleryMessages.required })
  .max(2000, { error: galleryMessages.badUrl })
  .refine((v) => !/^http:\/\//i.test(v), { error: galleryMessages.insecureUrl })
  .refine((v) => /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v) || /^\/(uploads|attached_assets)\/[^\s]+$/.test(v), {
    error: galleryMessages.badUrl,
  })
  .refine((v) => !v.includes(".."), { error: galleryMessages.badUrl });

/**
 * The alt text and the decorative mark are asked by the admin's forms, which always send them; a
 * client of the API that sends neither (the calls of the original site) saves the photo as before,
 * flagged in the admin as having no alt text.
 */
const alt = z.string().trim().max(ALT_MAX, { error: altMessages.tooLong }).optional();

/** A multipart form sends the decorative mark as text ('true', 'on', '1'); JSON as a boolean. */
const decorative = z
  .union([z.boolean(), z.string().transform((v) => ["true", "on", "1"].includes(v.trim().toLowerCase()))])
  .optional();

/** The photo's alt text, the name that says which photo it is (none yet: just 'la foto'). */
export const galleryPhotoName = (name: string) => (name.trim() ? `la foto «${name}»` : "la foto");

/** A photo whose text is sent is saved only described, or marked decorative: the message names it. */
const requireText = <T extends { name: string; alt?: string | undefined; decorative?: boolean | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.alt === undefined && value.decorative === undefined) return;
  if (!hasImageText({ alt: value.alt ?? "", decorative: value.decorative ?? false }))
    ctx.addIssue({ code: "custom", path: ["alt"], message: altMessages.missing(galleryPhotoName(value.name)) });
};

const galleryImageFields = z.object({ name, image_url: imageUrl, description, alt, decorative });

/** PUT /api/galleries/{id}. */
export const galleryImageUpdateSchema = galleryImageFields.superRefine(requireText);

/** POST /api/galleries; display_order may be sent, the server assigns max + 1 (decision 3). */
export const galleryImageCreateSchema = galleryImageFields
  .extend({
    section: gallerySectionSchema,
    display_order: z.unknown().optional(),
  })
  .superRefine(requireText);

/** PUT /api/galleries/{id}/order: the target position, current −1 or +1. */
export const galleryOrderSchema = z.object({
  displayOrder: z.number({ error: galleryMessages.badOrder }).int({ error: galleryMessages.badOrder }),
});

/** PUT /api/galleries/order/{section}: every photo of the section, by id, in their new order. */
export const galleryReorderSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: galleryMessages.badReorder })
    .min(1, { error: galleryMessages.badReorder })
    .max(1000, { error: galleryMessages.badReorder }),
});

/** The text fields of POST /api/upload-to-gallery (the image travels as the multipart field 'image'). */
export const galleryUploadFieldsSchema = z
  .object({
    section: gallerySectionSchema,
    name: z.string({ error: galleryMessages.nameRequired }).trim().min(1, { error: galleryMessages.nameRequired }).max(200, {
      error: galleryMessages.nameTooLong,
    }),
    description,
    alt,
    decorative,
  })
  .superRefine(requireText);

export type GalleryImageCreate = z.infer<typeof galleryImageCreateSchema>;
export type GalleryImageUpdate = z.infer<typeof galleryImageUpdateSchema>;
