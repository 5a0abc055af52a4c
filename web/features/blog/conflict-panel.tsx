import type { PostDetail } from "../../../src/shared/blog";
import type { EditConflict } from "../../../src/shared/edit-conflict";
import { EditConflictPanel } from "../../components/ui/edit-conflict-panel";
import { TextDiff } from "./text-diff";
import type { PostFormValues } from "./editor-values";

/** Someone else saved the article while it was open here: their fields against this form's, word by word. */
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
    <EditConflictPanel
      id="conflict-title"
      title="L'articolo è stato modificato da un'altra persona"
      headingLevel={3}
      message={message}
      saving={saving}
      onKeepMine={onKeepMine}
      onUseTheirs={onUseTheirs}
      className="max-h-[50dvh] overflow-y-auto border-t border-amber-300 bg-amber-50 px-6 py-4"
    >
      <TextDiff label="Titolo" before={theirs.title} after={mine.title} />
      <TextDiff label="Riassunto" before={theirs.excerpt} after={mine.excerpt} />
      <TextDiff label="Tag" before={theirs.tags} after={mine.tags} />
      <TextDiff label="Contenuto" before={theirs.content} after={mine.content} />
    </EditConflictPanel>
  );
}
