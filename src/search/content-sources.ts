import type { Database } from "bun:sqlite";
import type { ContentKind } from "../content-changes";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../shared/languages";
import { expiredCertifications, romeToday } from "../shared/pages/certification-dates";
import type { SitePage } from "../shared/pages/page-schema";
import { CONTENT_PAGE_PATHS, type ContentPagePath } from "../shared/pages/site-links";
import {
  type DocumentKind,
  type GalleryPhoto,
  type PublishedPost,
  type PublishedReference,
  pageDocument,
  photoDocument,
  postDocument,
  postStamp,
  referenceDocument,
  type SearchDocument,
} from "./documents";

/** The marketing pages as visitors see them (the pages service: staff edits over the built-in content). */
export interface PageSource {
  published(path: string): Promise<SitePage | null>;
  builtIn(path: ContentPagePath): Promise<SitePage>;
  /** The addresses of the pages staff created that visitors see in a language (Italian unless said). */
  createdLivePaths(language?: LanguageCode): string[];
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

function readPublishedPost(sqlite: Database, id: number, language: LanguageCode = DEFAULT_LANGUAGE): PublishedPost | null {
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

function readPublishedReference(sqlite: Database, id: number): PublishedReference | null {
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

/** The built-in pages written in a language, each at its own address there. */
export type TranslatedPagesLoader = (language: LanguageCode) => Promise<readonly { address: string; page: SitePage }[]>;

/** What the sources read the content from. */
export interface SourceReads {
  sqlite: Database;
  pages: PageSource;
  translatedPages: TranslatedPagesLoader;
  now: () => Date;
}

/** The documents one kind of content should have in the index now: key -> stamp, and how to build the document. */
export type IndexEntries = Map<string, { stamp: string; source: () => SearchDocument | null }>;

/**
 * One kind of content of a language's index: the change it follows, and what it holds now, read at once
 * or, for pages (the built-in content loads when first needed), after the updates announced before.
 */
export type ContentSource = { kind: DocumentKind; follows: ContentKind } & (
  | { read(reads: SourceReads): IndexEntries }
  | { readLater(reads: SourceReads): Promise<IndexEntries> }
);

const entries = <T>(rows: Map<string, { stamp: string; source: T }>, build: (source: T) => SearchDocument | null): IndexEntries =>
  new Map([...rows].map(([key, { stamp, source }]) => [key, { stamp, source: () => build(source) }]));

/** The published articles of a language, at their addresses in its edition. */
const postsIn = (language: LanguageCode): ContentSource => ({
  kind: "post",
  follows: "blog",
  read: ({ sqlite }) =>
    entries(publishedPostStamps(sqlite, language), (id) => {
      const post = readPublishedPost(sqlite, id, language);
      return post ? postDocument(post, language) : null;
    }),
});

/** A language's published versions of the references: their own texts over the original's facts. */
function publishedReferenceVersionStamps(
  sqlite: Database,
  language: LanguageCode,
): Map<string, { stamp: string; source: number }> {
  const rows = sqlite
    .query<{ id: number; reference_id: number; updated_at: string }, [string]>(
      "SELECT id, reference_id, updated_at FROM reference_translations WHERE status = 'published' AND language = ?",
    )
    .all(language);
  return new Map(rows.map((row) => [`reference:${row.reference_id}`, { stamp: row.updated_at, source: row.id }]));
}

function readPublishedReferenceVersion(sqlite: Database, id: number): PublishedReference | null {
  const row = sqlite
    .query<Omit<PublishedReference, "client_public"> & { client_public: number }, [number]>(
      `SELECT r.id, t.title, t.slug, r.client, r.client_public, r.sector, r.region, t.challenge, t.solution, t.result,
              t.quote_text, t.published_at, t.updated_at
       FROM reference_translations t JOIN reference_projects r ON r.id = t.reference_id
       WHERE t.id = ? AND t.status = 'published'`,
    )
    .get(id);
  return row ? { ...row, client_public: row.client_public === 1 } : null;
}

/** The references published in a language other than Italian, at their addresses in its edition. */
const referencesIn = (language: LanguageCode): ContentSource => ({
  kind: "reference",
  follows: "references",
  read: ({ sqlite }) =>
    entries(publishedReferenceVersionStamps(sqlite, language), (id) => {
      const reference = readPublishedReferenceVersion(sqlite, id);
      return reference ? referenceDocument(reference, language) : null;
    }),
});

const galleryPhotos: ContentSource = {
  kind: "image",
  follows: "galleries",
  read: ({ sqlite }) => entries(galleryPhotoStamps(sqlite), photoDocument),
};

const publishedReferences: ContentSource = {
  kind: "reference",
  follows: "references",
  read: ({ sqlite }) =>
    entries(publishedReferenceStamps(sqlite), (id) => {
      const reference = readPublishedReference(sqlite, id);
      return reference ? referenceDocument(reference) : null;
    }),
};

/**
 * Pages as visitors read them today: a page is indexed again when it changes and on the day one of its
 * certifications expires (the change of day announces "pages"), so the search stops finding it with the page.
 */
function pageEntries(
  pages: Map<string, { stamp: string; source: SitePage }>,
  today: string,
  language: LanguageCode,
  addressOf = (page: SitePage) => page.path,
): IndexEntries {
  const out: IndexEntries = new Map();
  for (const [key, { stamp, source: page }] of pages) {
    const dated = `${stamp}|${expiredCertifications(page.blocks, today)}`;
    out.set(key, { stamp: dated, source: () => pageDocument(page, dated, today, { language, address: addressOf(page) }) });
  }
  return out;
}

/** The Italian pages: the built-in ones as staff published them, and the pages staff created. */
const italianPages: ContentSource = {
  kind: "page",
  follows: "pages",
  readLater: async ({ sqlite, pages, now }) => pageEntries(await livePages(sqlite, pages), romeToday(now()), DEFAULT_LANGUAGE),
};

/**
 * The pages of a language, at their own addresses: the built-in ones as staff published them there (else as
 * built into the program), and the translations of created pages visitors see.
 */
const translatedPagesIn = (language: LanguageCode): ContentSource => ({
  kind: "page",
  follows: "pages",
  readLater: async ({ sqlite, pages, translatedPages, now }) => {
    const publications = pagePublications(sqlite);
    const found = new Map<string, { stamp: string; source: SitePage }>();
    const addresses = new Map<SitePage, string>();
    const add = (address: string, page: SitePage) => {
      found.set(`page:${address}`, { stamp: pageStamp(publications.get(address) ?? "", page), source: page });
      addresses.set(page, address);
    };
    for (const { address, page } of await translatedPages(language)) add(address, (await pages.published(address)) ?? page);
    for (const address of pages.createdLivePaths(language)) {
      const page = await pages.published(address);
      if (page) add(address, page);
    }
    return pageEntries(found, romeToday(now()), language, (page) => addresses.get(page) ?? page.path);
  },
});

/**
 * What each language's index holds. A kind of content that gains a translation is one line in its
 * language's list (its source reads that language's published rows).
 */
export const CONTENT_SOURCES: Record<LanguageCode, readonly ContentSource[]> = {
  it: [postsIn("it"), galleryPhotos, publishedReferences, italianPages],
  en: [postsIn("en"), referencesIn("en"), translatedPagesIn("en")],
};
