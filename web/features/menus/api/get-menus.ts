import type { LanguageCode } from "../../../../src/shared/languages";
import { menusLanguageQuery as languageQuery } from "../../../../src/shared/menu-links";
import type { MenusEditorData, MenuTargets, MenuVersion } from "../../../../src/shared/schemas/menu-answers";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/menus/editor: a language's menus as staff edit them, with the version they were read at. */
export const menusEditorKey = (language: LanguageCode) => [`/api/menus/editor${languageQuery(language)}`] as const;
export const menusEditorQuery = (language: LanguageCode) => apiQuery<MenusEditorData>(menusEditorKey(language));

/** GET /api/menus/targets: the pages, articles and tags a link may point to. */
export const menuTargetsQuery = () => apiQuery<MenuTargets>(["/api/menus/targets"]);

/** GET /api/menus/versions: a language's published versions of the menus. */
export const menuVersionsKey = (language: LanguageCode) => [`/api/menus/versions${languageQuery(language)}`] as const;
export const menuVersionsQuery = (language: LanguageCode) => apiQuery<MenuVersion[]>(menuVersionsKey(language));
