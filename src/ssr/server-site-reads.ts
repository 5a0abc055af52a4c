import { type ArticleReader, blogReads, imageDescriber } from "../api/blog/blog-reads";
import { listSection } from "../api/galleries/galleries.service";
import { publishedMenus } from "../api/menus/menus.service";
import type { AppContext } from "../context";
import { publicDocumentBySlug, publishedDocuments } from "../documents/documents.service";
import { translatedDocumentBySlug, translatedDocuments } from "../documents/document-translations";
import { referenceBySlug, referenceHighlights, referenceList } from "../references/reference-reads";
import { referenceFiltersSchema } from "../shared/schemas/references";
import type { SiteMenus } from "../shared/menus";
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
    editedPages: async () => ({ paths: await ctx.pages.editedPaths() }),
    siteTexts: async () => ({ texts: await ctx.pages.siteTexts() }),
    menus: async () => ({ menus: menusShown(ctx) }),
    livePage: async (path) => ({ page: await ctx.pages.published(path) }),
    gallery: async (section) => listSection(ctx.db, section, (url) => ctx.media.textOf(url)),
    publishedPosts: async () => blog.published(),
    postBySlug: async (slug, previewToken) => blog.bySlug(slug, { ...reader, previewToken: previewToken ?? null }),
    postsByTag: async (tag) => blog.byTag(tag),
    references: async (query, language) => referenceList(ctx.db, referenceFiltersSchema.parse(query), language),
    referenceBySlug: async (slug, language) => referenceBySlug(ctx.db, slug, reader.seesDrafts, language),
    referenceHighlights: async (of) => referenceHighlights(ctx.db, of),
    search: (query, page) => ctx.search.search(query, { page, count: true }),
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

/** Each site's published menus as last read (null: the built-in ones), kept until the menus change. */
const shownMenus = new WeakMap<AppContext, () => SiteMenus | null>();

/**
 * The published menus every public page shows: read and checked once after each change of the
 * menus (or of everything, a restore), not for every page rendered.
 */
function menusShown(ctx: AppContext): SiteMenus | null {
  let read = shownMenus.get(ctx);
  if (!read) {
    let kept: { menus: SiteMenus | null } | null = null;
    ctx.changes.subscribe((kind) => {
      if (kind === "menus" || kind === "all") kept = null;
    });
    read = () => {
      kept ??= { menus: publishedMenus(ctx.db) };
      return kept.menus;
    };
    shownMenus.set(ctx, read);
  }
  return read();
}
