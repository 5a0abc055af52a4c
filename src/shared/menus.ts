import { z } from "zod";
import { romeDateTime } from "./rome-date-time";
import { SLUG_PATTERN } from "./slug";

/**
 * The site's menus as staff edit them: the header (top-level links and dropdowns, one level of
 * sub-items) and the footer's link columns. Every item points to a page of the site (built-in or
 * created), an article, a blog tag or an external http(s) address.
 */

export const MENU_LABEL_MAX = 40;
export const MENU_DESCRIPTION_MAX = 120;
const MAX_HEADER_ITEMS = 10;
const MAX_CHILDREN = 20;
const MAX_FOOTER_COLUMNS = 3;
const MAX_COLUMN_ITEMS = 12;
const MAX_URL_LENGTH = 500;

/** 'Nel frattempo Maria Rossi ha salvato i menu (24/11/2026, 10:15): …' */
export function menuConflictMessage(changedBy: string, changedAt: string): string {
  return `Nel frattempo ${changedBy || "un'altra persona"} ha salvato i menu (${romeDateTime(changedAt)}): carica la versione salvata oppure sovrascrivila con le tue modifiche.`;
}

export const menuMessages = {
  labelRequired: "Scrivi il testo della voce",
  labelTooLong: `Il testo di una voce può avere al massimo ${MENU_LABEL_MAX} caratteri`,
  descriptionTooLong: `La descrizione può avere al massimo ${MENU_DESCRIPTION_MAX} caratteri`,
  linkRequired: "Scegli dove porta la voce",
  pagePath: "Scegli una pagina del sito (un indirizzo che inizia con /)",
  slug: "Scegli un elemento dall'elenco",
  externalScheme:
    "Un indirizzo esterno deve iniziare con https:// o http:// (altri schemi come javascript: o data: non sono ammessi)",
  externalTooLong: `Un indirizzo esterno può avere al massimo ${MAX_URL_LENGTH} caratteri`,
  nesting: "Un menu ha un solo livello di sottovoci: una sottovoce non può averne altre",
  noTarget: "Una voce senza sottovoci deve portare a una pagina: scegli un collegamento",
  headerEmpty: "Il menu principale deve avere almeno una voce",
  headerTooMany: `Il menu principale può avere al massimo ${MAX_HEADER_ITEMS} voci`,
  childrenTooMany: `Un menu a tendina può avere al massimo ${MAX_CHILDREN} voci`,
  footerEmpty: "Il piè di pagina deve avere almeno una colonna",
  footerTooMany: `Il piè di pagina può avere al massimo ${MAX_FOOTER_COLUMNS} colonne`,
  columnEmpty: "Ogni colonna del piè di pagina deve avere almeno una voce",
  columnTooMany: `Una colonna può avere al massimo ${MAX_COLUMN_ITEMS} voci`,
  titleRequired: "Scrivi il titolo della colonna",
  unknownPage: (path: string) => `La pagina ${path} non esiste`,
  unpublishedPage: (path: string) => `La pagina ${path} non è ancora pubblicata: pubblicala prima di metterla nel menu`,
  unknownArticle: (slug: string) => `L'articolo «${slug}» non esiste o non è pubblicato`,
  unknownTag: (slug: string) => `Il tag «${slug}» non ha articoli pubblicati`,
  versionNotFound: "Versione non trovata",
  unknownLanguage: "Lingua non valida: scegli it (italiano) o en (inglese)",
  invalid: "Il menu non è valido",
} as const;

/** A page of the site: '/', '/servizi', '/prodotti/nuovo' …, optionally with a #section of it. */
const PAGE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?(?:#[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

/** An address of another site: only http and https, with a host name. */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const slug = z.string().regex(SLUG_PATTERN, menuMessages.slug);

const menuLinkSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("page"), path: z.string().regex(PAGE_PATH, menuMessages.pagePath) }),
    z.object({ kind: z.literal("article"), slug }),
    z.object({ kind: z.literal("tag"), slug }),
    z.object({
      kind: z.literal("external"),
      url: z.string().trim().max(MAX_URL_LENGTH, menuMessages.externalTooLong).refine(isWebAddress, menuMessages.externalScheme),
    }),
  ],
  { error: menuMessages.linkRequired },
);
export type MenuLink = z.infer<typeof menuLinkSchema>;

