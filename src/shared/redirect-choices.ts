/** The answers a redirect rule may give and the orders of the rules' list, with their Italian names. */
export const REDIRECT_CODES = [301, 302, 410] as const;
export type RedirectCode = (typeof REDIRECT_CODES)[number];

export const redirectCodeLabels: Record<RedirectCode, string> = {
  301: "301 · spostato per sempre",
  302: "302 · spostato per ora",
  410: "410 · non esiste più",
};

export const REDIRECT_SORTS = ["recent", "source", "hits", "last_hit"] as const;
export const redirectSortLabels: Record<(typeof REDIRECT_SORTS)[number], string> = {
  recent: "Modificate di recente",
  source: "Vecchio indirizzo (A-Z)",
  hits: "Più visitate",
  last_hit: "Visitate di recente",
};
