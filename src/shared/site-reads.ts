import type { PostDetail, PostSummary, TagAnswer } from "./blog";
import type { GalleryImageDto } from "./gallery";
import type { GallerySection } from "./gallery-sections";
import type { LanguageCode } from "./languages";
import type { MenusAnswer } from "./schemas/menu-answers";
import type { EditedPagesAnswer, LivePageAnswer, SiteTextsAnswer } from "./schemas/page-answers";
import type { ReferenceProduct, ReferenceQuery } from "./references/reference-fields";
import type { ReferenceDetail, ReferenceHighlights, ReferenceListAnswer } from "./schemas/reference-answers";
import type { PublicSettings } from "./schemas/settings";
import type { SearchAnswer } from "./search";
import type { PublicDocument } from "./schemas/document-answers";
import type { DocumentListQuery } from "./schemas/documents";

/**
 * What public pages read, one method per kind of data. The server answers by calling the services
 * (src/ssr/server-site-reads.ts); the browser asks the JSON API, whose answers are the same
 * (web/lib/browser-site-reads.ts). A read of something that does not exist answers null; a read that
 * cannot be done rejects.
 */
export interface SiteReads {
  /** The business facts (GET /api/settings). */
  settings(): Promise<PublicSettings>;
  /** The paths of the pages staff have edited (GET /api/pages/edited). */
  editedPages(): Promise<EditedPagesAnswer>;
  /** The header and footer texts (GET /api/pages/site-texts). */
  siteTexts(): Promise<SiteTextsAnswer>;
  /** The header and footer menus as published (GET /api/menus). */
  menus(): Promise<MenusAnswer>;
  /** A marketing page as visitors get it (GET /api/pages/live?path=). */
  livePage(path: string): Promise<LivePageAnswer>;
  /** One gallery's photos, in order (GET /api/galleries/{section}). */
  gallery(section: GallerySection): Promise<GalleryImageDto[]>;
  /** The published articles, newest first (GET /api/blog?published=true). */
  publishedPosts(): Promise<PostSummary[]>;
  /**
   * One article with its related ones; null when the reader may not see it (GET /api/blog/slug/{slug}).
   * A preview link's token lets its holder read the unpublished article it was made for.
   */
  postBySlug(slug: string, previewToken?: string | null): Promise<PostDetail | null>;
  /** A tag's published articles; null for an unknown tag (GET /api/blog/tag/{tag}). */
  postsByTag(tag: string): Promise<TagAnswer | null>;
  /** The published references matching the filters, their counts and the map (GET /api/references?settore=…). */
  references(query: ReferenceQuery, language?: LanguageCode): Promise<ReferenceListAnswer>;
  /** One case study by its address in a language; null when the reader may not see it (GET /api/references/slug/{slug}?lingua=). */
  referenceBySlug(slug: string, language?: LanguageCode): Promise<ReferenceDetail | null>;
  /** Up to three references of a sector or product, or the featured ones (GET /api/references/highlights). */
  referenceHighlights(of: { sector?: GallerySection; product?: ReferenceProduct }): Promise<ReferenceHighlights>;
  /** One page of the site search's results for a query, counted in the statistics (GET /api/search?q=&pagina=). */
  search(query: string, page: number): Promise<SearchAnswer>;
  /** The published documents, of a product and a kind when asked (GET /api/documents/public?prodotto=&tipo=). */
  documents(query: DocumentListQuery, language?: LanguageCode): Promise<PublicDocument[]>;
  /** One published document; null for a draft or an unknown one (GET /api/documents/public/{slug}). */
  documentBySlug(slug: string, language?: LanguageCode): Promise<PublicDocument | null>;
}
