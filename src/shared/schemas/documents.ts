import { z } from "zod";
import { documentKinds, documentProducts, documentStatuses } from "../documents";
import { gallerySections } from "../gallery-sections";
import { EMAIL_PATTERN } from "../contact/contact-options";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** POST /api/documents and PUT /api/documents/:id: what staff write about a document. */
export const documentInputSchema = z.object({
  title: z
    .string({ error: "Scrivi il titolo del documento" })
    .trim()
    .min(1, { error: "Scrivi il titolo del documento" })
    .max(160, { error: "Il titolo può contenere al massimo 160 caratteri" }),
  slug: z
    .string({ error: "Slug non valido" })
    .trim()
    .toLowerCase()
    .max(80, { error: "Lo slug può contenere al massimo 80 caratteri" })
    .refine((v) => v === "" || SLUG.test(v), { error: "Lo slug può contenere solo lettere minuscole, numeri e trattini" })
    .optional()
    .transform((v) => v ?? ""),
  kind: z.enum(documentKinds, { error: "Scegli il tipo di documento" }),
  products: z
    .array(z.enum(documentProducts, { error: "Prodotto non valido" }))
    .max(documentProducts.length)
    .default([]),
  sectors: z
    .array(z.enum(gallerySections, { error: "Settore non valido" }))
    .max(gallerySections.length)
    .default([]),
  version_label: z
    .string({ error: "Versione non valida" })
    .trim()
    .max(40, { error: "La versione può contenere al massimo 40 caratteri" })
    .default(""),
  document_date: z
    .string({ error: "Data non valida: usa il formato AAAA-MM-GG" })
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: "Data non valida: usa il formato AAAA-MM-GG" })
    .nullable()
    .optional()
    .transform((v) => v || null),
  gated: z.boolean({ error: "Valore non valido" }).default(false),
});
export type DocumentInput = z.output<typeof documentInputSchema>;

/** PUT /api/documents/:id/status: publish or take back to draft. */
export const documentStatusSchema = z.object({
  status: z.enum(documentStatuses, { error: "Stato non valido: usa draft o published" }),
});

/** GET /documentazione?prodotto=…&tipo=…: the public list's filters (an unknown value shows everything). */
export const documentListQuerySchema = z.object({
  prodotto: z.enum(documentProducts).optional().catch(undefined),
  tipo: z.enum(documentKinds).optional().catch(undefined),
});
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });

/**
 * The form in front of a gated document (sent as a plain form, so it works without JavaScript):
 * name, e-mail, company and the privacy notice; marketing consent optional.
 */
export const documentGateSchema = z.object({
  nome: required("Inserisci il tuo nome", 120, "Il nome può contenere al massimo 120 caratteri"),
  email: required("Inserisci il tuo indirizzo email", 254, "Indirizzo email troppo lungo").regex(EMAIL_PATTERN, {
    error: "Inserisci un indirizzo email valido",
  }),
  azienda: required(
    "Inserisci il nome della tua azienda o ente",
    120,
    "Il nome dell'azienda può contenere al massimo 120 caratteri",
  ),
  privacy: z.literal("si", { error: "Per scaricare il documento devi prendere visione dell'informativa sulla privacy" }),
  marketing: z
    .literal("si", { error: "Consenso marketing non valido" })
    .optional()
    .transform((v) => v === "si"),
  /** Left empty by people: the same hidden field as the contact form's. */
  website: z.string().max(500).optional(),
  /** Milliseconds from the form appearing to its submission, when the page's script measured them. */
  fill_time_ms: z.coerce.number().finite().min(0).optional().catch(undefined),
});
export type DocumentGateInput = z.output<typeof documentGateSchema>;
