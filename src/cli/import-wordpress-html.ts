import { decodeHTML } from "entities";
import { Lexer, type Token, type Tokens } from "marked";
import TurndownService from "turndown";

const turndown = new TurndownService({ headingStyle: "atx", bulletListMarker: "-", emDelimiter: "*", codeBlockStyle: "fenced" });
turndown.remove(["script", "style", "iframe", "object", "embed", "form"]);

/**
 * A short text WordPress keeps as HTML (a title, a tag's name, a slug): its tags dropped and its
 * entities decoded, 'Media &amp; Text' and 'l&#8217;ingresso' as a reader sees them.
 */
export function plainText(html: string): string {
  const words = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<\/?(?:p|div|br|li|h\d|ul|ol|blockquote)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "");
  return decodeHTML(words).replace(/\s+/g, " ").trim();
}

/** WordPress writes paragraphs as blank lines (wpautop): they become <p> before conversion. */
function autop(html: string): string {
  if (/<p[\s>]/i.test(html)) return html;
  return html
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      /^<(h\d|ul|ol|blockquote|figure|div|table|pre)/i.test(block) ? block : `<p>${block.replace(/\n/g, "<br>")}</p>`,
    )
    .join("\n");
}

/** The HTML of a post as Markdown (the editor's language), WordPress block comments dropped. */
export function htmlToMarkdown(html: string): string {
  // WordPress block comments (<!-- wp:paragraph -->) carry nothing a reader sees.
  const clean = html.replace(/<!--[\s\S]*?-->/g, "").trim();
  if (!clean) return "";
  return turndown
    .turndown(autop(clean))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A picture of a page's text: where it was on the old site and what it shows. */
export interface PageImage {
  url: string;
  alt: string;
}

/** One part of a page's text: under its heading (none before the first), its paragraphs, points and pictures. */
export interface PageSection {
  heading: string;
  paragraphs: string[];
  bullets: string[];
  images: PageImage[];
}

type InlineToken = Token & { tokens?: Token[]; text?: string };

/** The words of inline Markdown, the pictures among them set apart. */
function inlineText(tokens: Token[] | undefined, images: PageImage[]): string {
  let out = "";
  for (const token of (tokens ?? []) as InlineToken[]) {
    if (token.type === "image") {
      const image = token as Tokens.Image;
      images.push({ url: image.href, alt: image.text.trim() });
    } else if (token.type === "br") out += " ";
    else if (token.tokens) out += inlineText(token.tokens, images);
    else out += token.text ?? "";
  }
  return out;
}

const tidy = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A page's HTML as plain sections, the shape of the site's text blocks: each heading opens a
 * section, paragraphs and list items are kept as words, pictures are listed to be carried.
 */
export function pageSections(html: string): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection = { heading: "", paragraphs: [], bullets: [], images: [] };
  const flush = () => {
    if (current.heading || current.paragraphs.length || current.bullets.length || current.images.length) sections.push(current);
  };
  const visit = (tokens: Token[]) => {
    for (const token of tokens as InlineToken[]) {
      if (token.type === "heading") {
        flush();
        const images: PageImage[] = [];
        current = { heading: tidy(inlineText(token.tokens, images)), paragraphs: [], bullets: [], images };
      } else if (token.type === "list") {
        for (const item of (token as Tokens.List).items) {
          const text = tidy(
            inlineText(
              item.tokens.flatMap((t) => (t as InlineToken).tokens ?? [t]),
              current.images,
            ),
          );
          if (text) current.bullets.push(text);
        }
      } else if (token.type === "blockquote") {
        visit((token as Tokens.Blockquote).tokens);
      } else if (token.type === "paragraph" || token.type === "text" || token.type === "code") {
        const text = tidy(token.tokens ? inlineText(token.tokens, current.images) : (token.text ?? ""));
        if (text) current.paragraphs.push(text);
      } else if (token.type === "table") {
        const table = token as Tokens.Table;
        for (const row of table.rows) {
          const text = tidy(row.map((cell) => inlineText(cell.tokens, current.images)).join(" · "));
          if (text) current.paragraphs.push(text);
        }
      }
    }
  };
  visit(new Lexer().lex(htmlToMarkdown(html)));
  flush();
  return sections;
}
