/** The built-in marketing pages and site texts, through the server's one door into web/, for the pages service. */
export { loadBuiltInContent } from "../../web/entry.server";
