import type { ContentPage } from "../types";
import { glossary } from "./glossary";

/** Keys whose values a visitor never reads as text: addresses, anchors, icons, the kinds of things. */
export const TEXTLESS_KEYS: ReadonlySet<string> = new Set([
  "path",
  "productCategory",
  "kind",
  "id",
  "to",
  "src",
  "icon",
  "gradient",
  "scrollTo",
  "call",
  "variant",
  "section",
]);

/** The message a link to the contact form writes into it, which the visitor reads there. */
const PREFILLED_MESSAGE = /([?&]messaggio=)([^&]*)/;

/** A prefilled message as the Italian pages write it in an address: every character but letters, digits and -_.!~*() escaped. */
const encodeMessage = (text: string) => encodeURIComponent(text).replace(/'/g, "%27");

/**
 * The English edition of a built-in page: the Italian page itself (its blocks, links, anchors and pictures) with
 * each text in English. `texts` gives the English of the page's own Italian texts, the glossary that of the words
 * many pages share; a text found in neither (a product's name, a figure) reads the same in both languages. An
 * English text whose Italian the page no longer has is refused, so an Italian page rewritten is never half translated.
 */
export function englishPage(italian: ContentPage, texts: Readonly<Record<string, string>>): ContentPage {
  const unused = new Set(Object.keys(texts));
  const english = (text: string): string => {
    if (Object.hasOwn(texts, text)) {
      unused.delete(text);
      return texts[text] as string;
    }
    return Object.hasOwn(glossary, text) ? (glossary[text] as string) : text;
  };
  const translate = (value: unknown, key: string): unknown => {
    if (typeof value === "string") {
      if (key === "to")
        return value.replace(
          PREFILLED_MESSAGE,
          (_, name: string, message: string) => name + encodeMessage(english(decodeURIComponent(message))),
        );
      return TEXTLESS_KEYS.has(key) ? value : english(value);
    }
    if (Array.isArray(value)) return value.map((item) => translate(item, key));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translate(v, k)]));
    return value;
  };
  const page = translate(italian, "") as ContentPage;
  if (unused.size > 0)
    throw new Error(
      `${italian.path}: testi inglesi senza il loro italiano: ${[...unused].map((text) => `«${text}»`).join(", ")}`,
    );
  return page;
}
