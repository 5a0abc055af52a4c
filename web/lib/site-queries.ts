import { queryOptions } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import type { PostDetail, PostSummary, TagAnswer } from "../../src/shared/blog";
import { galleryQueryKey } from "../../src/shared/gallery";
import type { GallerySection } from "../../src/shared/gallery-sections";
import { EDITED_PAGES_KEY, livePageKey, SITE_TEXTS_QUERY_KEY } from "../../src/shared/pages/page-edits";
import type { SiteReads } from "../../src/shared/site-reads";
import { menusQueryKey } from "../../src/shared/menu-links";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../src/shared/languages";
import { ApiError } from "./api-client";
import type { SearchAnswer } from "../../src/shared/search";
import type { PublicDocument } from "../../src/shared/schemas/document-answers";
import type { DocumentListQuery } from "../../src/shared/schemas/documents";
import {
  browserSiteReads,
  businessTextsPath,
  documentsPath,
  highlightsApiPath,
  publishedPostsPath,
  referencesApiPath,
  searchPath,
} from "./browser-site-reads";
import type { ReferenceProduct, ReferenceQuery } from "../../src/shared/references/reference-fields";
import type { ReferenceDetail, ReferenceHighlights, ReferenceListAnswer } from "../../src/shared/schemas/reference-answers";

/** GET /api/settings: the business facts, on every page. */
export const SETTINGS_QUERY_KEY = ["/api/settings"] as const;

/** GET /api/blog?published=true: what visitors of a language's blog see (spec §7). */
export const publishedPostsKey = (language: LanguageCode) => [publishedPostsPath(language)] as const;

/** GET /api/blog/slug/{slug}: an article of a language's blog. */
export const postBySlugKey = (slug: string, language: LanguageCode) => ["/api/blog/slug", slug, language] as const;

/** GET /api/blog/tag/{tag}: the published posts of one tag in a language's blog. */
export const postsByTagKey = (tag: string, language: LanguageCode) => ["/api/blog/tag", tag, language] as const;

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
  businessTexts: (reads: SiteReads, language: LanguageCode) =>
    queryOptions({ queryKey: [businessTextsPath(language)], queryFn: readWith(() => reads.businessTexts(language)) }),
  editedPages: (reads: SiteReads) => queryOptions({ queryKey: EDITED_PAGES_KEY, queryFn: readWith(() => reads.editedPages()) }),
  siteTexts: (reads: SiteReads) => queryOptions({ queryKey: SITE_TEXTS_QUERY_KEY, queryFn: readWith(() => reads.siteTexts()) }),
  menus: (reads: SiteReads, language: LanguageCode = DEFAULT_LANGUAGE) =>
    queryOptions({ queryKey: menusQueryKey(language), queryFn: readWith(() => reads.menus(language)) }),
  livePage: (reads: SiteReads, path: string) =>
    queryOptions({ queryKey: livePageKey(path), queryFn: readWith(() => reads.livePage(path)) }),
  gallery: (reads: SiteReads, section: GallerySection) =>
    queryOptions({ queryKey: galleryQueryKey(section), queryFn: readWith(() => reads.gallery(section)) }),
  publishedPosts: (reads: SiteReads, language: LanguageCode) =>
    queryOptions<PostSummary[], ApiError>({
      queryKey: publishedPostsKey(language),
      queryFn: readWith(() => reads.publishedPosts(language)),
    }),
  postBySlug: (reads: SiteReads, slug: string, language: LanguageCode, previewToken?: string | null) =>
    queryOptions<PostDetail | null, ApiError>({
      queryKey: postBySlugKey(slug, language),
      queryFn: readWith(() => reads.postBySlug(slug, language, previewToken)),
    }),
  search: (reads: SiteReads, query: string, page: number, language: LanguageCode) =>
    queryOptions<SearchAnswer, ApiError>({
      queryKey: [searchPath(query, page, language)],
      queryFn: readWith(() => reads.search(query, page, language)),
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
  postsByTag: (reads: SiteReads, tag: string, language: LanguageCode) =>
    queryOptions<TagAnswer | null, ApiError>({
      queryKey: postsByTagKey(tag, language),
      queryFn: readWith(() => reads.postsByTag(tag, language)),
    }),
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
