import { diffWords } from "diff";
import type { EditConflictAnswer } from "../../../src/shared/edit-conflict";
import { EditConflictPanel } from "../../components/ui/edit-conflict-panel";
import { WordDiff } from "./versions-panel";

/** Every text of an entry, one per line, in the order the editor shows them: what a person compares. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return value.trim() === "" ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/** Someone else saved the page while it was open here: every text of theirs against this form's, word by word. */
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
    <EditConflictPanel
      id="page-conflict-title"
      title="La pagina è stata modificata da un'altra persona"
      headingLevel={2}
      message={answer.message}
      saving={saving}
      onKeepMine={onKeepMine}
      onUseTheirs={onUseTheirs}
      className="rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <WordDiff parts={parts} label="Differenze tra la loro versione e la tua" />
    </EditConflictPanel>
  );
}
