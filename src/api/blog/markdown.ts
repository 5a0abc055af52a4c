import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { isAllowedImageUrl } from "../../shared/image-url";

const escapeText = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * Markdown as the editor writes it (decision 21): paragraphs, line breaks (`breaks`), bold,
 * italic, headings, lists, links, images, blockquotes, inline code. Raw HTML in the text is never
 * markup: it is shown as the text it is.
 */
const markdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html: (token) => (token.block ? `<p>${escapeText(token.text.trim())}</p>\n` : escapeText(token.text)),
  },
  tokenizer: {
    lheading: (src) => (mayBeSetextHeading(src) ? false : undefined),
  },
});

/** A line of only `=` or only `-` (up to three spaces before it): what turns the lines above it into a heading. */
const SETEXT_UNDERLINE = /\n {0,3}(?:=+|-+)[ \t]*(?:\n|$)/;

/**
 * Whether the block at the start of `src` may be a heading underlined with `===` or `---`: only
 * when such a line comes before the block's first blank line. marked's own rule for it tries every
 * character of every paragraph, most of the time parsing an article took; a paragraph without
 * that line is left to the paragraph rule at once, as marked would after trying.
 */
export function mayBeSetextHeading(src: string): boolean {
  const blank = src.indexOf("\n\n");
  return SETEXT_UNDERLINE.test(blank < 0 ? src : src.slice(0, blank + 1));
}

const RELATIVE_BASE = "https://relative.invalid/";
const LINK_PROTOCOLS = new Set(["https:", "http:", "mailto:"]);

/**
 * A link target visitors may follow: https, http, mailto, or a path of this site. Parsed as a
 * browser would (tabs, newlines and entity tricks included), so "jav&#x09;ascript:" is refused.
 */
export function safeLinkHref(href: string): string | null {
  const value = href.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, RELATIVE_BASE);
  } catch {
    return null;
  }
  if (url.origin === new URL(RELATIVE_BASE).origin) return value.startsWith("//") ? null : value;
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/** The allow-list of decision 21: anything else (tags, attributes, styles, URL schemes) is dropped. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "strong", "em", "a", "ul", "ol", "li", "img", "blockquote", "code"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "iframe", "object", "embed", "svg", "math"],
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    b: "strong",
    i: "em",
    pre: "p",
    // A link whose target is not allowed keeps only its text (the bare <a> is unwrapped below).
    a: (tagName, attribs) => {
      const href = safeLinkHref(attribs.href ?? "");
      if (!href) return { tagName, attribs: {} };
      const safe: sanitizeHtml.Attributes = { href, target: "_blank", rel: "noopener noreferrer" };
      if (attribs.title) safe.title = attribs.title;
      return { tagName, attribs: safe };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === "img") return !frame.attribs.src || !isAllowedImageUrl(frame.attribs.src);
    return false;
  },
};

/**
 * Rendered articles by their Markdown: parsing and sanitizing is most of the cost of an article's
 * page, and the same text always gives the same HTML. Bounded by characters kept (source and HTML).
 */
const rendered = new Map<string, string>();
const RENDERED_MAX_CHARS = 2_000_000;
let renderedChars = 0;

/** Article Markdown -> the HTML visitors get: rendered with marked, then sanitized against the allow-list. */
export function renderMarkdown(source: string): string {
  const known = rendered.get(source);
  if (known !== undefined) return known;
  const html = markdown.parse(source) as string;
  // The sanitizer's output is well formed and escapes any literal "<a>" in text: a bare <a> is a refused link.
  const safe = sanitizeHtml(html, sanitizeOptions)
    .replace(/<a>([\s\S]*?)<\/a>/g, "$1")
    .trim();
  const chars = source.length + safe.length;
  if (chars > RENDERED_MAX_CHARS / 10) return safe;
  if (renderedChars + chars > RENDERED_MAX_CHARS) {
    rendered.clear();
    renderedChars = 0;
  }
  rendered.set(source, safe);
  renderedChars += chars;
  return safe;
}
