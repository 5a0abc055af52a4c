import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type PageTranslationRow, pageTranslations } from "../db/schema";
import { type LanguageCode, isLanguageCode } from "../shared/languages";
import { pageEditorPath } from "../shared/pages/page-edits";
import type { PageContent } from "../shared/pages/page-schema";
import { type TextField, textFieldsOf } from "../shared/pages/text-fields";
import type { OutdatedTranslation } from "../shared/translations";
import { outdatedFieldsOf, translatedFromOf } from "./field-fingerprints";

/** What a page translation reads of the pages: the content visitors read now at a page's address (a published edit, or the built-in page). */
export interface PagesNow {
  current(path: string): Promise<unknown>;
}

const isPageContent = (value: unknown): value is PageContent =>
  typeof value === "object" && value !== null && Array.isArray((value as PageContent).blocks);

/** The texts of the Italian page as visitors read it now; none when it is gone. */
async function italianTexts(pages: PagesNow, italianPath: string): Promise<TextField[]> {
  const content = await pages.current(italianPath);
  return isPageContent(content) ? textFieldsOf(content) : [];
}

const keysAndTexts = (fields: readonly TextField[]) => ({
  keys: fields.map((field) => field.key),
  texts: Object.fromEntries(fields.map((field) => [field.key, field.text])),
});

export function pageTranslationRow(db: Db, path: string): PageTranslationRow | undefined {
  return db.select().from(pageTranslations).where(eq(pageTranslations.path, path)).get();
}

/** The translations of an Italian page, one per language. */
export function translationsOfPage(db: Db, italianPath: string): { language: LanguageCode; path: string }[] {
  return db
    .select({ language: pageTranslations.language, path: pageTranslations.path })
    .from(pageTranslations)
    .where(eq(pageTranslations.translation_of, italianPath))
    .all()
    .flatMap((row) => (isLanguageCode(row.language) ? [{ language: row.language, path: row.path }] : []));
}

/** The Italian texts that changed after the translation was last saved (none recorded: none out of date). */
export async function outdatedPageFields(
  pages: PagesNow,
  translation: Pick<PageTranslationRow, "translation_of" | "translated_from">,
): Promise<TextField[]> {
  const fields = await italianTexts(pages, translation.translation_of);
  const { keys, texts } = keysAndTexts(fields);
  const outdated = new Set(outdatedFieldsOf(keys, texts, translation.translated_from));
  return fields.filter((field) => outdated.has(field.key));
}

/**
 * A save of a translation (draft or publication): it records each Italian text as it is now, so the
 * 'Da aggiornare' marks go. A built-in page's English gets its row on its first save.
 */
export async function recordPageTranslationSave(
  db: Db,
  pages: PagesNow,
  translation: { path: string; translation_of: string; language: LanguageCode },
): Promise<void> {
  const { keys, texts } = keysAndTexts(await italianTexts(pages, translation.translation_of));
  const translated_from = translatedFromOf(keys, texts);
  db.insert(pageTranslations)
    .values({ ...translation, translated_from })
    .onConflictDoUpdate({ target: pageTranslations.path, set: { translated_from } })
    .run();
}

/** Every page translation with a text whose Italian changed since it was last saved (the dashboard's list). */
export async function outdatedPageTranslations(db: Db, pages: PagesNow): Promise<OutdatedTranslation[]> {
  const rows = db.select().from(pageTranslations).all();
  const items: OutdatedTranslation[] = [];
  for (const row of rows) {
    if (!isLanguageCode(row.language)) continue;
    const fields = await outdatedPageFields(pages, row);
    if (fields.length === 0) continue;
    const english = await pages.current(row.path);
    items.push({
      what: "Pagina",
      title: isPageContent(english) ? english.meta.title : row.path,
      language: row.language,
      fields: fields.map((field) => field.label),
      href: pageEditorPath(row.path),
    });
  }
  return items;
}
