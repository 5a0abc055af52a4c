import { z } from "zod";

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
