import type { PageContent, SitePage } from "./page-schema";
import { type ContentPagePath, isContentPagePath } from "./site-links";
import type { SiteTexts } from "./site-texts";

/** Answers of /api/pages, shared by the server and the page editor. */

export interface PageListItem {
  path: string;
  title: string;
  /** 'modificata': staff edits are live; 'originale': the built-in text is served. */
  status: "modificata" | "originale";
  hasDraft: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
  /** The program's built-in text of this page changed since staff edited it. */
  builtInChanged: boolean;
}

/** GET /api/pages/versions/{id}/diff: what a version changed against the one before it. */
export interface VersionDiff {
  parts: DiffPart[];
}

export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/** What the editor of one editable entry (a page, the site texts) starts from. */
export interface EditorData<T> {
  path: EditableKey;
  builtIn: T;
  published: T | null;
  draft: T | null;
  publishedAt: string | null;
  publishedBy: string | null;
  draftAt: string | null;
  draftBy: string | null;
  /** The entry's version (when it was last written, '' while never edited): sent back with each save. */
  version: string;
  /** Who wrote that version. */
  versionBy: string | null;
  /** The built-in text changed since the edit: what changed in it, word by word. */
  builtInChanges: DiffPart[] | null;
  /** The pages staff created, offered as link targets beside the built-in ones. */
  linkPages: { path: string; title: string }[];
}

export interface PageEditorData extends EditorData<PageContent> {
  /** Breadcrumb and product tab of the page, for the preview. */
  frame: Omit<SitePage, "meta" | "blocks">;
  /** A page staff created (it can be deleted; 'restore original' brings back its template). */
  created?: boolean;
  /** When the draft goes live by itself, and who asked. */
  scheduledAt?: string | null;
  scheduledBy?: string | null;
}

export interface PageVersion {
  id: number;
  publishedAt: string;
  publishedBy: string;
  note: string;
}

/** The published content of a page for visitors: null when the built-in page is served. */
export interface LivePageAnswer {
  page: SitePage | null;
}

export const livePageKey = (path: string) => [`/api/pages/live?path=${encodeURIComponent(path)}`] as const;
export const draftPageKey = (path: string) => [`/api/pages/draft?path=${encodeURIComponent(path)}`] as const;

/** Paths of the pages whose staff edits are live: in every public page's first HTML, tiny. */
export interface EditedPagesAnswer {
  paths: string[];
}

export const EDITED_PAGES_KEY = ["/api/pages/edited"] as const;

/**
 * `?anteprima` at a page's URL: staff see the page's draft, with a bar saying so; `?anteprima=testi-sito`:
 * the draft of the header and footer texts. Never cached, never indexed.
 */
export const PREVIEW_PARAM = "anteprima";

/** The editor of a page in the admin area. */
export const pageEditorPath = (path: string) => `/admin/pagine/modifica?percorso=${encodeURIComponent(path)}`;

/** The key of the site texts among the page edits: one more entry of the same edit, draft and version model. */
export const SITE_TEXTS_KEY = "testi-sito";

/**
 * What staff can edit in /admin/pagine: a built-in marketing page (by its path), the header and
 * footer texts, or a page staff created (by its path, known only at run time).
 */
export type EditableKey = ContentPagePath | typeof SITE_TEXTS_KEY | (string & {});

/** A key of the program's own entries: a built-in page or the site texts. */
export const isBuiltInKey = (key: string): key is ContentPagePath | typeof SITE_TEXTS_KEY =>
  key === SITE_TEXTS_KEY || isContentPagePath(key);

/** The site texts in the list of /admin/pagine. */
export const SITE_TEXTS_TITLE = "Testi di intestazione e piè di pagina";

/** The published site texts: null while the built-in ones are served. */
export interface SiteTextsAnswer {
  texts: SiteTexts | null;
}

export const SITE_TEXTS_QUERY_KEY = ["/api/pages/site-texts"] as const;
/** The site texts staff preview: the draft, else the published ones, else the built-in ones. */
export const SITE_TEXTS_DRAFT_KEY = ["/api/pages/site-texts/draft"] as const;

export type SiteTextsEditorData = EditorData<SiteTexts>;
