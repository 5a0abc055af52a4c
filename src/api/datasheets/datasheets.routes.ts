import { type Context, Hono } from "hono";
import type { ContentChanges } from "../../content-changes";
import { currentBrochureOf } from "../../documents/documents.service";
import type { AppEnv } from "../../http/app-env";
import { PdfShelf, pdfResponse } from "../../http/pdf-download";
import { datasheetProduct } from "../../shared/pages/site-links";

/** Sheets kept at most: one per product and site address (the footer prints the address). */
const SHEETS_KEPT = 64;

/**
 * GET /prodotti/<product>/scheda.pdf: the product's brochure where staff uploaded one, otherwise
 * its datasheet made from the page (decision 29). A datasheet is made once and kept until the
 * pages or the company's data change; browsers revalidate it through its ETag.
 */
export function datasheetRoutes(changes: ContentChanges, origin: (c: Context<AppEnv>) => string) {
  const sheets = new PdfShelf(changes, ["pages", "settings"], SHEETS_KEPT);

  return new Hono<AppEnv>().get("/prodotti/:product/scheda.pdf", async (c, next) => {
    const path = datasheetProduct(c.req.path);
    if (!path) return next();
    const product = path.slice("/prodotti/".length);
    const brochure = currentBrochureOf(c.var.ctx.db, product);
    if (brochure) return c.redirect(brochure.address, 302);

    const site = origin(c);
    // The PDF engine (pdfkit, fontkit, the typefaces) is read with the first sheet, not at start.
    const sheet = sheets.take(`${site} ${path}`, () =>
      import("../../datasheets/product-datasheet").then(({ productDatasheet }) => productDatasheet(c.var.ctx, path, site)),
    );
    return pdfResponse(c, sheet, `scheda-${product}.pdf`);
  });
}
