import { romeDateTime } from "./rome-date-time";

/**
 * Two people editing the same page or article: each save carries the version it was made on (the
 * entry's `updated_at` when the editor loaded it); a save made on an older version is refused with
 * 409 and this answer, so that nobody's work is overwritten without a word.
 */
export interface EditConflict<T> {
  /** Who saved in the meantime, as staff see them. */
  changedBy: string;
  /** ISO-8601 UTC. */
  changedAt: string;
  /** What they saved: the editor compares it with the form and keeps either. */
  theirs: T;
  /** The version to send with a save that keeps the form's text over theirs. */
  version: string;
}

export interface EditConflictAnswer<T> {
  message: string;
  conflict: EditConflict<T>;
}

/** The multipart field of an article save, and the query parameter of a page save, that carry the version. */
export const EDIT_VERSION_FIELD = "version";

/** 'Nel frattempo Maria Rossi ha salvato questa pagina (24/11/2026, 10:15): …' */
export function editConflictMessage(what: "pagina" | "articolo", changedBy: string, changedAt: string): string {
  const thing = what === "pagina" ? "questa pagina" : "questo articolo";
  return `Nel frattempo ${changedBy || "un'altra persona"} ha salvato ${thing} (${romeDateTime(changedAt)}): confronta le due versioni e scegli quale tenere.`;
}

export function isEditConflictAnswer(value: unknown): value is EditConflictAnswer<unknown> {
  if (typeof value !== "object" || value === null) return false;
  const conflict = (value as { conflict?: unknown }).conflict;
  return (
    typeof (value as { message?: unknown }).message === "string" &&
    typeof conflict === "object" &&
    conflict !== null &&
    typeof (conflict as { version?: unknown }).version === "string"
  );
}
