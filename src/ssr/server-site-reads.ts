import { type ArticleReader, blogReads, imageDescriber } from "../api/blog/blog-reads";
import { listSection } from "../api/galleries/galleries.service";
import { publishedMenus } from "../api/menus/menus.service";
import type { AppContext } from "../context";
import { businessTextsIn } from "../translations/business-texts";
import { publicDocumentBySlug, publishedDocuments } from "../documents/documents.service";
import { translatedDocumentBySlug, translatedDocuments } from "../documents/document-translations";
import { referenceBySlug, referenceHighlights, referenceList } from "../references/reference-reads";
import { referenceFiltersSchema } from "../shared/schemas/references";
import type { SiteMenus } from "../shared/menus";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../shared/languages";
import type { SiteReads } from "../shared/site-reads";

/**
 * The server's answers to what public pages read: the services called directly, the same
 * functions the JSON API answers with. `reader` says which unpublished article, if any, this
 * request may see (staff, or a preview link's holder).
 */
export function serverSiteReads(ctx: AppContext, reader: ArticleReader, request: { method: string; path: string }): SiteReads {
  const blog = blogReads(
    ctx.db,
    imageDescriber(ctx.config.uploadsDir, (url) => ctx.media.textOf(url)),
  );
  return logged(request, {
    settings: async () => ctx.settings.getPublic(),
    businessTexts: async (language) => businessTextsIn(ctx.db, language),
    editedPages: () => ctx.pages.editedPages(),
    siteTexts: async () => ({ texts: await ctx.pages.siteTexts() }),
    menus: async (language = DEFAULT_LANGUAGE) => ({ menus: menusShown(ctx, language) }),
    livePage: async (path) => ({ page: await ctx.pages.published(path) }),
    gallery: async (section) => listSection(ctx.db, section, (url) => ctx.media.textsOf(url)),
    publishedPosts: async (language) => blog.published(language),
    postBySlug: async (slug, language, previewToken) =>
      blog.bySlug(slug, { ...reader, previewToken: previewToken ?? null }, language),
    postsByTag: async (tag, language) => blog.byTag(tag, language),
    references: async (query, language) => referenceList(ctx.db, referenceFiltersSchema.parse(query), language),
    referenceBySlug: async (slug, language) => referenceBySlug(ctx.db, slug, reader.seesDrafts, language),
    referenceHighlights: async (of) => referenceHighlights(ctx.db, of),
    search: (query, page, language) => ctx.search.search(query, { page, count: true, language }),
    documents: async (query, language = "it") =>
      language === "it" ? publishedDocuments(ctx.db, query) : translatedDocuments(ctx.db, language, query),
    documentBySlug: async (slug, language = "it") =>
      language === "it" ? publicDocumentBySlug(ctx.db, slug) : translatedDocumentBySlug(ctx.db, language, slug),
  });
}

/** Each read's failure is logged as the API's would be: the page shows 'Errore nel caricamento', the log says why. */
function logged(request: { method: string; path: string }, reads: SiteReads): SiteReads {
  const wrapped = {} as Record<keyof SiteReads, unknown>;
  for (const [name, read] of Object.entries(reads) as [keyof SiteReads, (...args: unknown[]) => Promise<unknown>][]) {
    wrapped[name] = (...args: unknown[]) =>
      read(...args).catch((error: unknown) => {
        console.error(`[errore] ${request.method} ${request.path}: lettura non riuscita (${name}):`, error);
        throw error;
      });
  }
  return wrapped as SiteReads;
}

/** Each site's published menus of each language as last read (null: the built-in ones), kept until the menus change. */
const shownMenus = new WeakMap<AppContext, (language: LanguageCode) => SiteMenus | null>();

/**
 * The published menus every public page of a language shows: read and checked once after each
 * change of the menus (or of everything, a restore), not for every page rendered.
 */
function menusShown(ctx: AppContext, language: LanguageCode): SiteMenus | null {
  let read = shownMenus.get(ctx);
  if (!read) {
    const kept = new Map<LanguageCode, SiteMenus | null>();
    ctx.changes.subscribe((kind) => {
      if (kind === "menus" || kind === "all") kept.clear();
    });
    read = (code) => {
      if (!kept.has(code)) kept.set(code, publishedMenus(ctx.db, code));
      return kept.get(code) ?? null;
    };
    shownMenus.set(ctx, read);
  }
  return read(language);
}
