import { redirect, type RouteObject } from "react-router-dom";
import type { Edition } from "../../src/shared/editions";
import type { LanguageCode } from "../../src/shared/languages";
import { dictionaryFor } from "../content/dictionary";
import type { TranslatedPage } from "../content/translations";

/** The id of a language's catch-all (`/en/*`) but for its code: it serves the translations of the pages staff created. */
export const LANGUAGE_CATCH_ALL_ID = "app/not-found-";

/**
 * The routes of the editions in other languages: each translated page at its own address, each
 * former address of one answering 301 to where it lives now, and under each language's prefix
 * its own catch-all: the translations staff made of the pages they created, else that language's
 * not-found page (an address there that no translation has is a 404, never a copy of the Italian page).
 */
export function editionRoutes(pages: readonly TranslatedPage[], edition: Edition): RouteObject[] {
  const translations = pages.map(
    (entry): RouteObject => ({
      id: entry.id,
      path: entry.address,
      lazy: async () => {
        const [{ translatedContentRoute }, { page }] = await Promise.all([
          import("../features/pages/content-page-route"),
          entry.load(),
        ]);
        return translatedContentRoute(page, entry.language as LanguageCode, entry.address);
      },
    }),
  );
  const moved = pages.flatMap((entry) =>
    (entry.formerAddresses ?? []).map(
      (former): RouteObject => ({
        id: `moved ${former}`,
        path: former,
        loader: () => redirect(entry.address, 301),
      }),
    ),
  );
  const notFound = edition.languages
    .filter((language) => language.prefix !== "")
    .map(
      (language): RouteObject => ({
        id: `${LANGUAGE_CATCH_ALL_ID}${language.code}`,
        path: `${language.prefix}/*`,
        lazy: async () =>
          (await import("./created-page-route")).createdPageRouteIn(dictionaryFor(language.code), language.code as LanguageCode),
      }),
    );
  return [...translations, ...moved, ...notFound];
}
