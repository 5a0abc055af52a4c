import { createContext, type ReactNode, useContext } from "react";
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
  const outdated = source.outdated.includes(field);
  const text = source.original[field];
  return (
    <div className="grid gap-3 lg:grid-cols-2 lg:gap-6" data-testid={`translation-${field}`}>
      <div className={`rounded-lg border p-3 ${outdated ? "border-amber-400 bg-amber-50" : "border-line bg-surface"}`}>
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
          <span>Italiano · {translatedFieldLabels[field]}</span>
          {outdated ? (
            <span
              className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950"
              data-testid="outdated-mark"
            >
              Da aggiornare
            </span>
          ) : null}
        </p>
        <div
          lang="it"
          className={`mt-1 text-sm whitespace-pre-wrap text-ink ${field === "content" ? "max-h-96 overflow-y-auto" : ""}`}
        >
          {text.trim() ? text : <span className="text-muted">(vuoto)</span>}
        </div>
        {outdated ? (
          <p className="mt-2 text-xs text-amber-950">
            L'italiano è cambiato dopo l'ultimo salvataggio della traduzione: aggiorna l'inglese e salva.
          </p>
        ) : null}
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
