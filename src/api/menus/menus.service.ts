import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { menuVersions, type SiteMenusRow, siteMenus } from "../../db/schema";
import { type SiteMenus, siteMenusSchema } from "../../shared/menus";
import type { MenusEditorData, MenuVersion } from "../../shared/schemas/menu-answers";
import { editedEntryState } from "../../shared/schemas/version-answers";
import { builtInMenus } from "../../shared/menus-built-in";
import { builtInEnglishMenus } from "../../shared/menus-built-in-en";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../shared/languages";

/** The row of a language's menus: 'sito' for the Italian ones, which the spec's API edits. */
const keyOf = (language: LanguageCode) => (language === DEFAULT_LANGUAGE ? "sito" : `sito-${language}`);

/** Each language's menus as built into the program. */
const builtInMenusIn: Record<LanguageCode, SiteMenus> = { it: builtInMenus, en: builtInEnglishMenus };

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

const rowOf = (db: Db, language: LanguageCode): SiteMenusRow | undefined =>
  db
    .select()
    .from(siteMenus)
    .where(eq(siteMenus.key, keyOf(language)))
    .get();

/** The published menus for visitors; null while the built-in ones are served. */
export function publishedMenus(db: Db, language: LanguageCode = DEFAULT_LANGUAGE): SiteMenus | null {
  return stored(rowOf(db, language)?.published);
}

/** What staff preview: the draft, else the published menus, else the built-in ones. */
export function previewMenus(db: Db, language: LanguageCode = DEFAULT_LANGUAGE): SiteMenus {
  const row = rowOf(db, language);
  return stored(row?.draft) ?? stored(row?.published) ?? builtInMenusIn[language];
}

export function menusEditor(db: Db, language: LanguageCode = DEFAULT_LANGUAGE): MenusEditorData {
  return editedEntryState(builtInMenusIn[language], rowOf(db, language), stored);
}

function upsert(db: Db, who: string, set: Partial<SiteMenusRow>, language: LanguageCode): void {
  const values = { ...set, updated_at: new Date().toISOString(), updated_by: who };
  db.insert(siteMenus)
    .values({ key: keyOf(language), ...values })
    .onConflictDoUpdate({ target: siteMenus.key, set: values })
    .run();
}

/** Who wrote the menus since `version` and when; null when `version` is the current one. */
export function staleMenus(
  db: Db,
  version: string,
  language: LanguageCode = DEFAULT_LANGUAGE,
): { by: string; at: string } | null {
  const row = rowOf(db, language);
  const current = row?.updated_at ?? "";
  return version === current ? null : { by: row?.updated_by ?? "", at: row?.updated_at ?? new Date().toISOString() };
}

/** Keeps the menus unpublished: visitors still see what was there. */
export function saveMenusDraft(db: Db, menus: SiteMenus, who: string, language: LanguageCode = DEFAULT_LANGUAGE): void {
  upsert(db, who, { draft: menus, draft_at: new Date().toISOString(), draft_by: who }, language);
}

/** Makes the menus live, drops the draft, and records the publication as a version. */
export function publishMenus(
  db: Db,
  menus: SiteMenus,
  who: string,
  note: string = menuNotes.edit,
  language: LanguageCode = DEFAULT_LANGUAGE,
): void {
  const now = new Date().toISOString();
  db.transaction((tx) => {
    tx.insert(menuVersions).values({ language, content: menus, published_at: now, published_by: who, note }).run();
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
      .values({ key: keyOf(language), ...values })
      .onConflictDoUpdate({ target: siteMenus.key, set: values })
      .run();
  });
}

/** Throws the draft away: the editor starts again from what visitors see. */
export function discardMenusDraft(db: Db, who: string, language: LanguageCode = DEFAULT_LANGUAGE): boolean {
  const row = rowOf(db, language);
  if (!row?.draft) return false;
  upsert(db, who, { draft: null, draft_at: null, draft_by: null }, language);
  return true;
}

/** Serves the built-in menus again: the row goes, the history stays (with a line saying so). */
export function restoreOriginalMenus(db: Db, who: string, language: LanguageCode = DEFAULT_LANGUAGE): void {
  db.transaction((tx) => {
    tx.insert(menuVersions)
      .values({
        language,
        content: builtInMenusIn[language],
        published_at: new Date().toISOString(),
        published_by: who,
        note: menuNotes.original,
      })
      .run();
    tx.delete(siteMenus)
      .where(eq(siteMenus.key, keyOf(language)))
      .run();
  });
}

export function menuVersionList(db: Db, language: LanguageCode = DEFAULT_LANGUAGE): MenuVersion[] {
  return db
    .select()
    .from(menuVersions)
    .where(eq(menuVersions.language, language))
    .orderBy(desc(menuVersions.id))
    .all()
    .map((row) => ({ id: row.id, publishedAt: row.published_at, publishedBy: row.published_by, note: row.note }));
}

/** One version's menus; null for an unknown version or one this program can no longer read. */
export function menuVersion(db: Db, id: number, language: LanguageCode = DEFAULT_LANGUAGE): SiteMenus | null {
  return stored(
    db
      .select()
      .from(menuVersions)
      .where(and(eq(menuVersions.id, id), eq(menuVersions.language, language)))
      .get()?.content,
  );
}
