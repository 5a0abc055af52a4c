import { datasheetAddress, RESERVED_FIRST_SEGMENTS } from "../site-addresses";

/** Paths of the marketing pages staff can edit, in the order of the admin list. */
export const CONTENT_PAGE_PATHS = [
  "/",
  "/prodotti/automazione-parcheggi",
  "/prodotti/infomobilita",
  "/prodotti/pensiline-fotovoltaiche",
  "/prodotti/web2park",
  "/prodotti/park-basic",
  "/prodotti/veropark",
  "/prodotti/pay2park",
  "/prodotti/controllo-accessi",
  "/prodotti/sistemi-fotovoltaici",
  "/applicazioni/aeroporti",
  "/applicazioni/ospedali",
  "/applicazioni/centri-commerciali",
  "/applicazioni/municipalizzate",
  "/applicazioni/hotel-resort",
  "/applicazioni/fiere-eventi",
  "/applicazioni/aree-sosta-camion",
  "/applicazioni/aree-stagionali",
  "/servizi",
  "/contatti",
  "/privacy-policy",
  "/cookie-policy",
  "/termini-servizio",
] as const;

export type ContentPagePath = (typeof CONTENT_PAGE_PATHS)[number];

/** The site's own pages a link in page copy may point to: the marketing pages, the blog, the references and the documents library. */
export const SITE_ROUTE_PATHS: readonly string[] = [...CONTENT_PAGE_PATHS, "/blog", "/referenze", "/documentazione"];

export function isContentPagePath(path: string): path is ContentPagePath {
  return (CONTENT_PAGE_PATHS as readonly string[]).includes(path);
}

/** The product pages: each offers its datasheet as a PDF (decision 29). */
export const PRODUCT_PAGE_PATHS = CONTENT_PAGE_PATHS.filter((path) => path.startsWith("/prodotti/"));

/** The built-in product page whose PDF datasheet the address is, else null. */
export function datasheetProduct(address: string): ContentPagePath | null {
  return PRODUCT_PAGE_PATHS.find((path) => datasheetAddress(path) === address) ?? null;
}

const BLOG_ARTICLE = /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The address a page staff created may have: `/slug`, `/prodotti/slug` or `/applicazioni/slug`. */
const CREATED_PAGE = /^\/(?:(?:prodotti|applicazioni)\/)?[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isCreatedPageShape = (path: string) => CREATED_PAGE.test(path) && !RESERVED_FIRST_SEGMENTS.has(path.split("/")[1] ?? "");

/** The page a site link leads to, without its ?query or #anchor; null for tel:, mailto: and https:. */
export function linkedPagePath(target: string): string | null {
  if (!target.startsWith("/")) return null;
  return /^[^?#]*/.exec(target)?.[0] ?? "";
}

/**
 * A link's page that only the server can vouch for: a page staff created (or an address shaped
 * like one), as opposed to the built-in pages, the blog and its articles.
 */
export function mayBeCreatedPage(path: string): boolean {
  return !SITE_ROUTE_PATHS.includes(path) && !BLOG_ARTICLE.test(path) && isCreatedPageShape(path);
}

export const pageLinkMessages = {
  unknownPage: (path: string) => `Il link porta a ${path}, una pagina che non esiste: scegli una pagina del sito`,
  unpublishedPage: (path: string) =>
    `Il link porta a ${path}, una pagina non ancora pubblicata: pubblicala prima, oppure salva come bozza`,
} as const;
const QUERY_OR_ANCHOR = /^(?:\?[\w=&%.+-]*)?(?:#[\w-]*)?$/;
const PHONE = /^tel:\+?[0-9][0-9 ]{3,20}$/;
const EMAIL = /^mailto:[^\s@<>"'()]+@[^\s@<>"'()]+\.[a-z]{2,}$/i;

/**
 * A link target page copy may use: one of the site's routes or a page staff created (with an
 * optional ?query or #anchor; the server checks that a created page exists), a product's datasheet,
 * a phone number (tel:), an e-mail address (mailto:) or a secure web address (https:).
 */
export function isSiteLink(target: string): boolean {
  if (target.startsWith("/")) {
    const match = /^([^?#]*)(.*)$/.exec(target);
    const path = match?.[1] ?? "";
    const rest = match?.[2] ?? "";
    if (!QUERY_OR_ANCHOR.test(rest)) return false;
    return (
      SITE_ROUTE_PATHS.includes(path) || BLOG_ARTICLE.test(path) || isCreatedPageShape(path) || datasheetProduct(path) !== null
    );
  }
  if (target.startsWith("tel:")) return PHONE.test(target);
  if (target.startsWith("mailto:")) return EMAIL.test(target);
  if (target.startsWith("https://")) {
    try {
      const url = new URL(target);
      return url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      return false;
    }
  }
  return false;
}

/** Links that leave the single-page app: phone, e-mail and other sites. */
export const isExternalLink = (target: string) => !target.startsWith("/");
