import { z } from "zod";
import { REDIRECT_CODES } from "../redirect-choices";
import { listPageSchema } from "./list-page";

// What /api/redirects answers, one schema each with its type beside it; read back strictly by
// src/api/answers.test.ts. The browser imports the types only.

const redirectCodeSchema = z.literal(REDIRECT_CODES);

/** One rule as the admin list shows it (and as a save answers it). */
export const redirectRuleViewSchema = z.strictObject({
  id: z.number().int(),
  source: z.string(),
  /** Where it sends the visitor: null for 410. */
  target: z.string().nullable(),
  code: redirectCodeSchema,
  hits: z.number().int(),
  last_hit_at: z.string().nullable(),
  updated_at: z.string(),
});
export type RedirectRuleView = z.infer<typeof redirectRuleViewSchema>;

/** GET /api/redirects?…: one page of the rules. */
export const redirectPageSchema = listPageSchema(redirectRuleViewSchema);
export type RedirectPage = z.infer<typeof redirectPageSchema>;

/** POST /api/redirects/import: what an import did, row by row. */
export const redirectImportReportSchema = z.strictObject({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.strictObject({ line: z.number().int(), message: z.string() })),
});
export type RedirectImportReport = z.infer<typeof redirectImportReportSchema>;

/** GET /api/redirects/test?path: which rule catches the address and where it sends it. */
export const redirectTestAnswerSchema = z.strictObject({
  path: z.string(),
  rule: redirectRuleViewSchema.nullable(),
  status: redirectCodeSchema.nullable(),
  location: z.string().nullable(),
});
export type RedirectTestAnswer = z.infer<typeof redirectTestAnswerSchema>;

/** One address of the 404 report. */
const notFoundEntrySchema = z.strictObject({
  path: z.string(),
  count: z.number().int(),
  last_seen: z.string(),
  referrer_host: z.string().nullable(),
});

/** GET /api/redirects/not-found?page: the addresses visitors found missing, most asked first. */
export const notFoundPageSchema = listPageSchema(notFoundEntrySchema);
export type NotFoundPage = z.infer<typeof notFoundPageSchema>;
