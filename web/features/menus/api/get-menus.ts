import type { MenusEditorData, MenuTargets, MenuVersion } from "../../../../src/shared/schemas/menu-answers";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/menus/editor: the menus as staff edit them, with the version they were read at. */
export const MENUS_EDITOR_KEY = ["/api/menus/editor"] as const;
export const menusEditorQuery = () => apiQuery<MenusEditorData>(MENUS_EDITOR_KEY);

/** GET /api/menus/targets: the pages, articles and tags a link may point to. */
export const menuTargetsQuery = () => apiQuery<MenuTargets>(["/api/menus/targets"]);

/** GET /api/menus/versions: the menus' published versions. */
export const MENU_VERSIONS_KEY = ["/api/menus/versions"] as const;
export const menuVersionsQuery = () => apiQuery<MenuVersion[]>(MENU_VERSIONS_KEY);
