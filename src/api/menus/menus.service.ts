import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { menuVersions, type SiteMenusRow, siteMenus } from "../../db/schema";
import { type SiteMenus, siteMenusSchema } from "../../shared/menus";
import type { MenusEditorData, MenuVersion } from "../../shared/schemas/menu-answers";
import { editedEntryState } from "../../shared/schemas/version-answers";
import { builtInMenus } from "../../shared/menus-built-in";

/** The one row of the menus. */
const KEY = "sito";

export const menuNotes = {
  edit: "Menu pubblicati",
  restoredVersion: (id: number) => `Ripristino della versione n. ${id}`,
  original: "Ripristino dei menu originali",
} as const;

/** Menus read back from the database: kept only while they still fit the schema of this program. */
function stored(value: unknown): SiteMenus | null {
  if (value === null || value === undefined) return null;
  const parsed = siteMenusSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const rowOf = (db: Db): SiteMenusRow | undefined => db.select().from(siteMenus).where(eq(siteMenus.key, KEY)).get();

/** The published menus for visitors; null while the built-in ones are served. */
export function publishedMenus(db: Db): SiteMenus | null {
  return stored(rowOf(db)?.published);
}

/** What staff preview: the draft, else the published menus, else the built-in ones. */
export function previewMenus(db: Db): SiteMenus {
  const row = rowOf(db);
  return stored(row?.draft) ?? stored(row?.published) ?? builtInMenus;
}

export function menusEditor(db: Db): MenusEditorData {
  return editedEntryState(builtInMenus, rowOf(db), stored);
}

function upsert(db: Db, who: string, set: Partial<SiteMenusRow>): void {
  const values = { ...set, updated_at: new Date().toISOString(), updated_by: who };
  db.insert(siteMenus)
    .values({ key: KEY, ...values })
    .onConflictDoUpdate({ target: siteMenus.key, set: values })
    .run();
}

/** Who wrote the menus since `version` and when; null when `version` is the current one. */
export function staleMenus(db: Db, version: string): { by: string; at: string } | null {
  const row = rowOf(db);
  const current = row?.updated_at ?? "";
  return version === current ? null : { by: row?.updated_by ?? "", at: row?.updated_at ?? new Date().toISOString() };
}

/** Keeps the menus unpublished: visitors still see what was there. */
export function saveMenusDraft(db: Db, menus: SiteMenus, who: string): void {
  upsert(db, who, { draft: menus, draft_at: new Date().toISOString(), draft_by: who });
}

/** Makes the menus live, drops the draft, and records the publication as a version. */
export function publishMenus(db: Db, menus: SiteMenus, who: string, note: string = menuNotes.edit): void {
  const now = new Date().toISOString();
  db.transaction((tx) => {
    tx.insert(menuVersions).values({ content: menus, published_at: now, published_by: who, note }).run();
    const values = {
      published: menus,
      published_at: now,
      published_by: who,
      draft: null,
      draft_at: null,
      draft_by: null,
      updated_at: now,
      updated_by: who,
    };
    tx.insert(siteMenus)
      .values({ key: KEY, ...values })
      .onConflictDoUpdate({ target: siteMenus.key, set: values })
      .run();
  });
}

/** Throws the draft away: the editor starts again from what visitors see. */
export function discardMenusDraft(db: Db, who: string): boolean {
  const row = rowOf(db);
  if (!row?.draft) return false;
  upsert(db, who, { draft: null, draft_at: null, draft_by: null });
  return true;
}

/** Serves the built-in menus again: the row goes, the history stays (with a line saying so). */
export function restoreOriginalMenus(db: Db, who: string): void {
  db.transaction((tx) => {
    tx.insert(menuVersions)
      .values({ content: builtInMenus, published_at: new Date().toISOString(), published_by: who, note: menuNotes.original })
      .run();
    tx.delete(siteMenus).where(eq(siteMenus.key, KEY)).run();
  });
}

export function menuVersionList(db: Db): MenuVersion[] {
  return db
    .select()
    .from(menuVersions)
    .orderBy(desc(menuVersions.id))
    .all()
    .map((row) => ({ id: row.id, publishedAt: row.published_at, publishedBy: row.published_by, note: row.note }));
}

/** One version's menus; null for an unknown version or one this program can no longer read. */
export function menuVersion(db: Db, id: number): SiteMenus | null {
  return stored(db.select().from(menuVersions).where(eq(menuVersions.id, id)).get()?.content);
}
