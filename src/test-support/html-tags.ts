import { expect } from "bun:test";

export interface HtmlTag {
  name: string;
  attributes: { name: string; value: string }[];
  raw: string;
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The opening tags of a document and their attributes, quoted values read as a browser reads
 * them (entities decoded). Text and attribute values that merely mention markup are not tags.
 */
export function htmlTags(html: string): HtmlTag[] {
  return [...html.matchAll(TAG)].map((m) => ({
    name: (m[1] ?? "").toLowerCase(),
    attributes: [...(m[2] ?? "").matchAll(ATTRIBUTE)].map((a) => ({
      name: (a[1] ?? "").toLowerCase(),
      value: decode(a[2] ?? a[3] ?? a[4] ?? ""),
    })),
    raw: m[0],
  }));
}

/** The site's own search boxes (header and mobile menu): the only forms every public page has. */
const SITE_SEARCH_FORMS = 2;

/** The tags a hostile text could have planted: every one but the site's own search forms, which are checked to be only those. */
function plantedTags(tags: HtmlTag[]): HtmlTag[] {
  const ownSearch = (tag: HtmlTag) =>
    tag.name === "form" &&
    tag.attributes.some((a) => a.name === "action" && a.value === "/cerca") &&
    tag.attributes.some((a) => a.name === "method" && a.value === "get");
  const own = tags.filter(ownSearch);
  if (own.length > SITE_SEARCH_FORMS)
    throw new Error(`${own.length} moduli di ricerca nella pagina: al massimo ${SITE_SEARCH_FORMS}`);
  return tags.filter((tag) => !ownSearch(tag));
}

/**
 * Fails the test when a hostile text made anything in the page active: a script other than data and the
 * site's own modules, a frame, an embedded object, a form, a base, MathML or a style, an event handler,
 * srcdoc, or a javascript:, vbscript: or data: address.
 */
export function expectNothingActive(html: string): void {
  for (const tag of plantedTags(htmlTags(html))) {
    if (tag.name === "script") {
      const type = tag.attributes.find((a) => a.name === "type")?.value;
      expect(["application/ld+json", "application/json", "module"], tag.raw).toContain(type ?? "");
    }
    expect(["iframe", "object", "embed", "form", "base", "math", "style"], tag.raw).not.toContain(tag.name);
    for (const attribute of tag.attributes) {
      expect(attribute.name, tag.raw).not.toMatch(/^on/);
      expect(attribute.name, tag.raw).not.toBe("srcdoc");
      if (["href", "src", "action", "xlink:href"].includes(attribute.name)) {
        expect(attribute.value.replace(/\s/g, ""), tag.raw).not.toMatch(/^(javascript|vbscript|data):/i);
      }
    }
  }
}
