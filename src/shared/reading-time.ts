/** Spec §9, decision 7: reading time = ceil(characters of the content / 1000) minutes. */
export const CHARACTERS_PER_MINUTE = 1000;

export function readingTime(content: string): number {
  return Math.ceil(characterCount(content) / CHARACTERS_PER_MINUTE);
}

/** Characters as a person counts them (an emoji is one), like SQLite's length() of a text. */
function characterCount(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}
