import { z } from "zod";
import { documentFormats, documentKinds, documentStatuses } from "../documents";
import { LANGUAGE_CODES, type LanguageCode } from "../languages";

// What the documents' API and pages read, one schema each with its type beside it; read back
// strictly by src/api/answers.test.ts. The browser imports the types only.

/** One file a document has had. */
const documentVersionSchema = z.strictObject({
  id: z.number().int(),
  original_name: z.string(),
  format: z.enum(documentFormats),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploaded_at: z.string(),
  uploaded_by: z.string(),
  /** Staff's download of this very version. */
  download_url: z.string(),
  current: z.boolean(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/** A document as staff see it. */
export const documentAdminSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  kind: z.enum(documentKinds),
  products: z.array(z.string()),
  sectors: z.array(z.string()),
  version_label: z.string(),
  document_date: z.string().nullable(),
  gated: z.boolean(),
  status: z.enum(documentStatuses),
  is_example: z.boolean(),
  /** The public address, the same whatever file is current. */
  address: z.string(),
  current: documentVersionSchema.nullable(),
  versions: z.array(documentVersionSchema),
  /** Downloads counted in the last 30 days. */
  downloads_30_days: z.number().int(),
  /** Contact requests the document brought (gated documents). */
  leads: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentAdmin = z.infer<typeof documentAdminSchema>;

/** A published document as a visitor's page lists it. */
export const publicDocumentSchema = z.strictObject({
  title: z.string(),
  slug: z.string(),
  kind: z.enum(documentKinds),
  products: z.array(z.string()),
  version_label: z.string(),
  document_date: z.string().nullable(),
  gated: z.boolean(),
  format: z.enum(documentFormats),
  size: z.number().int(),
  address: z.string(),
  /** Its page in its language (/documentazione/<slug>, /en/documents/<slug>): where a gated one asks for contacts. */
  page: z.string(),
  /** Its pages in the other languages a visitor may read it in (hreflang, the language switcher). */
  other_languages: z.array(
    z.strictObject({ language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]), path: z.string() }),
  ),
});
export type PublicDocument = z.infer<typeof publicDocumentSchema>;

/** Downloads per day and leads of each document, for the statistics. */
export const documentStatisticsSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  documents: z.array(
    z.strictObject({
      id: z.number().int(),
      title: z.string(),
      gated: z.boolean(),
      downloads: z.number().int(),
      leads: z.number().int(),
      days: z.array(z.strictObject({ day: z.string(), downloads: z.number().int() })),
    }),
  ),
});
export type DocumentStatistics = z.infer<typeof documentStatisticsSchema>;
