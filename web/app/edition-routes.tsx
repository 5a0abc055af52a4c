import { redirect, type RouteObject } from "react-router-dom";
import type { Edition } from "../../src/shared/editions";
import type { LanguageCode } from "../../src/shared/languages";
import { dictionaryFor } from "../content/dictionary";
import type { TranslatedPage } from "../content/translations";
import { NotFoundPage, notFoundHandleIn } from "./not-found-page";

/**
 * The routes of the editions in other languages: each translated page at its own address, each
 * former address of one answering 301 to where it lives now, and under each language's prefix
 * its own not-found page (an address there that no translation has is a 404, never a copy of
 * the Italian page).
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
        return translatedContentRoute(page, entry.language as LanguageCode);
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
        id: `app/not-found-${language.code}`,
        path: `${language.prefix}/*`,
        Component: NotFoundPage,
        handle: notFoundHandleIn(dictionaryFor(language.code)),
      }),
    );
  return [...translations, ...moved, ...notFound];
}
