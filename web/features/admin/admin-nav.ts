import { type Area, canOpen, type Role } from "../../../src/shared/roles";

export interface AdminNavLink {
  to: string;
  label: string;
  area: Area;
}

export interface AdminNavGroup {
  /** Names the group's list and its button; also the key its folded state is kept under. */
  label: string;
  links: AdminNavLink[];
}

/** The staff's home, above the groups: every role opens it. */
export const dashboardLink: AdminNavLink = { to: "/admin", label: "Dashboard", area: "dashboard" };

/**
 * The admin's areas grouped by the task staff come for: writing the site, answering people, running the
 * site, looking after the system. Each link shows only to the roles that may open its area.
 */
const adminNavGroups: AdminNavGroup[] = [
  {
    label: "Contenuti",
    links: [
      { to: "/admin/pagine", label: "Pagine", area: "pages" },
      { to: "/admin/menu", label: "Menu del sito", area: "pages" },
      { to: "/admin/blog", label: "Blog", area: "blog" },
      { to: "/admin/galleries", label: "Gallerie", area: "galleries" },
      { to: "/admin/referenze", label: "Referenze", area: "references" },
      { to: "/admin/documentazione", label: "Documentazione", area: "documents" },
      { to: "/admin/media", label: "Immagini", area: "media" },
    ],
  },
  {
    label: "Contatti",
    links: [{ to: "/admin/richieste", label: "Richieste", area: "inbox" }],
  },
  {
    label: "Sito",
    links: [
      { to: "/admin/reindirizzamenti", label: "Reindirizzamenti", area: "redirects" },
      { to: "/admin/ricerca", label: "Ricerca", area: "search" },
      { to: "/admin/statistiche", label: "Statistiche", area: "statistics" },
      { to: "/admin/impostazioni", label: "Impostazioni", area: "settings" },
    ],
  },
  {
    label: "Sistema",
    links: [
      { to: "/admin/utenti", label: "Utenti", area: "people" },
      { to: "/admin/registro", label: "Registro", area: "audit" },
      { to: "/admin/backup", label: "Backup", area: "backups" },
      { to: "/admin/cestino", label: "Cestino", area: "bin" },
    ],
  },
];

/** The groups as a role sees them: only the links it may open, and no group left empty. */
export function navGroupsFor(role: Role): AdminNavGroup[] {
  return adminNavGroups
    .map((group) => ({ ...group, links: group.links.filter((link) => canOpen(role, link.area)) }))
    .filter((group) => group.links.length > 0);
}
