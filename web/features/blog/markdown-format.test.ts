import { describe, expect, test } from "bun:test";
import { applyMarkdownFormat, insertImageMarkdown, type MarkdownFormat, type TextEdit } from "./markdown-format";

/** Text with the selection marked by [ and ]: "a [b] c". */
function edit(marked: string): TextEdit {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  return { value: marked.replace("[", "").replace("]", ""), selectionStart: start, selectionEnd: end };
}
function show(result: TextEdit): string {
  const { value, selectionStart: s, selectionEnd: e } = result;
  return `${value.slice(0, s)}[${value.slice(s, e)}]${value.slice(e)}`;
}
const apply = (marked: string, format: MarkdownFormat) => show(applyMarkdownFormat(edit(marked), format));

describe("Markdown toolbar", () => {
  test("bold and italic wrap the selection, spaces outside", () => {
    expect(apply("Un [parcheggio] moderno", "bold")).toBe("Un **[parcheggio]** moderno");
    expect(apply("Un [parcheggio ]moderno", "italic")).toBe("Un *[parcheggio]* moderno");
  });

  test("without a selection a placeholder is inserted and selected", () => {
    expect(apply("Testo []", "bold")).toBe("Testo **[testo in grassetto]**");
    expect(apply("[]", "italic")).toBe("*[testo in corsivo]*");
  });

  test("a second click removes the markers", () => {
    expect(apply("Un **[parcheggio]** moderno", "bold")).toBe("Un [parcheggio] moderno");
  });

  test("heading and list prefix every selected line, and toggle off", () => {
    expect(apply("Prima\nSeco[nda]\nTerza", "heading")).toBe("Prima\n[## Seconda]\nTerza");
    expect(apply("[uno\ndue\ntre]", "list")).toBe("[- uno\n- due\n- tre]");
    expect(apply("[- uno\n- due]", "list")).toBe("[uno\ndue]");
    expect(apply("[### Titolo]", "heading")).toBe("[## Titolo]");
    expect(apply("[1. uno]", "list")).toBe("[- uno]");
  });

  test("on an empty line heading and list leave the caret after the prefix", () => {
    expect(apply("Testo\n[]", "heading")).toBe("Testo\n## []");
    expect(apply("[]", "list")).toBe("- []");
    expect(apply("Voce[]", "list")).toBe("- Voce[]");
  });

  test("link makes the selection the text and selects the address to type", () => {
    const result = applyMarkdownFormat(edit("Vai ai [contatti] ora"), "link");
    expect(result.value).toBe("Vai ai [contatti](https://) ora");
    expect(result.value.slice(result.selectionStart, result.selectionEnd)).toBe("https://");
    expect(apply("[]", "link")).toBe("[testo del collegamento]([https://])");
    expect(apply("Sito: [https://example.com]", "link")).toBe("Sito: [[testo del collegamento]](https://example.com)");
  });
});

describe("pictures dropped into the text", () => {
  test("each goes on a line of its own at the caret, the caret after it", () => {
    const first = insertImageMarkdown("Primo paragrafo.", 16, "/uploads/blog/a.webp");
    expect(first.value).toBe("Primo paragrafo.\n\n![](/uploads/blog/a.webp)\n\n");
    const second = insertImageMarkdown(first.value, first.selectionStart, "/uploads/blog/b.webp");
    expect(second.value).toBe("Primo paragrafo.\n\n![](/uploads/blog/a.webp)\n\n![](/uploads/blog/b.webp)\n\n");
    expect(insertImageMarkdown("", 0, "/uploads/blog/c.webp").value).toBe("![](/uploads/blog/c.webp)\n\n");
  });
});
