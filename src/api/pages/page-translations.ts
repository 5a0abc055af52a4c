import type { Context } from "hono";
import { and, eq } from "drizzle-orm";
import { pageEdits, pageTranslations } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { type LanguageCode, languageOfPath } from "../../shared/languages";
import { type EditableKey, SITE_TEXTS_KEY } from "../../shared/pages/page-edits";
import type { PageContent } from "../../shared/pages/page-schema";
import type { PageTemplate } from "../../shared/pages/page-templates";
import { type EnglishState, pageTranslationMessages } from "../../shared/pages/page-translations";
import type { PageEditorData, PageListItem, SiteTextsEditorData } from "../../shared/schemas/page-answers";
import {
  outdatedPageFields,
  pageTranslationRow,
  recordPageTranslationSave,
  translationsOfPage,
} from "../../translations/page-translations";

type Ctx = Context<AppEnv>["var"]["ctx"];

/** The Italian page a translation translates, and its language: a built-in page's English, or a created page's. */
function translationOf(ctx: Ctx, key: string): { of: string; language: LanguageCode } | null {
  const builtIn = ctx.pages.builtInTranslations.at(key);
  if (builtIn) return { of: builtIn.of, language: languageOfPath(builtIn.address) };
  const row = pageTranslationRow(ctx.db, key);
  return row ? { of: row.translation_of, language: languageOfPath(row.path) } : null;
}

/** The translations of an Italian page: its built-in English, or the ones staff made of a created page. */
export function translationsOf(ctx: Ctx, italianPath: string): { language: LanguageCode; path: string }[] {
  const builtIn = ctx.pages.builtInTranslations.addressOf(italianPath, "en");
  return builtIn ? [{ language: "en", path: builtIn }] : translationsOfPage(ctx.db, italianPath);
}

/** The fingerprints a translation records of its Italian; none recorded yet for a built-in page's English never saved. */
const recordedOf = (ctx: Ctx, key: string, of: string) => ({
  translation_of: of,
  translated_from: pageTranslationRow(ctx.db, key)?.translated_from ?? {},
});

/**
 * The editor's answer: a translation carries its Italian page as visitors read it now and the texts
 * whose Italian changed since the translation was last saved; an Italian page, its translations.
 */
export async function editorAnswer(ctx: Ctx, key: EditableKey): Promise<PageEditorData | SiteTextsEditorData> {
  const data = await ctx.pages.editor(key);
  if (key === SITE_TEXTS_KEY) return data;
  const page = data as PageEditorData;
  const translation = translationOf(ctx, key);
  if (translation) {
    const original = (await ctx.pages.current(translation.of)) as PageContent;
    const outdated = await outdatedPageFields(ctx.pages, recordedOf(ctx, key, translation.of));
    return { ...page, translation: { ...translation, original, outdated: outdated.map((field) => field.key) } };
  }
  return { ...page, translations: translationsOf(ctx, key) };
}

/** A save of a translation (a draft or a publication) records the Italian it was written beside. */
export async function recordIfTranslation(ctx: Ctx, key: EditableKey): Promise<void> {
  const translation = translationOf(ctx, key);
  if (translation)
    await recordPageTranslationSave(ctx.db, ctx.pages, {
      path: key,
      translation_of: translation.of,
      language: translation.language,
    });
}

/** A page's English as the lists of /admin/pagine show it; null when it has none. */
async function englishOf(ctx: Ctx, italianPath: string): Promise<PageListItem["english"]> {
  const [english] = translationsOf(ctx, italianPath).filter((translation) => translation.language === "en");
  if (!english) return null;
  const edit = ctx.db
    .select({ published: pageEdits.published, draft: pageEdits.draft })
    .from(pageEdits)
    .where(eq(pageEdits.path, english.path))
    .get();
  // A built-in page's English is served from the program's own copy until staff publish their edit.
  const published = ctx.pages.isBuiltInTranslation(english.path) || Boolean(edit?.published);
  const outdated = await outdatedPageFields(ctx.pages, recordedOf(ctx, english.path, italianPath));
  const state: EnglishState = outdated.length > 0 ? "da aggiornare" : published ? "pubblicata" : "bozza";
  return { path: english.path, state, hasDraft: Boolean(edit?.draft) };
}

/** Each item of a list with its English. */
export async function withEnglish<T extends { path: string }>(ctx: Ctx, items: readonly T[]) {
  return Promise.all(items.map(async (item) => ({ ...item, english: await englishOf(ctx, item.path) })));
}

/** Refuses an English address a built-in English page has (or had), another page has, or a redirect starts from. */
function refuseTakenAddress(ctx: Ctx, address: string): void {
  if (ctx.pages.builtInTranslations.isTakenBy(address))
    throw new HttpError(409, pageTranslationMessages.builtIn(address), {}, "address");
  if (ctx.pages.created.has(address)) throw new HttpError(409, pageTranslationMessages.taken(address), {}, "address");
  if (ctx.redirects.rules().bySource(address))
    throw new HttpError(409, pageTranslationMessages.redirected(address), {}, "address");
}

/**
 * A new English address for a created page's translation: its edits and history move with it, and the old
 * address leads there for good (a 301 rule), so no link or search result breaks.
 */
export function moveTranslation(ctx: Ctx, from: string, to: string): void {
  const row = pageTranslationRow(ctx.db, from);
  if (!row || !ctx.pages.created.has(from)) {
    throw new HttpError(ctx.pages.isEditable(from) ? 400 : 404, pageTranslationMessages.notTranslation);
  }
  if (to === from) return;
  refuseTakenAddress(ctx, to);
  ctx.pages.moveTranslation(from, to, (tx) => {
    const saved = ctx.redirects.save({ source: from, target: to, code: 301 }, { upsert: true, tx });
    if (!saved.ok) throw new HttpError(saved.status, saved.message);
  });
}

/**
 * 'Traduci in inglese' on a page staff created: its English at the address staff chose, an unpublished
 * draft that starts from the Italian visitors read now. The address must be free: no built-in English
 * page's (nor one it had), no other page's, no redirect's.
 */
export async function createPageTranslation(c: Context<AppEnv>, italianPath: string, address: string, who: string) {
  const { ctx } = c.var;
  const { pages, db } = ctx;
  if (!pages.created.has(italianPath) || languageOfPath(italianPath) !== "it") {
    throw new HttpError(pages.isEditable(italianPath) ? 400 : 404, pageTranslationMessages.notTranslatable);
  }
  const existing = db
    .select({ path: pageTranslations.path })
    .from(pageTranslations)
    .where(and(eq(pageTranslations.translation_of, italianPath), eq(pageTranslations.language, "en")))
    .get();
  if (existing) throw new HttpError(409, pageTranslationMessages.exists);
  refuseTakenAddress(ctx, address);
  const row = pages.created.row(italianPath);
  const initial = (await pages.current(italianPath)) as PageContent;
  const created = pages.created.create(
    { path: address, title: row?.title ?? initial.meta.title, template: (row?.template ?? "vuota") as PageTemplate },
    who,
    initial,
  );
  if (!created.ok) throw new HttpError(409, created.message, {}, "address");
  db.insert(pageTranslations).values({ path: address, translation_of: italianPath, language: "en", translated_from: {} }).run();
}