const itemId = z.string().min(1).max(40);
const label = z
  .string({ error: menuMessages.labelRequired })
  .trim()
  .min(1, menuMessages.labelRequired)
  .max(MENU_LABEL_MAX, menuMessages.labelTooLong);

/** A sub-item of a dropdown, or a link of a footer column: it cannot hold items of its own. */
const menuLeafSchema = z.object({
  id: itemId,
  label,
  link: menuLinkSchema,
  /** The line under the label in a dropdown; empty: the page's description among the site texts, if any. */
  description: z.string().trim().max(MENU_DESCRIPTION_MAX, menuMessages.descriptionTooLong).optional(),
  children: z.never({ error: menuMessages.nesting }).optional(),
});
export type MenuLeaf = z.infer<typeof menuLeafSchema>;

/**
 * A top-level item of the header: a link, or a dropdown of sub-items. A dropdown's own link is
 * optional: on a phone, a dropdown with a link opens it, one without shows its sub-items.
 */
const headerItemSchema = z
  .object({
    id: itemId,
    label,
    link: menuLinkSchema.nullable(),
    children: z.array(menuLeafSchema).max(MAX_CHILDREN, menuMessages.childrenTooMany),
  })
  .refine((item) => item.link !== null || item.children.length > 0, { message: menuMessages.noTarget, path: ["link"] });
export type HeaderItem = z.infer<typeof headerItemSchema>;

const footerColumnSchema = z.object({
  id: itemId,
  title: z.string().trim().min(1, menuMessages.titleRequired).max(MENU_LABEL_MAX, menuMessages.labelTooLong),
  /** The column's name for screen readers, when it should say more than its title. */
  name: z.string().trim().max(MENU_LABEL_MAX, menuMessages.labelTooLong).optional(),
  items: z.array(menuLeafSchema).min(1, menuMessages.columnEmpty).max(MAX_COLUMN_ITEMS, menuMessages.columnTooMany),
});
export const siteMenusSchema = z.object({
  header: z.array(headerItemSchema).min(1, menuMessages.headerEmpty).max(MAX_HEADER_ITEMS, menuMessages.headerTooMany),
  footer: z.array(footerColumnSchema).min(1, menuMessages.footerEmpty).max(MAX_FOOTER_COLUMNS, menuMessages.footerTooMany),
});
export type SiteMenus = z.infer<typeof siteMenusSchema>;

/** Every link of the menus, with the label of its item (for checking that each target exists). */
export function menuLinks(menus: SiteMenus): { label: string; link: MenuLink }[] {
  const leaves = [...menus.header.flatMap((item) => item.children), ...menus.footer.flatMap((column) => column.items)];
  return [
    ...menus.header.flatMap((item) => (item.link ? [{ label: item.label, link: item.link }] : [])),
    ...leaves.map((leaf) => ({ label: leaf.label, link: leaf.link })),
  ];
}

/** A validation issue as staff read it: which menu and which item, then what is wrong. */
export function describeMenuIssue(value: unknown, issue: { path: readonly PropertyKey[]; message: string }): string {
  const [menu, index, ...rest] = issue.path;
  const menus = value as {
    header?: { label?: unknown; children?: { label?: unknown }[] }[];
    footer?: { title?: unknown; items?: { label?: unknown }[] }[];
  };
  const named = (name: unknown, fallback: string) => (typeof name === "string" && name.trim() ? `«${name.trim()}»` : fallback);
  if (menu === "header" && typeof index === "number") {
    const item = menus.header?.[index];
    let where = `Menu principale, voce ${named(item?.label, `n. ${index + 1}`)}`;
    if (rest[0] === "children" && typeof rest[1] === "number") {
      where += `, sottovoce ${named(item?.children?.[rest[1]]?.label, `n. ${rest[1] + 1}`)}`;
    }
    return `${where}: ${issue.message}`;
  }
  if (menu === "footer" && typeof index === "number") {
    const column = menus.footer?.[index];
    let where = `Piè di pagina, colonna ${named(column?.title, `n. ${index + 1}`)}`;
    if (rest[0] === "items" && typeof rest[1] === "number") {
      where += `, voce ${named(column?.items?.[rest[1]]?.label, `n. ${rest[1] + 1}`)}`;
    }
    return `${where}: ${issue.message}`;
  }
  return issue.message;
}
