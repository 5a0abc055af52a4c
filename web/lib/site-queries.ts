import { queryOptions } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import type { PostDetail, PostSummary, TagAnswer } from "../../src/shared/blog";
import { galleryQueryKey } from "../../src/shared/gallery";
import type { GallerySection } from "../../src/shared/gallery-sections";
import { EDITED_PAGES_KEY, livePageKey, SITE_TEXTS_QUERY_KEY } from "../../src/shared/pages/page-edits";
import type { SiteReads } from "../../src/shared/site-reads";
import type { LanguageCode } from "../../src/shared/languages";
import { MENUS_QUERY_KEY } from "../../src/shared/menu-links";
import { ApiError } from "./api-client";
import type { SearchAnswer } from "../../src/shared/search";
import type { PublicDocument } from "../../src/shared/schemas/document-answers";
import type { DocumentListQuery } from "../../src/shared/schemas/documents";
import { browserSiteReads, documentsPath, highlightsApiPath, referencesApiPath, searchPath } from "./browser-site-reads";
import type { ReferenceProduct, ReferenceQuery } from "../../src/shared/references/reference-fields";
import type { ReferenceDetail, ReferenceHighlights, ReferenceListAnswer } from "../../src/shared/schemas/reference-answers";

/** GET /api/settings: the business facts, on every page. */
export const SETTINGS_QUERY_KEY = ["/api/settings"] as const;

/** GET /api/blog?published=true: what visitors see (spec §7). */
export const PUBLISHED_POSTS_KEY = ["/api/blog?published=true"] as const;

/** GET /api/blog/slug/{slug}. */
export const postBySlugKey = (slug: string) => ["/api/blog/slug", slug] as const;

/** GET /api/blog/tag/{tag}: the published posts of one tag. */
export const postsByTagKey = (tag: string) => ["/api/blog/tag", tag] as const;

/** GET /api/references/slug/{slug}. */
export const referenceBySlugKey = (slug: string, language: LanguageCode = "it") =>
  (language === "it" ? ["/api/references/slug", slug] : ["/api/references/slug", slug, language]) as readonly string[];

/** GET /api/documents/public/{slug}, in a language other than Italian with `?lingua=`. */
export const documentBySlugKey = (slug: string, language: LanguageCode = "it") =>
  (language === "it" ? ["/api/documents/public", slug] : ["/api/documents/public", slug, language]) as readonly string[];

/** A read that failed on the server for its own reasons is what the page shows as 'Errore nel caricamento'. */
const unreadable = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError(500, "Non è stato possibile leggere i dati");

function readWith<T>(read: () => Promise<T>): () => Promise<T> {
  return () =>
    read().catch((error: unknown) => {
      throw unreadable(error);
    });
}

/**
 * The query of each public read: its key in the query cache and the read that fills it. Loaders
 * fill the cache with them before a page renders; components read the same queries.
 */
export const siteQueries = {
  settings: (reads: SiteReads) => queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: readWith(() => reads.settings()) }),
  editedPages: (reads: SiteReads) => queryOptions({ queryKey: EDITED_PAGES_KEY, queryFn: readWith(() => reads.editedPages()) }),
  siteTexts: (reads: SiteReads) => queryOptions({ queryKey: SITE_TEXTS_QUERY_KEY, queryFn: readWith(() => reads.siteTexts()) }),
  menus: (reads: SiteReads) => queryOptions({ queryKey: MENUS_QUERY_KEY, queryFn: readWith(() => reads.menus()) }),
  livePage: (reads: SiteReads, path: string) =>
    queryOptions({ queryKey: livePageKey(path), queryFn: readWith(() => reads.livePage(path)) }),
  gallery: (reads: SiteReads, section: GallerySection) =>
    queryOptions({ queryKey: galleryQueryKey(section), queryFn: readWith(() => reads.gallery(section)) }),
  publishedPosts: (reads: SiteReads) =>
    queryOptions<PostSummary[], ApiError>({ queryKey: PUBLISHED_POSTS_KEY, queryFn: readWith(() => reads.publishedPosts()) }),
  postBySlug: (reads: SiteReads, slug: string, previewToken?: string | null) =>
    queryOptions<PostDetail | null, ApiError>({
      queryKey: postBySlugKey(slug),
      queryFn: readWith(() => reads.postBySlug(slug, previewToken)),
    }),
  search: (reads: SiteReads, query: string, page: number) =>
    queryOptions<SearchAnswer, ApiError>({
      queryKey: [searchPath(query, page)],
      queryFn: readWith(() => reads.search(query, page)),
    }),
  documents: (reads: SiteReads, query: DocumentListQuery, language: LanguageCode = "it") =>
    queryOptions<PublicDocument[], ApiError>({
      queryKey: [documentsPath(query, language)],
      queryFn: readWith(() => reads.documents(query, language)),
    }),
  documentBySlug: (reads: SiteReads, slug: string, language: LanguageCode = "it") =>
    queryOptions<PublicDocument | null, ApiError>({
      queryKey: documentBySlugKey(slug, language),
      queryFn: readWith(() => reads.documentBySlug(slug, language)),
    }),
  references: (reads: SiteReads, query: ReferenceQuery, language: LanguageCode = "it") =>
    queryOptions<ReferenceListAnswer, ApiError>({
      queryKey: [referencesApiPath(query, language)],
      queryFn: readWith(() => reads.references(query, language)),
    }),
  referenceBySlug: (reads: SiteReads, slug: string, language: LanguageCode = "it") =>
    queryOptions<ReferenceDetail | null, ApiError>({
      queryKey: referenceBySlugKey(slug, language),
      queryFn: readWith(() => reads.referenceBySlug(slug, language)),
    }),
  referenceHighlights: (reads: SiteReads, of: { sector?: GallerySection; product?: ReferenceProduct }) =>
    queryOptions<ReferenceHighlights, ApiError>({
      queryKey: [highlightsApiPath(of)],
      queryFn: readWith(() => reads.referenceHighlights(of)),
    }),
  postsByTag: (reads: SiteReads, tag: string) =>
    queryOptions<TagAnswer | null, ApiError>({ queryKey: postsByTagKey(tag), queryFn: readWith(() => reads.postsByTag(tag)) }),
};

const SiteReadsContext = createContext<SiteReads | null>(null);
export const SiteReadsProvider = SiteReadsContext.Provider;

let defaultReads: SiteReads | null = null;

/** The reads of this render: the server's own while it renders, the JSON API's in the browser. */
export function useSiteReads(): SiteReads {
  const own = useContext(SiteReadsContext);
  if (own) return own;
  defaultReads ??= browserSiteReads();
  return defaultReads;
}
