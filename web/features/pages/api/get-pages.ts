import type { CreatedPageItem } from "../../../../src/shared/schemas/page-answers";
import type { EditorData, PageListItem, PageVersion, VersionDiff } from "../../../../src/shared/schemas/page-answers";
import { apiQuery } from "../../../lib/api-client";

const q = (path: string) => `?path=${encodeURIComponent(path)}`;

/** GET /api/pages: the editable pages. */
export const PAGES_LIST_KEY = ["/api/pages"] as const;
export const pagesQuery = () => apiQuery<PageListItem[]>(PAGES_LIST_KEY);

/** GET /api/pages/created: the pages staff created, with their status. */
export const CREATED_LIST_KEY = ["/api/pages/created"] as const;
export const createdPagesQuery = () => apiQuery<CreatedPageItem[]>(CREATED_LIST_KEY);

/** GET /api/pages/editor?path: a page's editor data (`PageEditorData`) or the header and footer texts' (`SiteTextsEditorData`). */
export const editorKey = (path: string) => [`/api/pages/editor${q(path)}`] as const;
export const editorQuery = <D extends EditorData<unknown>>(path: string) => apiQuery<D>(editorKey(path));

/** GET /api/pages/versions?path: the published versions of a page. */
export const versionsKey = (path: string) => [`/api/pages/versions${q(path)}`] as const;
export const versionsQuery = (path: string) => apiQuery<PageVersion[]>(versionsKey(path));

/** GET /api/pages/versions/{id}/diff: what a version changed. */
export const versionDiffQuery = (id: number) => apiQuery<VersionDiff>([`/api/pages/versions/${id}/diff`]);
