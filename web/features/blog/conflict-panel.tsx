import { useQuery } from "@tanstack/react-query";
import type { PostDetail } from "../../../src/shared/blog";
import type { EditConflict } from "../../../src/shared/edit-conflict";
import { mergeVersions } from "../../../src/shared/edit-merge";
import { EditConflictPanel } from "../../components/ui/edit-conflict-panel";
import { useCurrentUser } from "../../lib/session";
import { authorsQuery } from "./api/get-authors";
import { articleConflictFields } from "./conflict-fields";
import { type PostFormValues, valuesOf } from "./editor-values";

/**
 * Someone else saved the article while it was open here: each field that differs, with the editor's
 * label, and the version made of the fields staff keep.
 */
export function ConflictPanel({
  message,
  conflict,
  mine,
  authorName,
  saving,
  onSave,
}: {
  message: string;
  conflict: EditConflict<PostDetail>;
  mine: PostFormValues;
  /** The stored author's name, for the form's author when the list of authors is not at hand. */
  authorName: string | null;
  saving: boolean;
  /** The version to save on the one saved meanwhile. */
  onSave: (merged: PostFormValues) => void;
}) {
  const isAdmin = useCurrentUser().data?.role === "amministratore";
  const authors = useQuery({ ...authorsQuery(), enabled: isAdmin, staleTime: 60_000 });
  const theirs = valuesOf(conflict.theirs);
  const byId: Record<string, string> = Object.fromEntries((authors.data ?? []).map((author) => [String(author.id), author.name]));
  if (conflict.theirs.author) byId[String(conflict.theirs.author.id)] = conflict.theirs.author.name;
  if (authorName && mine.author_id && !byId[mine.author_id]) byId[mine.author_id] = authorName;
  const fields = articleConflictFields(mine, theirs, { byId });
  return (
    <EditConflictPanel
      id="conflict-title"
      title="L'articolo è stato modificato da un'altra persona"
      headingLevel={3}
      message={message}
      fields={fields}
      saving={saving}
      onSave={(choices) => onSave(mergeVersions(mine, theirs, fields, choices))}
      className="max-h-[60dvh] shrink-0 overflow-y-auto border-t border-amber-300 bg-amber-50 px-6 py-4 max-sm:px-4"
    />
  );
}
