import { diffWords } from "diff";
import type { EditConflictAnswer } from "../../../src/shared/edit-conflict";
import { WordDiff } from "./versions-panel";

/** Every text of an entry, one per line, in the order the editor shows them: what a person compares. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return value.trim() === "" ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * Someone else saved the page while it was open here: their text against this form's, word by word
 * (struck through: only in theirs; underlined: only here), and a choice of which to keep.
 */
export function PageConflict<T>({
  answer,
  mine,
  saving,
  onKeepMine,
  onUseTheirs,
}: {
  answer: EditConflictAnswer<T>;
  mine: T;
  saving: boolean;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}) {
  const parts = diffWords(textsOf(answer.conflict.theirs).join("\n"), textsOf(mine).join("\n"));
  return (
    <section
      role="alert"
      aria-labelledby="page-conflict-title"
      data-testid="edit-conflict"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
    >
      <h2 id="page-conflict-title" className="font-semibold">
        La pagina è stata modificata da un'altra persona
      </h2>
      <p>{answer.message}</p>
      <p className="text-muted">Barrato: solo nella loro versione. Sottolineato: solo nella tua.</p>
      <WordDiff parts={parts} label="Differenze tra la loro versione e la tua" />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={saving} onClick={onKeepMine}>
          Mantieni la mia versione
        </button>
        <button type="button" className="btn-secondary" disabled={saving} onClick={onUseTheirs}>
          Usa la loro
        </button>
      </div>
    </section>
  );
}
