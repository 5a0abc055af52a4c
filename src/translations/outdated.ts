import type { Db } from "../db/client";
import type { OutdatedTranslation } from "../shared/translations";
import { outdatedDocumentTranslations } from "./document-translations";
import { outdatedPostTranslations } from "./post-translations";
import { outdatedReferenceTranslations } from "./reference-translations";

/**
 * Every kind of translation that can fall out of date, each answering its own list: the dashboard
 * reads them all from here, so a newly translatable kind is one line.
 */
const sources: ReadonlyArray<(db: Db) => OutdatedTranslation[]> = [
  outdatedPostTranslations,
  outdatedReferenceTranslations,
  outdatedDocumentTranslations,
];

/** Every translation with a field whose Italian changed since it was last saved. */
export const outdatedTranslations = (db: Db): OutdatedTranslation[] => sources.flatMap((source) => source(db));
