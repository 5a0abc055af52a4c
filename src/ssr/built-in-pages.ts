/** The built-in marketing pages, their translations and the site texts, through the server's one door into web/. */
export { loadBuiltInContent, loadTranslatedPages } from "../../web/entry.server";
import { siteEdition } from "../../web/entry.server";

/** The built-in pages' translations (their addresses and Italian pages), known without loading their copy. */
export const builtInTranslations = siteEdition.translations;
