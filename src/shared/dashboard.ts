import { z } from "zod";
import { outdatedTranslationSchema } from "./translations";

// What GET /api/dashboard answers; read back strictly by src/api/answers.test.ts. The browser imports the type only.

/** GET /api/dashboard: the counters row of the admin dashboard. */
export const dashboardSummarySchema = z.strictObject({
  photos: z.number().int(),
  publishedPosts: z.number().int(),
  draftPosts: z.number().int(),
  /** New requests in the inbox; possible spam is not among them. */
  newContactRequests: z.number().int(),
  /** Requests set aside as possible spam, for staff to look at. */
  possibleSpam: z.number().int(),
  database: z.literal("SQLite"),
  /** Certifications on the public pages that expire within 30 days, or have expired and are still there: soonest first. */
  certifications: z.array(
    z.strictObject({
      /** The page's address, which its editor opens by. */
      path: z.string(),
      pageTitle: z.string(),
      name: z.string(),
      /** YYYY-MM-DD, the last day it is valid. */
      validUntil: z.string(),
      /** Past its last day: visitors no longer see it, but it is still in the page. */
      expired: z.boolean(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

const count = z.number().int().min(1);

/**
 * One thing on the dashboard's list of what needs attention, with the facts its line shows. The server puts an item in
 * only when there is something to do, and only for a person whose role opens the area where it is done.
 */
const attentionItemSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("new-requests"),
    count,
    /** The newest few, to open straight from the dashboard. */
    latest: z.array(z.strictObject({ id: z.number().int(), name: z.string(), company: z.string(), created_at: z.string() })),
  }),
  z.strictObject({ kind: z.literal("possible-spam"), count }),
  /** Articles that go live by themselves; `next_at` (ISO) is the first of them. */
  z.strictObject({ kind: z.literal("scheduled-posts"), count, next_at: z.string() }),
  z.strictObject({ kind: z.literal("draft-posts"), count }),
  /** Translations (articles, pages, references …) whose Italian changed after they were last saved, each with the fields to update. */
  z.strictObject({
    kind: z.literal("outdated-translations"),
    translations: z.array(outdatedTranslationSchema).min(1),
  }),
  /** Pages whose changes are saved as a draft and not published yet. */
  z.strictObject({
    kind: z.literal("page-drafts"),
    pages: z.array(z.strictObject({ path: z.string(), title: z.string(), draft_at: z.string().nullable() })).min(1),
  }),
  /** Pictures of the library with no alt text that are not marked as decoration. */
  z.strictObject({ kind: z.literal("images-without-alt"), count }),
  /** Addresses visitors found missing in the last 7 days that no redirect answers yet. */
  z.strictObject({ kind: z.literal("not-found"), count }),
  /**
   * The backups want a look: none made yet, the last one older than two days, or its off-site copy failed.
   * `last_at` is the last snapshot's time (null: none), `offsite_error` the copy's failure.
   */
  z.strictObject({ kind: z.literal("backup"), last_at: z.string().nullable(), offsite_error: z.string().nullable() }),
  /** E-mail does not leave (no SMTP) or some failed after every attempt: the last failure's time and error. */
  z.strictObject({
    kind: z.literal("email"),
    configured: z.boolean(),
    failed: z.number().int(),
    last_failure_at: z.string().nullable(),
    last_error: z.string().nullable(),
  }),
]);
export type AttentionItem = z.infer<typeof attentionItemSchema>;

/** GET /api/dashboard/attention: what needs attention, most urgent kind first; empty when everything is in order. */
export const attentionSchema = z.strictObject({ items: z.array(attentionItemSchema) });
export type Attention = z.infer<typeof attentionSchema>;
