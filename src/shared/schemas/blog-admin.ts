import { z } from "zod";
import { POST_STATUSES } from "../blog-status";
import { LANGUAGE_CODES, type LanguageCode } from "../languages";
import { BLOG_SORTS } from "../blog-sorts";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** The staff's list of articles: search, filters, order and page, all read by the server. */
export const blogListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(POST_STATUSES).optional().catch(undefined),
  author: z.coerce.number().int().min(1).optional().catch(undefined),
  tag: z.string().trim().max(100).optional(),
  language: z
    .enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]])
    .optional()
    .catch(undefined),
  from: day,
  to: day,
  sort: z.enum(BLOG_SORTS).catch("newest"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

export type { BlogListPage, TagSummary } from "./post-answers";

const bulkMessages = {
  noneSelected: "Seleziona almeno un articolo",
  tooMany: "Al massimo 500 articoli alla volta",
  tagRequired: "Indica il tag da aggiungere",
  badAction: "Azione non valida",
  tagTooLong: "Un tag può avere al massimo 50 caratteri",
  tagComma: "Un tag non può contenere virgole",
} as const;

const tagName = z
  .string({ error: bulkMessages.tagRequired })
  .trim()
  .min(1, { error: bulkMessages.tagRequired })
  .max(50, { error: bulkMessages.tagTooLong })
  .refine((v) => !v.includes(","), { error: bulkMessages.tagComma });

export const blogBulkSchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.enum(["publish", "unpublish", "delete"]),
      ids: z
        .array(z.number().int().min(1))
        .min(1, { error: bulkMessages.noneSelected })
        .max(500, { error: bulkMessages.tooMany }),
    }),
    z.object({
      action: z.literal("add-tag"),
      ids: z
        .array(z.number().int().min(1))
        .min(1, { error: bulkMessages.noneSelected })
        .max(500, { error: bulkMessages.tooMany }),
      tag: tagName,
    }),
  ],
  { error: bulkMessages.badAction },
);
export type BlogBulk = z.output<typeof blogBulkSchema>;

export interface BulkAnswer {
  /** Articles the action changed (one already in that state is not counted). */
  changed: number;
  /** Titles of the articles not published because a picture has no alt text. */
  missingAlt?: string[];
}

export const tagMessages = {
  notFound: "Tag non trovato",
  descriptionTooLong: "La descrizione può avere al massimo 500 caratteri",
  mergeSame: "Scegli un tag diverso da quelli da unire",
  mergeNone: "Scegli almeno un tag da unire",
} as const;

export const tagUpdateSchema = z.object({
  name: tagName,
  description: z.string().trim().max(500, { error: tagMessages.descriptionTooLong }).default(""),
});
export type TagUpdateInput = z.output<typeof tagUpdateSchema>;

export const tagMergeSchema = z.object({
  from: z.array(z.string().trim().min(1).max(100)).min(1, { error: tagMessages.mergeNone }).max(100),
  into: tagName,
});
