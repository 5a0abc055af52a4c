import type { LoaderFunctionArgs } from "react-router-dom";
import { DEFAULT_LANGUAGE, languageOfPath } from "../../src/shared/languages";
import { publicLayoutLoader } from "../features/pages/public-layout-loader";
import { loadRead, pageDataOf, pageStatus } from "../lib/page-loaders";
import { siteQueries } from "../lib/site-queries";

/**
 * On every public page: what the layout reads in Italian, and on a page in another language that
 * language's own menus and business texts (stored per language: publishing one never changes the other).
 */
export async function layoutLoader(args: LoaderFunctionArgs) {
  const language = languageOfPath(new URL(args.request.url).pathname);
  if (language === DEFAULT_LANGUAGE) return publicLayoutLoader(args);
  const data = pageDataOf(args.context);
  const [status, menus, texts] = await Promise.all([
    publicLayoutLoader(args),
    loadRead(data, siteQueries.menus(data.reads, language)),
    loadRead(data, siteQueries.businessTexts(data.reads, language)),
  ]);
  return menus === undefined || texts === undefined ? pageStatus(503) : status;
}
