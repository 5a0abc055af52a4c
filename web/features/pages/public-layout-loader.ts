import type { LoaderFunctionArgs } from "react-router-dom";
import { loadRead, pageDataOf, pageStatus } from "../../lib/page-loaders";
import { siteQueries } from "../../lib/site-queries";

/** On every public page: which pages staff have edited, the header and footer texts and menus. */
export async function publicLayoutLoader({ context }: LoaderFunctionArgs) {
  const data = pageDataOf(context);
  const { reads } = data;
  const [edited, texts, menus] = await Promise.all([
    loadRead(data, siteQueries.editedPages(reads)),
    loadRead(data, siteQueries.siteTexts(reads)),
    loadRead(data, siteQueries.menus(reads)),
  ]);
  return pageStatus(edited === undefined || texts === undefined || menus === undefined ? 503 : 200);
}
