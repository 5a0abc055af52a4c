import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type DocumentRow, documents, documentTranslations } from "../db/schema";
import { DOCUMENT_TRANSLATED_FIELDS, documentTranslatedFieldLabels } from "../shared/document-translations";
import type { OutdatedTranslation } from "../shared/translations";
import { outdatedFieldsOf, translatedFromOf } from "./field-fingerprints";

const valuesOf = (original: DocumentRow) => ({ title: original.title });

/** What a document's translation records when saved: the fingerprint of the Italian title as it is now. */
export const documentTranslatedFrom = (original: DocumentRow) => translatedFromOf(DOCUMENT_TRANSLATED_FIELDS, valuesOf(original));

/** The Italian fields that changed after the translation recorded `translatedFrom`. */
export const outdatedDocumentFields = (original: DocumentRow, translatedFrom: Record<string, string>) =>
  outdatedFieldsOf(DOCUMENT_TRANSLATED_FIELDS, valuesOf(original), translatedFrom);

/** Every document translation with a field out of date (the dashboard's list). */
export function outdatedDocumentTranslations(db: Db): OutdatedTranslation[] {
  return db
    .select({ translation: documentTranslations, original: documents })
    .from(documentTranslations)
    .innerJoin(documents, eq(documents.id, documentTranslations.document_id))
    .all()
    .flatMap(({ translation, original }) => {
      const fields = outdatedDocumentFields(original, translation.translated_from);
      if (fields.length === 0) return [];
      return [
        {
          what: "Documento",
          title: translation.title,
          language: translation.language,
          fields: fields.map((field) => documentTranslatedFieldLabels[field]),
          href: `/admin/documentazione?traduci=${original.id}&lingua=${translation.language}`,
        },
      ];
    });
}
