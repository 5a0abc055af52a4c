import { createContext, type ReactNode, useContext } from "react";
import { BesideOriginalField } from "../../components/ui/beside-original";
import type { StaffPostDetail } from "../../../src/shared/blog";
import { type TranslatedField, translatedFieldLabels } from "../../../src/shared/post-translations";

/** The Italian original a translation is written from, and its fields that changed since the English was saved. */
export interface TranslationSource {
  original: StaffPostDetail;
  outdated: readonly TranslatedField[];
}

const TranslationContext = createContext<TranslationSource | null>(null);

export const TranslationProvider = TranslationContext.Provider;

/**
 * A field of a translation beside the same field of the Italian original: side by side on a wide
 * screen, the Italian above the English on a phone. A field whose Italian changed after the
 * translation was last saved is marked 'Da aggiornare'. Outside a translation the field stands alone.
 */
export function BesideOriginal({ field, children }: { field: TranslatedField; children: ReactNode }) {
  const source = useContext(TranslationContext);
  if (!source) return children;
  return (
    <BesideOriginalField
      label={translatedFieldLabels[field]}
      original={source.original[field]}
      outdated={source.outdated.includes(field)}
      long={field === "content"}
      testId={`translation-${field}`}
    >
      {children}
    </BesideOriginalField>
  );
}
