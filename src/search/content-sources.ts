import type { Database } from "bun:sqlite";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../shared/languages";
import type { SitePage } from "../shared/pages/page-schema";
import { CONTENT_PAGE_PATHS, type ContentPagePath } from "../shared/pages/site-links";
import { type GalleryPhoto, type PublishedPost, type PublishedReference, postStamp } from "./documents";

/** The marketing pages as visitors see them (the pages service: staff edits over the built-in content). */
export interface PageSource {
  published(path: string): Promise<SitePage | null>;
  builtIn(path: ContentPagePath): Promise<SitePage>;
  /** The addresses of the pages staff created that visitors see. */
  createdLivePaths(): string[];
}

/** What the index should hold for each kind of content, read from the database: key -> stamp and source. */
export function publishedPostStamps(
  sqlite: Database,
  language: LanguageCode = DEFAULT_LANGUAGE,
): Map<string, { stamp: string; source: number }> {
  const rows = sqlite
    .query<{ id: number; updated_at: string; published_at: string | null }, [string]>(
      "SELECT id, updated_at, published_at FROM posts WHERE published = 1 AND language = ?",
    )
    .all(language);
  return new Map(rows.map((row) => [`post:${row.id}`, { stamp: postStamp(row), source: row.id }]));
}

export function readPublishedPost(sqlite: Database, id: number, language: LanguageCode = DEFAULT_LANGUAGE): PublishedPost | null {
  return sqlite
    .query<PublishedPost, [number, string]>(
      `SELECT id, title, slug, excerpt, content, tags, published_at, created_at, updated_at
       FROM posts WHERE id = ? AND published = 1 AND language = ?`,
    )
    .get(id, language);
}

export function publishedReferenceStamps(sqlite: Database): Map<string, { stamp: string; source: number }> {
  const rows = sqlite
    .query<{ id: number; updated_at: string }, []>("SELECT id, updated_at FROM reference_projects WHERE status = 'published'")
    .all();
  return new Map(rows.map((row) => [`reference:${row.id}`, { stamp: row.updated_at, source: row.id }]));
}

export function readPublishedReference(sqlite: Database, id: number): PublishedReference | null {
  const row = sqlite
    .query<Omit<PublishedReference, "client_public"> & { client_public: number }, [number]>(
      `SELECT id, title, slug, client, client_public, sector, region, challenge, solution, result, quote_text, published_at, updated_at
       FROM reference_projects WHERE id = ? AND status = 'published'`,
    )
    .get(id);
  return row ? { ...row, client_public: row.client_public === 1 } : null;
}

export function galleryPhotoStamps(sqlite: Database): Map<string, { stamp: string; source: GalleryPhoto }> {
  const rows = sqlite.query<GalleryPhoto, []>("SELECT id, section, name, description, updated_at FROM gallery_images").all();
  return new Map(rows.map((row) => [`image:${row.id}`, { stamp: row.updated_at, source: row }]));
}

/** When each page's staff edit was published; a page without one is the built-in page. */
export function pagePublications(sqlite: Database): Map<string, string> {
  const rows = sqlite
    .query<{ path: string; published_at: string | null }, []>(
      "SELECT path, published_at FROM page_edits WHERE published IS NOT NULL",
    )
    .all();
  return new Map(rows.map((row) => [row.path, row.published_at ?? ""]));
}

/** A page's stamp: when its edit was published (empty for the built-in one), then a hash of what it says. */
const pageStamp = (publishedAt: string, page: SitePage) => `${publishedAt}|${Bun.hash(JSON.stringify(page)).toString(36)}`;

export async function livePages(sqlite: Database, source: PageSource): Promise<Map<string, { stamp: string; source: SitePage }>> {
  const publications = pagePublications(sqlite);
  const pages = new Map<string, { stamp: string; source: SitePage }>();
  for (const path of CONTENT_PAGE_PATHS) {
    const page = (await source.published(path)) ?? (await source.builtIn(path));
    pages.set(`page:${path}`, { stamp: pageStamp(publications.get(path) ?? "", page), source: page });
  }
  for (const path of source.createdLivePaths()) {
    const page = await source.published(path);
    if (page) pages.set(`page:${path}`, { stamp: pageStamp(publications.get(path) ?? "", page), source: page });
  }
  return pages;
}
