import type { Db } from "../db/client";
import type { Area } from "../shared/roles";
import type { OutdatedTranslation } from "../shared/translations";
import { outdatedPageTranslations, type PagesNow } from "./page-translations";
import { outdatedBusinessTexts } from "./business-texts";
import { outdatedMediaAlts } from "./media-alts";
import { outdatedDocumentTranslations } from "./document-translations";
import { outdatedPostTranslations } from "./post-translations";
import { outdatedReferenceTranslations } from "./reference-translations";

interface TranslationSources {
  db: Db;
  pages: PagesNow;
}

/**
 * Every kind of translation that can fall out of date, each answering its own list for the staff
 * who may open its area: the dashboard reads them all from here, so a newly translatable kind is one line.
 */
const sources: ReadonlyArray<{
  area: Area;
  list: (from: TranslationSources) => OutdatedTranslation[] | Promise<OutdatedTranslation[]>;
}> = [
  { area: "blog", list: ({ db }) => outdatedPostTranslations(db) },
  { area: "pages", list: ({ db, pages }) => outdatedPageTranslations(db, pages) },
  { area: "settings", list: ({ db }) => outdatedBusinessTexts(db) },
  { area: "media", list: ({ db }) => outdatedMediaAlts(db) },
  { area: "references", list: ({ db }) => outdatedReferenceTranslations(db) },
  { area: "documents", list: ({ db }) => outdatedDocumentTranslations(db) },
];

/** Every translation with a field whose Italian changed since it was last saved, of the areas `canOpen` allows. */
export async function outdatedTranslations(
  from: TranslationSources,
  canOpen: (area: Area) => boolean = () => true,
): Promise<OutdatedTranslation[]> {
  const lists = await Promise.all(sources.filter((source) => canOpen(source.area)).map((source) => source.list(from)));
  return lists.flat();
}
