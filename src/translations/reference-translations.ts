import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type ReferenceProject, referenceProjects, referenceTranslations } from "../db/schema";
import {
  REFERENCE_TRANSLATED_FIELDS,
  type ReferenceTranslatedField,
  referenceTranslatedFieldLabels,
} from "../shared/references/reference-translations";
import type { OutdatedTranslation } from "../shared/translations";
import { outdatedFieldsOf, translatedFromOf } from "./field-fingerprints";

type TranslatedValues = Record<ReferenceTranslatedField, string>;

/** A reference's translatable texts as one string each: the figures' labels and the photos' alt texts as a list. */
function valuesOf(original: ReferenceProject): TranslatedValues {
  return {
    title: original.title,
    challenge: original.challenge,
    solution: original.solution,
    result: original.result,
    quote_text: original.quote_text,
    quote_role: original.quote_role,
    figure_labels: JSON.stringify(original.figures.map((figure) => figure.label)),
    photo_alts: JSON.stringify(original.photos.map((photo) => photo.alt)),
  };
}

/** What a reference's translation records when saved: the fingerprint of each Italian field as it is now. */
export const referenceTranslatedFrom = (original: ReferenceProject) =>
  translatedFromOf(REFERENCE_TRANSLATED_FIELDS, valuesOf(original));

/** The Italian fields that changed after the translation recorded `translatedFrom`. */
export const outdatedReferenceFields = (original: ReferenceProject, translatedFrom: Record<string, string>) =>
  outdatedFieldsOf(REFERENCE_TRANSLATED_FIELDS, valuesOf(original), translatedFrom);

/** Every reference translation with a field out of date (the dashboard's list). */
export function outdatedReferenceTranslations(db: Db): OutdatedTranslation[] {
  const rows = db
    .select({ translation: referenceTranslations, original: referenceProjects })
    .from(referenceTranslations)
    .innerJoin(referenceProjects, eq(referenceProjects.id, referenceTranslations.reference_id))
    .all();
  return rows.flatMap(({ translation, original }) => {
    const fields = outdatedReferenceFields(original, translation.translated_from);
    if (fields.length === 0) return [];
    return [
      {
        what: "Referenza",
        title: translation.title,
        language: translation.language,
        fields: fields.map((field) => referenceTranslatedFieldLabels[field]),
        href: `/admin/referenze?traduci=${original.id}&lingua=${translation.language}`,
      },
    ];
  });
}
