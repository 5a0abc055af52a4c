import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import type { ContentChanges } from "../../content-changes";
import type { AppEnv } from "../../http/app-env";
import { PUBLIC_PAGE } from "../../http/cache-control";
import { matchesEtag } from "../../http/conditional";
import { securityHeadersFor } from "../../middleware/security-headers";
import { datasheetProduct } from "../../shared/pages/site-links";
import { productDatasheet } from "../../datasheets/product-datasheet";
import { currentBrochureOf } from "../../documents/documents.service";

/**
 * A PDF opened in the browser runs in a sandbox: no script, no form, no plugin, nothing loaded
 * from elsewhere, and no page may frame it.
 */
const PDF_CONTENT_SECURITY_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

/**
 * Sheets kept at most: one per product and site address (the footer prints the address). Requests
 * under many host names cannot make the list grow without end.
 */
const SHEETS_KEPT = 64;

interface Sheet {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  /** How long laying it out took, told in Server-Timing to the request that had it made. */
  renderMs: number;
}

/**
 * GET /prodotti/<product>/scheda.pdf: the product's brochure where staff uploaded one, otherwise
 * its datasheet made from the page (decision 29). A datasheet is made once and kept until the
 * pages or the company's data change; browsers revalidate it through its ETag.
 */
export function datasheetRoutes(changes: ContentChanges, origin: (c: Context<AppEnv>) => string) {
  const sheets = new Map<string, Promise<Sheet>>();
  changes.subscribe((kind) => {
    if (kind === "pages" || kind === "settings" || kind === "all") sheets.clear();
  });

  return new Hono<AppEnv>().get("/prodotti/:product/scheda.pdf", async (c, next) => {
    const path = datasheetProduct(c.req.path);
    if (!path) return next();
    const product = path.slice("/prodotti/".length);
    const brochure = currentBrochureOf(c.var.ctx.db, product);
    if (brochure) return c.redirect(brochure.address, 302);

    const site = origin(c);
    const key = `${site} ${path}`;
    let sheet = sheets.get(key);
    const made = !sheet;
    if (!sheet) {
      const started = performance.now();
      sheet = productDatasheet(c.var.ctx, path, site).then((bytes) => ({
        bytes,
        etag: etagOf(bytes),
        renderMs: performance.now() - started,
      }));
      if (sheets.size >= SHEETS_KEPT) sheets.clear();
      sheets.set(key, sheet);
      sheet.catch(() => sheets.delete(key));
    }
    const { bytes, etag, renderMs } = await sheet;
    const headers = new Headers({
      ...securityHeadersFor(c.get("secure")),
      "Content-Security-Policy": PDF_CONTENT_SECURITY_POLICY,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="scheda-${product}.pdf"`,
      "Cache-Control": PUBLIC_PAGE,
      ETag: etag,
      "Server-Timing": made ? `pdf;dur=${renderMs.toFixed(1)}` : "cache;desc=hit",
    });
    if (matchesEtag(c.req.header("if-none-match"), etag)) return new Response(null, { status: 304, headers });
    headers.set("Content-Length", String(bytes.byteLength));
    return new Response(c.req.method === "HEAD" ? null : bytes, { status: 200, headers });
  });
}

const etagOf = (bytes: Uint8Array) => `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
