/** What the toolbar of the editor can do to the text (decision 21). */
export type MarkdownFormat = "bold" | "italic" | "heading" | "list" | "link";

export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

const PLACEHOLDER: Record<"bold" | "italic" | "link", string> = {
  bold: "testo in grassetto",
  italic: "testo in corsivo",
  link: "testo del collegamento",
};
const LINK_URL = "https://";

function wrap(edit: TextEdit, marker: string, placeholder: string): TextEdit {
  const { value, selectionStart: start, selectionEnd: end } = edit;
  const selected = value.slice(start, end);
  // Already wrapped: a second click removes the markers.
  if (value.slice(start - marker.length, start) === marker && value.slice(end, end + marker.length) === marker && selected) {
    return {
      value: value.slice(0, start - marker.length) + selected + value.slice(end + marker.length),
      selectionStart: start - marker.length,
      selectionEnd: end - marker.length,
    };
  }
  // Spaces around a selection stay outside the markers: "**parola** " and not "**parola **".
  const leading = /^\s*/.exec(selected)?.[0] ?? "";
  const trailing = /\s*$/.exec(selected.slice(leading.length))?.[0] ?? "";
  const core = selected.slice(leading.length, selected.length - trailing.length) || placeholder;
  const before = value.slice(0, start) + leading + marker;
  return {
    value: before + core + marker + trailing + value.slice(end),
    selectionStart: before.length,
    selectionEnd: before.length + core.length,
  };
}

/** The whole lines the selection touches. */
function lineRange(value: string, start: number, end: number): [number, number] {
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const endAt = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const next = value.indexOf("\n", endAt);
  return [lineStart, next === -1 ? value.length : next];
}

function prefixLines(edit: TextEdit, prefix: string, existing: RegExp): TextEdit {
  const { value, selectionStart, selectionEnd } = edit;
  const [from, to] = lineRange(value, selectionStart, selectionEnd);
  const lines = value.slice(from, to).split("\n");
  const written = lines.filter((l) => l.trim());
  const allPrefixed = written.length > 0 && written.every((l) => l.startsWith(prefix));
  const changed = lines
    .map((line) => {
      if (allPrefixed) return line.startsWith(prefix) ? line.slice(prefix.length) : line;
      if (!line.trim() && lines.length > 1) return line;
      return prefix + line.replace(existing, "");
    })
    .join("\n");
  const result = value.slice(0, from) + changed + value.slice(to);
  // With nothing selected the caret goes to the end of the line, ready to type.
  if (selectionStart === selectionEnd)
    return { value: result, selectionStart: from + changed.length, selectionEnd: from + changed.length };
  return { value: result, selectionStart: from, selectionEnd: from + changed.length };
}

function link(edit: TextEdit): TextEdit {
  const { value, selectionStart: start, selectionEnd: end } = edit;
  const selected = value.slice(start, end).trim();
  if (/^https?:\/\/\S+$/.test(selected)) {
    // A selected address becomes the target; the text is left to write.
    const before = `${value.slice(0, start)}[`;
    const text = PLACEHOLDER.link;
    return {
      value: `${before}${text}](${selected})${value.slice(end)}`,
      selectionStart: before.length,
      selectionEnd: before.length + text.length,
    };
  }
  const text = selected || PLACEHOLDER.link;
  const before = `${value.slice(0, start)}[${text}](`;
  return {
    value: `${before}${LINK_URL})${value.slice(end)}`,
    selectionStart: before.length,
    selectionEnd: before.length + LINK_URL.length,
  };
}

/**
 * Applies a toolbar action to the selection: bold and italic wrap it (or a placeholder, selected
 * so that typing replaces it), heading and list prefix its lines (a second click removes the
 * prefix), link turns it into the text of a link whose address is selected next.
 */
export function applyMarkdownFormat(edit: TextEdit, format: MarkdownFormat): TextEdit {
  switch (format) {
    case "bold":
      return wrap(edit, "**", PLACEHOLDER.bold);
    case "italic":
      return wrap(edit, "*", PLACEHOLDER.italic);
    case "heading":
      return prefixLines(edit, "## ", /^#{1,6}\s+/);
    case "list":
      return prefixLines(edit, "- ", /^([-*+]|\d+\.)\s+/);
    case "link":
      return link(edit);
  }
}

/**
 * A picture uploaded into the text: `![](url)` on a line of its own at `at`, the caret after
 * it, so that several dropped at once follow one another. Its alt text is left empty, never a
 * made-up word: the editor flags it, and publishing asks for it.
 */
export function insertImageMarkdown(value: string, at: number, url: string): TextEdit {
  const position = Math.max(0, Math.min(at, value.length));
  const before = value.slice(0, position);
  const after = value.slice(position);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after.startsWith("\n") ? "" : "\n";
  const image = `![](${url})`;
  const inserted = `${lead}${image}\n${trail}`;
  const caret = before.length + lead.length + image.length + 1;
  return { value: before + inserted + after, selectionStart: caret, selectionEnd: caret };
}
