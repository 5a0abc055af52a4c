import { Lexer, type Token, type Tokens } from "marked";
import type { PdfBlock } from "../pdf/pdf-types";

/** The words of inline Markdown: emphasis, links and code as their text, a line break as a space. */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === "br") return " ";
      if (token.type === "image") return (token as Tokens.Image).text;
      if ("tokens" in token && token.tokens) return plainText(token.tokens);
      return "text" in token ? String(token.text) : "";
    })
    .join("");
}

const squeezed = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A reference's Markdown (challenge, solution, result) as a printed sheet carries it: paragraphs of
 * plain text and lists kept as lists; headings and quotations become paragraphs, code its text.
 */
export function markdownBlocks(markdown: string): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      switch (token.type) {
        case "list": {
          const items = (token as Tokens.List).items.map((item) => squeezed(plainText(item.tokens))).filter(Boolean);
          if (items.length > 0) blocks.push({ kind: "list", items });
          break;
        }
        case "blockquote":
          walk((token as Tokens.Blockquote).tokens);
          break;
        case "paragraph":
        case "heading":
        case "code":
        case "html":
        case "text": {
          const text = squeezed("tokens" in token && token.tokens ? plainText(token.tokens) : String(token.text ?? ""));
          if (text) blocks.push({ kind: "paragraph", text });
          break;
        }
        default:
          break;
      }
    }
  };
  walk(Lexer.lex(markdown, { gfm: true, breaks: true }));
  return blocks;
}
