/** GET /api/dashboard: the counters row of the admin dashboard. */
export interface DashboardSummary {
  photos: number;
  publishedPosts: number;
  draftPosts: number;
  /** New requests in the inbox; possible spam is not among them. */
  newContactRequests: number;
  /** Requests set aside as possible spam, for staff to look at. */
  possibleSpam: number;
  database: "SQLite";
}
