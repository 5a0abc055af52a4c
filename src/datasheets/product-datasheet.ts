import type { AppContext } from "../context";
import { pdfCompany } from "../pdf/company";
import { renderPdfApart } from "../pdf/pdf-process";
import type { PdfBlock } from "../pdf/pdf-types";
import { storedPicture } from "../pdf/stored-picture";
import type { ContentPagePath } from "../shared/pages/site-links";
import type { SitePage } from "../shared/pages/page-schema";
import { datasheetBlocks, pageImages } from "./datasheet-content";

const DATASHEET_KIND = "Scheda prodotto";

/** The page as visitors see it now: staff's published edit, else the built-in copy. */
async function livePage(ctx: AppContext, path: ContentPagePath): Promise<SitePage> {
  return (await ctx.pages.published(path)) ?? (await ctx.pages.builtIn(path));
}

/** The product's name: the title of its page's opening block. */
const productName = (page: SitePage): string => page.blocks[0].title;

/**
 * The 'Scheda prodotto' of a product page, made from what the page says now (with staff's edits),
 * the company's data from the settings and the first picture the site stores for the page.
 */
export async function productDatasheet(ctx: AppContext, path: ContentPagePath, origin: string): Promise<Uint8Array<ArrayBuffer>> {
  const page = await livePage(ctx, path);
  const blocks = datasheetBlocks(page);
  const image = await firstStoredPicture(ctx, page);
  if (image) {
    // The picture closes the opening, before the page's first section.
    const firstSection = blocks.findIndex((block) => block.kind === "heading" && block.level === 2);
    blocks.splice(firstSection === -1 ? blocks.length : firstSection, 0, image);
  }
  const name = productName(page);
  return renderPdfApart({
    title: `${name} · ${DATASHEET_KIND}`,
    kind: DATASHEET_KIND,
    subject: page.meta.description,
    keywords: [name, DATASHEET_KIND],
    company: pdfCompany(ctx.settings.getPublic(), origin),
    pages: [{ blocks }],
  });
}

/** Tall enough to show the product, short enough to leave a typical product page on one sheet (points). */
const SHEET_PICTURE_HEIGHT = 180;

async function firstStoredPicture(ctx: AppContext, page: SitePage): Promise<PdfBlock | null> {
  for (const picture of pageImages(page)) {
    const image = await storedPicture(ctx.config, picture, SHEET_PICTURE_HEIGHT);
    if (image) return image;
  }
  return null;
}
