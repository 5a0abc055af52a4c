/** GET /api/dashboard: the counters row of the admin dashboard. */
export interface DashboardSummary {
  photos: number;
  publishedPosts: number;
  draftPosts: number;
  newContactRequests: number;
  database: "SQLite";
}
