/** The addresses of the pages' reads and of the page editor, and the keys of what staff edit. */

import { type ContentPagePath, isContentPagePath } from "./site-links";

export const livePageKey = (path: string) => [`/api/pages/live?path=${encodeURIComponent(path)}`] as const;
export const draftPageKey = (path: string) => [`/api/pages/draft?path=${encodeURIComponent(path)}`] as const;

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

export const SITE_TEXTS_QUERY_KEY = ["/api/pages/site-texts"] as const;
/** The site texts staff preview: the draft, else the published ones, else the built-in ones. */
export const SITE_TEXTS_DRAFT_KEY = ["/api/pages/site-texts/draft"] as const;
