import type { PostDetail } from "../../../../src/shared/blog";
import type { EditConflict } from "../../../../src/shared/edit-conflict";
import { TextDiff } from "./text-diff";
import type { PostFormValues } from "./use-blog-admin";

/**
 * Someone else saved the article while it was open here: their text against this form's, word by
 * word (struck through: only in theirs; underlined: only here), and a choice of which to keep.
 */
export function ConflictPanel({
  message,
  conflict,
  mine,
  saving,
  onKeepMine,
  onUseTheirs,
}: {
  message: string;
  conflict: EditConflict<PostDetail>;
  mine: PostFormValues;
  saving: boolean;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}) {
  const theirs = conflict.theirs;
  return (
    <section
      role="alert"
      aria-labelledby="conflict-title"
      data-testid="edit-conflict"
      className="grid max-h-[50dvh] gap-3 overflow-y-auto border-t border-amber-300 bg-amber-50 px-6 py-4 text-sm text-ink"
    >
      <h3 id="conflict-title" className="font-semibold">
        L'articolo è stato modificato da un'altra persona
      </h3>
      <p>{message}</p>
      <p className="text-muted">Barrato: solo nella loro versione. Sottolineato: solo nella tua.</p>
      <TextDiff label="Titolo" before={theirs.title} after={mine.title} />
      <TextDiff label="Riassunto" before={theirs.excerpt} after={mine.excerpt} />
      <TextDiff label="Tag" before={theirs.tags} after={mine.tags} />
      <TextDiff label="Contenuto" before={theirs.content} after={mine.content} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary min-h-10" disabled={saving} onClick={onKeepMine}>
          Mantieni la mia versione
        </button>
        <button type="button" className="btn-secondary min-h-10" disabled={saving} onClick={onUseTheirs}>
          Usa la loro
        </button>
      </div>
    </section>
  );
}
