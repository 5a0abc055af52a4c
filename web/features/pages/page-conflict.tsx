import type { z } from "zod";
import type { EditConflictAnswer } from "../../../src/shared/edit-conflict";
import { mergeVersions } from "../../../src/shared/edit-merge";
import { breadcrumbTrail } from "../../content/breadcrumbs";
import { EditConflictPanel } from "../../components/ui/edit-conflict-panel";
import { useLinkPages } from "./link-pages";
import { entryConflictFields } from "./page-conflict-fields";

/** The name of the site's page at a link's address ('Contatti' for /contatti#modulo), when it has one. */
function pageTitle(address: string, created: readonly { path: string; title: string }[]): string | null {
  if (!address.startsWith("/")) return null;
  const path = address.split(/[?#]/)[0] || "/";
  const made = created.find((page) => page.path === path);
  if (made) return made.title;
  const name = breadcrumbTrail(path).at(-1)?.label;
  return name && name !== path ? name : null;
}

/**
 * Someone else saved the page (or the header and footer texts) while it was open here: each part
 * that differs, labelled as the editor labels it, and the version made of the parts staff keep.
 */
export function PageConflict<T>({
  answer,
  schema,
  mine,
  saving,
  onSave,
}: {
  answer: EditConflictAnswer<T>;
  schema: z.ZodType;
  mine: T;
  saving: boolean;
  /** The version to save on the one saved meanwhile. */
  onSave: (merged: T) => void;
}) {
  const created = useLinkPages();
  const theirs = answer.conflict.theirs;
  const fields = entryConflictFields(schema, mine, theirs, { linkTitle: (address) => pageTitle(address, created) });
  return (
    <EditConflictPanel
      id="page-conflict-title"
      title="La pagina è stata modificata da un'altra persona"
      headingLevel={2}
      message={answer.message}
      fields={fields}
      saving={saving}
      onSave={(choices) => onSave(mergeVersions(mine, theirs, fields, choices))}
      className="rounded-lg border border-amber-300 bg-amber-50 p-4"
    />
  );
}
