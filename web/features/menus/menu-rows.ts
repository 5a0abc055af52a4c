import { z } from "zod";
import {
  describeMenuIssue,
  type HeaderItem,
  type MenuLeaf,
  type MenuLink,
  type SiteMenus,
  siteMenusSchema,
} from "../../../src/shared/menus";

/**
 * The header menu as the editor shows it: one row per item in reading order, each on the first
 * level (depth 0) or under the nearest first-level row above it (depth 1). Moving, indenting and
 * outdenting rows is all the editor does; the tree is rebuilt from the rows when saving.
 */
export interface MenuRow {
  id: string;
  label: string;
  link: MenuLink | null;
  description?: string;
  depth: 0 | 1;
}

export function headerRows(header: HeaderItem[]): MenuRow[] {
  return header.flatMap((item) => [
    { id: item.id, label: item.label, link: item.link, depth: 0 as const },
    ...item.children.map((child) => ({ ...withoutChildren(child), depth: 1 as const })),
  ]);
}

const withoutChildren = ({ children: _children, ...leaf }: MenuLeaf) => leaf;

/** The header menu the rows stand for (a row without a link stays as it is: the schema says what is missing). */
export function headerOf(rows: MenuRow[]): HeaderItem[] {
  const header: HeaderItem[] = [];
  for (const row of rows) {
    const parent = header.at(-1);
    if (row.depth === 1 && parent) {
      parent.children.push(leafOf(row));
    } else {
      header.push({ id: row.id, label: row.label, link: row.link, children: [] });
    }
  }
  return header;
}

export function leafOf(row: MenuRow): MenuLeaf {
  const leaf = { id: row.id, label: row.label, link: row.link as MenuLink };
  return row.description ? { ...leaf, description: row.description } : leaf;
}

export const leafRows = (items: MenuLeaf[]): MenuRow[] => items.map((item) => ({ ...withoutChildren(item), depth: 0 }));

/** A row may go under the one above it when there is one and it has no sub-items of its own. */
export const canIndent = (rows: MenuRow[], index: number): boolean =>
  index > 0 && rows[index]?.depth === 0 && rows[index + 1]?.depth !== 1;

export const canOutdent = (rows: MenuRow[], index: number): boolean => rows[index]?.depth === 1;

/**
 * Moves a row from one place to another, keeping its level; a sub-item then belongs to the
 * first-level row above its new place. The first row is always on the first level.
 */
export function moveRow(rows: MenuRow[], from: number, to: number): MenuRow[] {
  if (from === to || to < 0 || to >= rows.length) return rows;
  const next = [...rows];
  const [row] = next.splice(from, 1);
  if (!row) return rows;
  next.splice(to, 0, row);
  const first = next[0];
  if (first?.depth === 1) next[0] = { ...first, depth: 0 };
  return next;
}

export const setDepth = (rows: MenuRow[], index: number, depth: 0 | 1): MenuRow[] =>
  rows.map((row, i) => (i === index ? { ...row, depth } : row));

let counter = 0;
/** A new item's id: unique within the menus. */
export const newItemId = () => `voce-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** The menus as edited. */
export interface EditedMenus {
  header: MenuRow[];
  footer: { id: string; title: string; name?: string; items: MenuRow[] }[];
}

export const editedOf = (menus: SiteMenus): EditedMenus => ({
  header: headerRows(menus.header),
  footer: menus.footer.map((column) => ({ ...column, items: leafRows(column.items) })),
});

export const menusOf = (edited: EditedMenus): SiteMenus => ({
  header: headerOf(edited.header),
  footer: edited.footer.map((column) => ({ ...column, items: column.items.map(leafOf) })),
});

/**
 * The editor's form: the menus as edited, checked as the server checks the menus they stand for
 * (`siteMenusSchema`); its one message names the item at fault, as the server's does.
 */
export const editedMenusSchema = z.custom<EditedMenus>().transform((edited, ctx) => {
  const menus = menusOf(edited);
  const parsed = siteMenusSchema.safeParse(menus);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  ctx.addIssue({ code: "custom", path: ["root"], message: issue ? describeMenuIssue(menus, issue) : "Il menu non è valido" });
  return z.NEVER;
});
