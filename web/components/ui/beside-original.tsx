import type { ReactNode } from "react";

interface BesideOriginalFieldProps {
  /** How the editor names the field ('Titolo', 'Blocco 2 · Testo'). */
  label: string;
  /** The Italian as it is now. */
  original: ReactNode;
  /** The Italian changed after the translation was last saved. */
  outdated: boolean;
  /** Long text (an article's body) scrolls inside its box. */
  long?: boolean;
  testId?: string;
  children: ReactNode;
}

/**
 * One field of a translation beside the same field of the Italian original: side by side on a wide
 * screen, the Italian above the translation on a phone. A field whose Italian changed after the
 * translation was last saved is marked 'Da aggiornare'. Every translation editor (articles, pages,
 * references, documents, menus, business texts) shows its fields this way.
 */
export function BesideOriginalField({ label, original, outdated, long, testId, children }: BesideOriginalFieldProps) {
  const empty = typeof original === "string" && !original.trim();
  return (
    <div className="grid gap-3 lg:grid-cols-2 lg:gap-6" data-testid={testId}>
      <div className={`rounded-lg border p-3 ${outdated ? "border-amber-400 bg-amber-50" : "border-line bg-surface"}`}>
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
          <span>Italiano · {label}</span>
          {outdated ? (
            <span
              className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950"
              data-testid="outdated-mark"
            >
              Da aggiornare
            </span>
          ) : null}
        </p>
        <div lang="it" className={`mt-1 text-sm whitespace-pre-wrap text-ink ${long ? "max-h-96 overflow-y-auto" : ""}`}>
          {empty ? <span className="text-muted">(vuoto)</span> : original}
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
