/**
 * Two people saved the same page or article: the parts where their versions differ, as staff read
 * them in the editor (its labels, readable values), and the version made of the side chosen for
 * each part. Everything not listed is the same in both versions, or not edited by staff, and stays
 * as in the form.
 */

/** A value as staff read it: never a key or a JSON text. */
export type ShownValue =
  | { kind: "empty" }
  | { kind: "text"; text: string }
  /** A paragraph or more: shown as the words that differ from the other version. */
  | { kind: "long-text"; text: string }
  | { kind: "image"; src: string; alt: string; decorative: boolean }
  /** Where a link leads: a page's title when the site has one for it, and its address. */
  | { kind: "link"; title: string | null; address: string }
  | { kind: "yes-no"; value: boolean }
  | { kind: "icon"; name: string; label: string }
  | { kind: "list"; items: ShownValue[] };

export type EntryPath = readonly (string | number)[];

/** One part of the entry the two versions differ on. */
export interface ConflictField {
  /** Unique in one comparison (the part's place in the entry). */
  key: string;
  /** 'Blocco 2 · Schede › Scheda 3 › Titolo della scheda' */
  label: string;
  mine: ShownValue;
  theirs: ShownValue;
  /** Where the part lies in the entry: keeping the saved version copies these from it. */
  paths: EntryPath[];
}

/** Which version to keep for a part: the one in this form, or the one saved meanwhile. */
export type ConflictSide = "mine" | "theirs";

export const EMPTY_VALUE: ShownValue = { kind: "empty" };

export const keyOfPath = (path: EntryPath): string => JSON.stringify(path);

export function valueAt(entry: unknown, path: EntryPath): unknown {
  let at: unknown = entry;
  for (const step of path) {
    if (typeof at !== "object" || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[step];
  }
  return at;
}

/** Puts `value` at `path` in `entry` (changed in place); undefined removes the part. */
function putAt(entry: unknown, path: EntryPath, value: unknown): void {
  const last = path.at(-1);
  if (last === undefined) return;
  let at = entry as Record<string | number, unknown>;
  path.slice(0, -1).forEach((step, index) => {
    if (typeof at[step] !== "object" || at[step] === null) at[step] = typeof path[index + 1] === "number" ? [] : {};
    at = at[step] as Record<string | number, unknown>;
  });
  if (value === undefined) delete at[last];
  else at[last] = structuredClone(value);
}

/**
 * The version to save: the form's, with the saved version's parts where staff chose them. A part
 * without a choice keeps the form's, so that nothing typed is lost unless staff say so.
 */
export function mergeVersions<T>(
  mine: T,
  theirs: T,
  fields: readonly ConflictField[],
  choices: Readonly<Record<string, ConflictSide>>,
): T {
  const merged = structuredClone(mine);
  for (const field of fields) {
    if (choices[field.key] !== "theirs") continue;
    for (const path of field.paths) putAt(merged, path, valueAt(theirs, path));
  }
  return merged;
}

/** The same side for every part: the shortcuts 'Tieni tutte le mie' and 'Tieni tutte quelle salvate'. */
export const allOn = (fields: readonly ConflictField[], side: ConflictSide): Record<string, ConflictSide> =>
  Object.fromEntries(fields.map((field) => [field.key, side]));

/** How a value reads to a screen reader or in a list: its text, or what it is. */
export function plainText(value: ShownValue): string {
  switch (value.kind) {
    case "empty":
      return "(vuoto)";
    case "text":
    case "long-text":
      return value.text;
    case "image":
      return value.decorative ? "Immagine decorativa" : `Immagine: ${value.alt || "senza testo alternativo"}`;
    case "link":
      return value.title ? `${value.title} (${value.address})` : value.address;
    case "yes-no":
      return value.value ? "Sì" : "No";
    case "icon":
      return value.label;
    case "list":
      return value.items.map(plainText).join("; ");
  }
}
