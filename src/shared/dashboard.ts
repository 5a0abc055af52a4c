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
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
