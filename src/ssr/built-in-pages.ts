/** The built-in marketing pages, their translations and the site texts, through the server's one door into web/. */
export { loadBuiltInContent, loadTranslatedPages } from "../../web/entry.server";
