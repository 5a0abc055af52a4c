/** The built-in marketing pages, through the server's one door into web/, for the pages service. */
export { loadBuiltInPages } from "../../web/entry.server";
