/** A picture's alternative text, or its mark as decoration (then shown with alt=""). */
export interface ImageText {
  alt: string;
  decorative: boolean;
}

export const NO_IMAGE_TEXT: ImageText = { alt: "", decorative: false };

/** A picture's alt text in another language than Italian (only those written: the others show the Italian). */
export interface TranslatedAlt {
  language: string;
  alt: string;
}

/** A picture's text in Italian, with its alt text in the other languages that have one. */
export interface PictureTexts extends ImageText {
  translations: TranslatedAlt[];
}

export const ALT_MAX = 300;

export const altMessages = {
  tooLong: `Il testo alternativo può avere al massimo ${ALT_MAX} caratteri`,
  /** `what` names the picture: "la copertina", "la foto «Varco»", "l'immagine 2 dell'articolo". */
  missing: (what: string) => `Manca il testo alternativo per ${what}: descrivi l'immagine oppure segnala che è decorativa`,
  flag: "Senza testo alternativo",
  decorativeLabel: "Decorativa (non descrive nulla: i lettori di schermo la saltano)",
  altLabel: "Testo alternativo",
  altHelp: "Descrive l'immagine a chi non la vede, ad esempio «Sbarra d'ingresso con lettore di targhe».",
} as const;

/** True when the picture is described, or explicitly decorative. */
export const hasImageText = (text: ImageText | null | undefined): boolean =>
  !!text && (text.decorative || text.alt.trim() !== "");

/** What the public page puts in alt="": the text, nothing for decoration, the fallback otherwise. */
export const altFor = (
  text: { alt?: string | undefined; decorative?: boolean | undefined } | null | undefined,
  fallback: string,
): string => (text?.decorative ? "" : text?.alt?.trim() || fallback);

/** One picture placed somewhere, named for the message that asks for its text. */
export interface PlacedPicture {
  what: string;
  url: string;
  text: ImageText | null | undefined;
}

/** The message for the first picture with neither a text nor the decorative mark; null when all have one. */
export function missingImageText(pictures: readonly PlacedPicture[]): string | null {
  const missing = pictures.find((picture) => !hasImageText(picture.text));
  return missing ? altMessages.missing(missing.what) : null;
}

/** A Markdown image: `![alt](url "title")`. */
const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** Every image of a Markdown text, with the alt text written in it (empty for `![]`). */
function markdownImages(markdown: string): { alt: string; url: string }[] {
  return [...markdown.matchAll(MARKDOWN_IMAGE)].map((match) => ({ alt: (match[1] ?? "").trim(), url: match[2] ?? "" }));
}

/** The pictures of an article, as they are placed. */
export interface ArticlePictures {
  cover_image: string | null;
  social_image?: string | null | undefined;
  article_images: readonly string[];
  content: string;
}

const fileNameOf = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf("/") + 1)).slice(0, 80);

/**
 * Every picture of an article, named as the publish check names it, with its text: the library's
 * (`textOf`) for the cover, the social image and the extra images; a picture inside the text is
 * described by its own Markdown `![alt]`, or by the library when the brackets are empty.
 */
export function articlePictures(post: ArticlePictures, textOf: (url: string) => ImageText | undefined): PlacedPicture[] {
  const pictures: PlacedPicture[] = [];
  if (post.cover_image) pictures.push({ what: "la copertina", url: post.cover_image, text: textOf(post.cover_image) });
  post.article_images.forEach((url, i) => {
    pictures.push({ what: `l'immagine ${i + 1} dell'articolo (${fileNameOf(url)})`, url, text: textOf(url) });
  });
  for (const image of markdownImages(post.content)) {
    pictures.push({
      what: `l'immagine «${fileNameOf(image.url)}» nel testo`,
      url: image.url,
      text: image.alt ? { alt: image.alt, decorative: false } : textOf(image.url),
    });
  }
  if (post.social_image)
    pictures.push({ what: "l'immagine per i social", url: post.social_image, text: textOf(post.social_image) });
  return pictures;
}

/** The addresses of the images written `![](url)`, with no alt text of their own. */
export const markdownImagesWithoutAlt = (markdown: string): string[] =>
  markdownImages(markdown)
    .filter((image) => image.alt === "")
    .map((image) => image.url);

/** An image written `![](url)` takes the alt text its picture has in the library (`altOf`, empty when none). */
export function fillMarkdownAlts(markdown: string, altOf: (url: string) => string | undefined): string {
  if (!markdown.includes("![]")) return markdown;
  return markdown.replace(MARKDOWN_IMAGE, (whole, alt: string, url: string) => {
    if (alt.trim() !== "") return whole;
    const text = altOf(url)
      ?.replace(/[\\[\]]/g, (ch) => `\\${ch}`)
      .replace(/\s+/g, " ")
      .trim();
    return text ? whole.replace("![]", `![${text}]`) : whole;
  });
}
