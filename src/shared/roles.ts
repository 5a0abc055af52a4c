import { labelledValues } from "./labelled-values";

/**
 * Staff roles and what each may open. One table for the server's guards (src/middleware/require-role.ts)
 * and the admin navigation, so the two can never disagree.
 */
export const { values: ROLES, labels: roleLabels } = labelledValues({
  amministratore: "Amministratore",
  editor: "Editor",
  commerciale: "Commerciale",
});
export type Role = (typeof ROLES)[number];

/** The parts of the admin area a route or a page belongs to. */
const AREAS = [
  "dashboard",
  "blog",
  /** Reference projects ('Referenze'). */
  "references",
  "galleries",
  "pages",
  "redirects",
  "media",
  /** The documents library ('Documentazione'). */
  "documents",
  "search",
  "inbox",
  "statistics",
  "people",
  "settings",
  "backups",
  "audit",
  "cache",
  /** The bin: each person sees and restores what their own areas deleted. */
  "bin",
  /** Removing elements from the bin for good. */
  "bin-empty",
] as const;
export type Area = (typeof AREAS)[number];

const areasByRole: Record<Role, readonly Area[]> = {
  amministratore: AREAS,
  editor: ["dashboard", "blog", "references", "galleries", "pages", "redirects", "media", "documents", "search", "bin"],
  commerciale: ["dashboard", "inbox", "statistics", "bin"],
};

export function canOpen(role: Role, area: Area): boolean {
  return areasByRole[role].includes(area);
}

export const FORBIDDEN_MESSAGE = "Non hai i permessi per questa operazione";
