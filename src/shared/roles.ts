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

/** The areas a role may open, as the guards read them. */
export const areasOf = (role: Role): readonly Area[] => areasByRole[role];

/**
 * What each area is called when a role is described to staff; null for what every role has
 * (the dashboard, the bin of one's own areas) or what comes with another area.
 */
const areaNames: Record<Area, string | null> = {
  dashboard: null,
  blog: "blog",
  references: "referenze",
  galleries: "gallerie",
  pages: "pagine e menu del sito",
  redirects: "reindirizzamenti",
  media: "libreria immagini",
  documents: "documentazione",
  search: "ricerca del sito",
  inbox: "richieste di contatto",
  statistics: "statistiche",
  people: "utenti",
  settings: "impostazioni",
  backups: "backup",
  audit: "registro attività",
  cache: "cache",
  bin: null,
  "bin-empty": "svuotare il cestino",
};

/** 'blog, gallerie e pagine': Italian lists join their last two with 'e'. */
function italianList(items: string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}

/** What a person with these areas may do, in staff's words: 'tutte le aree' when nothing is closed to them. */
export function describeAreas(areas: readonly Area[]): string {
  if (AREAS.every((area) => areas.includes(area))) return "tutte le aree";
  const names = AREAS.filter((area) => areas.includes(area)).flatMap((area) => areaNames[area] ?? []);
  return names.length ? italianList(names) : "solo il pannello";
}

/** 'Editor: blog, referenze, …': a role described from the table its guards enforce. */
export const describeRole = (role: Role): string => `${roleLabels[role]}: ${describeAreas(areasByRole[role])}`;

export const FORBIDDEN_MESSAGE = "Non hai i permessi per questa operazione";
