/**
 * How any translation (an article, a page, a reference, a document, a menu, a business text) knows
 * which of its fields fell out of date: when the translation is saved it records a short
 * fingerprint of each field of the Italian as it was; a field whose Italian now has another
 * fingerprint is 'Da aggiornare' until the translation is saved again.
 */

/** A short fingerprint of a field's text: enough to tell that the Italian changed, without keeping a copy. */
const fingerprint = (text: string) => Bun.hash(text).toString(36);

/** What a translation records when saved: the fingerprint of each of the original's fields as they are now. */
export function translatedFromOf<Field extends string>(
  fields: readonly Field[],
  original: Record<Field, string>,
): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, fingerprint(original[field])]));
}

/** The original's fields that changed after the translation recorded `translatedFrom` (none recorded: none out of date). */
export function outdatedFieldsOf<Field extends string>(
  fields: readonly Field[],
  original: Record<Field, string>,
  translatedFrom: Record<string, string>,
): Field[] {
  return fields.filter((field) => {
    const recorded = translatedFrom[field];
    return recorded !== undefined && recorded !== fingerprint(original[field]);
  });
}
