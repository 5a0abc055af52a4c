/** The orders of the staff's list of articles, with their Italian names (no zod: the list draws without it). */
export const BLOG_SORTS = ["newest", "oldest", "title", "updated"] as const;
export const blogSortLabels: Record<(typeof BLOG_SORTS)[number], string> = {
  newest: "Più recenti",
  oldest: "Meno recenti",
  title: "Titolo (A-Z)",
  updated: "Modificati di recente",
};
