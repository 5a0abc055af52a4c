import { z } from "zod";
import { BIN_KINDS } from "../bin";

// What /api/bin answers, one schema each with its type beside it; read back strictly by
// src/api/answers.test.ts. The browser imports the types only.

/** One deleted element as the bin lists it (and as a restore answers it). */
export const binItemSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(BIN_KINDS),
  /** The element's own id, before and after a restore. */
  itemId: z.number().int(),
  /** Its title, name or sender, at the time it was deleted. */
  label: z.string(),
  /** A picture to recognise it by (a photo, a cover), or null. */
  thumbnail: z.string().nullable(),
  deletedAt: z.string(),
  deletedBy: z.string(),
  /** When the daily clean-up removes it for good (ISO-8601 UTC). */
  purgeAt: z.string(),
});
export type BinItemDto = z.infer<typeof binItemSchema>;

/** GET /api/bin: what this person may see and restore. */
export const binAnswerSchema = z.strictObject({
  items: z.array(binItemSchema),
  /** True when this person may empty the bin (an Amministratore). */
  canEmpty: z.boolean(),
});
export type BinAnswer = z.infer<typeof binAnswerSchema>;

/** DELETE /api/bin: how many elements went for good. */
export const binEmptiedSchema = z.strictObject({ ok: z.literal(true), removed: z.number().int() });
export type BinEmptied = z.infer<typeof binEmptiedSchema>;
