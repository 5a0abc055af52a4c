import { MENUS_DRAFT_KEY } from "../../../../src/shared/menu-links";
import type { MenusAnswer } from "../../../../src/shared/schemas/menu-answers";
import { draftPageKey, SITE_TEXTS_DRAFT_KEY } from "../../../../src/shared/pages/page-edits";
import type { LivePageAnswer, SiteTextsAnswer } from "../../../../src/shared/schemas/page-answers";
import { apiQuery } from "../../../lib/api-client";

/** The saved draft of a page, as staff preview it. */
export const draftPageQuery = (path: string) => apiQuery<LivePageAnswer>(draftPageKey(path));

/** The saved draft of the header and footer texts. */
export const siteTextsDraftQuery = () => apiQuery<SiteTextsAnswer>(SITE_TEXTS_DRAFT_KEY);

/** The saved draft of the menus. */
export const menusDraftQuery = () => apiQuery<MenusAnswer>(MENUS_DRAFT_KEY);
