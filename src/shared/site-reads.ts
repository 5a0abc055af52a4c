import type { PostDetail, PostSummary, TagAnswer } from "./blog";
import type { GalleryImageDto } from "./gallery";
import type { LanguageCode } from "./languages";
import type { GallerySection } from "./gallery-sections";
import type { BusinessTextsAnswer } from "./schemas/business-texts";
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
  /** A language's company description and opening hours (GET /api/settings/texts?lingua=). */
  businessTexts(language: LanguageCode): Promise<BusinessTextsAnswer>;
  /** The paths of the pages staff have edited (GET /api/pages/edited). */
  editedPages(): Promise<EditedPagesAnswer>;
  /** The header and footer texts (GET /api/pages/site-texts). */
  siteTexts(): Promise<SiteTextsAnswer>;
  /** A language's header and footer menus as published (GET /api/menus?lingua=); Italian when not said. */
  menus(language?: LanguageCode): Promise<MenusAnswer>;
  /** A marketing page as visitors get it (GET /api/pages/live?path=). */
  livePage(path: string): Promise<LivePageAnswer>;
  /** One gallery's photos, in order (GET /api/galleries/{section}). */
  gallery(section: GallerySection): Promise<GalleryImageDto[]>;
  /** One language's published articles, newest first (GET /api/blog?published=true&language=). */
  publishedPosts(language: LanguageCode): Promise<PostSummary[]>;
  /**
   * One article of a language's blog with its related ones; null when the reader may not see it, or
   * it is written in another language (GET /api/blog/slug/{slug}?language=). A preview link's token
   * lets its holder read the unpublished article it was made for.
   */
  postBySlug(slug: string, language: LanguageCode, previewToken?: string | null): Promise<PostDetail | null>;
  /** A tag's published articles in a language; null for a tag none of them has (GET /api/blog/tag/{tag}?language=). */
  postsByTag(tag: string, language: LanguageCode): Promise<TagAnswer | null>;
  /** The published references matching the filters, their counts and the map (GET /api/references?settore=…). */
  references(query: ReferenceQuery, language?: LanguageCode): Promise<ReferenceListAnswer>;
  /** One case study by its address in a language; null when the reader may not see it (GET /api/references/slug/{slug}?lingua=). */
  referenceBySlug(slug: string, language?: LanguageCode): Promise<ReferenceDetail | null>;
  /** Up to three references of a sector or product, or the featured ones (GET /api/references/highlights). */
  referenceHighlights(of: { sector?: GallerySection; product?: ReferenceProduct }): Promise<ReferenceHighlights>;
  /** One page of a language's site search results for a query, counted in the statistics (GET /api/search?q=&pagina=&lingua=). */
  search(query: string, page: number, language: LanguageCode): Promise<SearchAnswer>;
  /** The published documents, of a product and a kind when asked (GET /api/documents/public?prodotto=&tipo=). */
  documents(query: DocumentListQuery, language?: LanguageCode): Promise<PublicDocument[]>;
  /** One published document; null for a draft or an unknown one (GET /api/documents/public/{slug}). */
  documentBySlug(slug: string, language?: LanguageCode): Promise<PublicDocument | null>;
}
