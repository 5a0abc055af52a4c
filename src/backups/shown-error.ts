/** An error whose message is written for the person who asked (Italian, no server paths): the admin page may show it. */
export class ShownBackupError extends Error {}

export const HIDDEN_DETAILS = "Operazione sui backup non riuscita: i dettagli sono nel registro del server";

/** Any absolute path of the server (addresses under /uploads/ are the site's own, not paths). */
const SERVER_PATH = /(^|[\s("'«])\/(?!uploads\/)[^\s)"'»,;]+/g;

export function withoutServerPaths(text: string): string {
  return text.replace(SERVER_PATH, "$1(percorso nel registro del server)");
}

/** What the browser is told about a failure: the message of a ShownBackupError, else a sentence pointing at the log. */
export function shownMessage(error: unknown): string {
  return error instanceof ShownBackupError ? withoutServerPaths(error.message) : HIDDEN_DETAILS;
}
