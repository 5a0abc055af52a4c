import { PREVIEW_PARAM } from "../../src/shared/blog";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../src/shared/languages";
import { SEARCH_LANGUAGE_PARAM } from "../../src/shared/search-addresses";
import { menusLanguageQuery } from "../../src/shared/menu-links";
import type { LivePageAnswer } from "../../src/shared/schemas/page-answers";
import type { SiteReads } from "../../src/shared/site-reads";
import type { DocumentListQuery } from "../../src/shared/schemas/documents";
import { ApiError, throwIfNotOk } from "./api-client";

/** A JSON read of the API; null when it answers 404 (the thing does not exist for this reader). */
async function read<T>(path: string): Promise<T> {
  const res = await fetch(path, { credentials: "include" });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

async function readOrNull<T>(path: string): Promise<T | null> {
  try {
    return await read<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const segment = encodeURIComponent;

/** GET /api/settings/texts?lingua=…: a language's company description and opening hours. */
export const businessTextsPath = (language: string) => `/api/settings/texts?lingua=${segment(language)}`;

/** The blog's reads in a language: Italian, the API's own, names none. */
const languageParams = (language: LanguageCode) => new URLSearchParams(language === DEFAULT_LANGUAGE ? {} : { language });

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** GET /api/blog?published=true: one language's published articles (spec §7). */
export const publishedPostsPath = (language: LanguageCode) =>
  withQuery("/api/blog", new URLSearchParams({ published: "true", ...Object.fromEntries(languageParams(language)) }));

/** GET /api/search?q=…&pagina=…&lingua=…: the results of one page of a query in a language's edition (Italian unless said). */
export const searchPath = (query: string, page: number, language: LanguageCode = DEFAULT_LANGUAGE) =>
  `/api/search?q=${segment(query)}${page > 1 ? `&pagina=${page}` : ""}${
    language === DEFAULT_LANGUAGE ? "" : `&${SEARCH_LANGUAGE_PARAM}=${language}`
  }`;

/** GET /api/documents/public?prodotto=…&tipo=…: the published documents of a filtered view. */
export const documentsPath = (query: DocumentListQuery, language: LanguageCode = "it") => {
  const params = new URLSearchParams();
  if (language !== "it") params.set("lingua", language);
  if (query.prodotto) params.set("prodotto", query.prodotto);
  if (query.tipo) params.set("tipo", query.tipo);
  const search = params.toString();
  return `/api/documents/public${search ? `?${search}` : ""}`;
};

/** GET /api/references with the filters of /referenze, in the address's own order. */
export const referencesApiPath = (filters: Record<string, string | number | undefined>, language: LanguageCode = "it") => {
  const params = new URLSearchParams();
  if (language !== "it") params.set("lingua", language);
  for (const key of ["settore", "prodotto", "regione", "dimensione", "pagina"]) {
    const value = filters[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/api/references?${query}` : "/api/references";
};

/** GET /api/references/slug/{slug}, in a language other than Italian with `?lingua=`. */
const referenceBySlugPath = (slug: string, language: LanguageCode = "it") =>
  `/api/references/slug/${segment(slug)}${language === "it" ? "" : `?lingua=${language}`}`;

/** GET /api/references/highlights of a sector or a product (or neither: the featured ones). */
export const highlightsApiPath = (of: { sector?: string; product?: string }) => {
  const params = new URLSearchParams();
  if (of.sector) params.set("settore", of.sector);
  if (of.product) params.set("prodotto", of.product);
  const query = params.toString();
  return query ? `/api/references/highlights?${query}` : "/api/references/highlights";
};

/** The browser's answers to what public pages read: the JSON API. */
export function browserSiteReads(): SiteReads {
  return {
    settings: () => read("/api/settings"),
    businessTexts: (language) => read(businessTextsPath(language)),
    editedPages: () => read("/api/pages/edited"),
    siteTexts: () => read("/api/pages/site-texts"),
    menus: (language = DEFAULT_LANGUAGE) => read(`/api/menus${menusLanguageQuery(language)}`),
    // Any other address has no page (404): the page says 'non trovata', as the server's read does.
    livePage: async (path) => (await readOrNull<LivePageAnswer>(`/api/pages/live?path=${segment(path)}`)) ?? { page: null },
    gallery: (section) => read(`/api/galleries/${segment(section)}`),
    publishedPosts: (language) => read(publishedPostsPath(language)),
    postBySlug: (slug, language, previewToken) => {
      const params = languageParams(language);
      if (previewToken) params.set(PREVIEW_PARAM, previewToken);
      return readOrNull(withQuery(`/api/blog/slug/${segment(slug)}`, params));
    },
    postsByTag: (tag, language) => readOrNull(withQuery(`/api/blog/tag/${segment(tag)}`, languageParams(language))),
    references: (query, language) => read(referencesApiPath(query, language)),
    referenceBySlug: (slug, language) => readOrNull(referenceBySlugPath(slug, language)),
    referenceHighlights: (of) => read(highlightsApiPath(of)),
    search: (query, page, language) => read(searchPath(query, page, language)),
    documents: (query, language) => read(documentsPath(query, language)),
    documentBySlug: (slug, language = "it") =>
      readOrNull(`/api/documents/public/${segment(slug)}${language === "it" ? "" : `?lingua=${language}`}`),
  };
}
