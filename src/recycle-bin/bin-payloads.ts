import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import {
  contactRequestNotes,
  contactRequests,
  documentFiles,
  documents,
  emailOutbox,
  galleryImages,
  postRevisions,
  posts,
  referenceProjects,
} from "../db/schema";
import { type BinKind, binMessages } from "../shared/bin";

/**
 * What each kind of element keeps in the bin, read back with the tables' own insert schemas: a
 * payload written before a column was added restores with that column's default, a damaged one is
 * refused instead of written.
 */
export const payloadSchemas = {
  post: z.object({
    post: createInsertSchema(posts),
    revisions: z.array(createInsertSchema(postRevisions)),
    /** The ids of its translations, linked to it again when it comes back (absent: binned before translations). */
    translations: z.array(z.number().int()).optional(),
  }),
  /** A photo and the photos that came before it in its gallery, which say where it goes back. */
  "gallery-image": createInsertSchema(galleryImages).extend({ before: z.array(z.number().int()).optional() }),
  "contact-request": z.union([
    z.object({
      request: createInsertSchema(contactRequests),
      notes: z.array(createInsertSchema(contactRequestNotes)),
      emails: z.array(createInsertSchema(emailOutbox)),
    }),
    // A request binned by an earlier version kept its row alone.
    createInsertSchema(contactRequests).transform((request) => ({ request, notes: [], emails: [] })),
  ]),
  document: z.object({ document: createInsertSchema(documents), files: z.array(createInsertSchema(documentFiles)) }),
  reference: createInsertSchema(referenceProjects),
} satisfies Record<BinKind, z.ZodType>;

/** What a binned article keeps: its row, its revisions and which articles translate it. */
export type PostPayload = z.input<(typeof payloadSchemas)["post"]>;

/** The payload of a binned element of `kind`, checked against its tables. */
export function payloadOf<K extends BinKind>(kind: K, payload: unknown): z.output<(typeof payloadSchemas)[K]> {
  const parsed = payloadSchemas[kind].safeParse(payload);
  if (!parsed.success) throw new BinConflict(binMessages.unreadable);
  return parsed.data as z.output<(typeof payloadSchemas)[K]>;
}

/** Refused restores: the element's place is taken (an article's slug). */
export class BinConflict extends Error {}
