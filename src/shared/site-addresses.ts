import { LANGUAGES } from "./languages";

/**
 * Addresses the program answers itself, whatever staff write: its areas (the staff area, the API,
 * the health check), its files (built assets, uploads, the files of web/public) and what search
 * engines and browsers ask for (sitemap, robots, speculation rules). No redirect rule and no page
 * staff create may take one of them.
 */
export const PROGRAM_ADDRESSES = [
  "/admin",
  "/api",
  "/assets",
  "/uploads",
  "/healthz",
  "/attached_assets",
  "/favicon.svg",
  "/manifest.webmanifest",
  "/sitemap.xml",
  "/robots.txt",
  "/speculation-rules.json",
] as const;

/**
 * Addresses of the route table (the references, the documents library and its files included) and of the not-found page, which a page staff create may not take
 * either (a redirect rule may: old blog addresses are redirected).
 */
const PAGE_ROUTE_ADDRESSES = [
  "/cerca",
  "/blog",
  "/referenze",
  "/documentazione",
  "/documenti",
  "/404",
  "/pagina-rimossa-410",
] as const;

/** First segments no page staff create may have (the other languages' prefixes too: /en is the English edition's). */
export const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set(
  [...PROGRAM_ADDRESSES, ...PAGE_ROUTE_ADDRESSES, ...LANGUAGES.map((language) => language.prefix).filter(Boolean)].map(
    (address) => address.slice(1),
  ),
);

/** The name of a product page's PDF datasheet ('Scheda prodotto'), under the page's own address. */
const DATASHEET_FILE = "scheda.pdf";

/** Where a product page's datasheet is downloaded: `/prodotti/web2park` → `/prodotti/web2park/scheda.pdf`. */
export const datasheetAddress = (productPath: string): string => `${productPath}/${DATASHEET_FILE}`;
