import { type Context, Hono } from "hono";
import type { ContentChanges } from "../../content-changes";
import type { AppEnv } from "../../http/app-env";
import { PdfShelf, pdfResponse } from "../../http/pdf-download";
import { printedReference } from "../../references/reference-prints";
import { referenceDossierPath } from "../../shared/references/reference-fields";
import { referenceFiltersSchema } from "../../shared/schemas/references";

/**
 * PDFs kept at most: a sheet per reference and site address, a dossier per filtered list. A crawler
 * walking every reference or every combination of filters cannot make the list grow without end.
 */
const PDFS_KEPT = 128;

/**
 * GET /referenze/<slug>/scheda.pdf, a published reference's 'Scheda referenza', and
 * GET /referenze/fascicolo.pdf?<the filters of /referenze>, the 'Fascicolo referenze' of that list.
 * Made once and kept until the references, the company's data or the pages change; a draft or an
 * unknown reference is the site's 404 page. The PDF engine is read with the first PDF, not at start.
 */
export function referenceSheetRoutes(changes: ContentChanges, origin: (c: Context<AppEnv>) => string) {
  const pdfs = new PdfShelf(changes, ["references", "settings", "pages"], PDFS_KEPT);

  return new Hono<AppEnv>()
    .get("/referenze/fascicolo.pdf", (c) => {
      const site = origin(c);
      const filters = referenceFiltersSchema.parse(c.req.query());
      // One dossier per filtered list, whatever order or extra parameters its address has.
      const key = `${site} ${referenceDossierPath(filters)}`;
      return pdfResponse(
        c,
        pdfs.take(key, () =>
          import("../../references/reference-dossier").then(({ referenceDossier }) => referenceDossier(c.var.ctx, filters, site)),
        ),
        "fascicolo-referenze.pdf",
      );
    })
    .get("/referenze/:slug/scheda.pdf", async (c, next) => {
      const slug = c.req.param("slug");
      if (!printedReference(c.var.ctx.db, slug)) return next();
      const site = origin(c);
      const sheet = pdfs.take(`${site} ${c.req.path}`, async () => {
        const { referenceSheet } = await import("../../references/reference-sheet");
        const bytes = await referenceSheet(c.var.ctx, slug, site);
        if (!bytes) throw new Error(`referenza ${slug} non più pubblicata`);
        return bytes;
      });
      return pdfResponse(c, sheet, `scheda-referenza-${slug}.pdf`);
    });
}
