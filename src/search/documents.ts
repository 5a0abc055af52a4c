import { type Token, Lexer } from "marked";
import { articlePath } from "../shared/blog";
import type { GalleryImageDto } from "../shared/gallery";
import { type GallerySection, gallerySectionLabels, isGallerySection } from "../shared/gallery-sections";
import { blocksShownOn } from "../shared/pages/certification-dates";
import type { SitePage } from "../shared/pages/page-schema";
import type { Post, ReferenceProject } from "../db/schema";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../shared/languages";
import { englishAnonymousClients, englishSectorLabels } from "../shared/references/english-labels";
import { publicClientName } from "../shared/references/reference-fields";
import { englishReferencePath } from "../shared/references/reference-translations";

export type DocumentKind = "page" | "post" | "image" | "reference";

/** One thing the search can find: a page, an article, a gallery photo. */
export interface SearchDocument {
  /** "page:/prodotti/veropark", "post:12", "image:7". */
  key: string;
  kind: DocumentKind;
  url: string;
  /** Where it sits on the site, as the results show it: Prodotti, Applicazioni, Blog, Gallerie… */
  section: string;
  title: string;
  headings: string;
  /** Plain text of the rest, from which the results quote a passage. */
  text: string;
  /** ISO date of an article (a tie between two results goes to the newer); empty otherwise. */
  date: string;
  /** What the content was when indexed (an edit time, a publication time): compared by the sync and by verify. */
  stamp: string;
}

type SectionName = "products" | "applications" | "services" | "contact" | "home" | "legal";

/** How the results name the parts of the site, in each language. */
const SECTION_NAMES: Record<LanguageCode, Record<SectionName, string>> = {
  it: {
    products: "Prodotti",
    applications: "Applicazioni",
    services: "Servizi",
    contact: "Contatti",
    home: "Home",
    legal: "Note legali",
  },
  en: {
    products: "Products",
    applications: "Applications",
    services: "Services",
    contact: "Contact",
    home: "Home",
    legal: "Legal notices",
  },
};

/** The part of the site a page belongs to, by its Italian path (a translation's page keeps it), in `language`. */
function sectionOfPath(path: string, language: LanguageCode): string {
  const names = SECTION_NAMES[language];
  if (path.startsWith("/prodotti/")) return names.products;
  if (path.startsWith("/applicazioni/")) return names.applications;
  if (path === "/servizi") return names.services;
  if (path === "/contatti") return names.contact;
  if (path === "/") return names.home;
  return names.legal;
}

/** Fields of a page block that say how it looks or where it links, not what it says. */
const NOT_TEXT = new Set([
  "kind",
  "id",
  "icon",
  "src",
  "image",
  "to",
  "href",
  "scrollTo",
  "call",
  "variant",
  "section",
  "columns",
  "gradient",
  "onError",
  "label",
  "linkLabel",
  "illustration",
  "map",
  "updated",
  "validUntil",
  "logoAlt",
]);
const HEADING_FIELDS = new Set(["title", "heading", "subtitle", "eyebrow", "reasonsTitle", "name"]);

/** A string of copy as visitors read it: placeholders of business facts ({phone}) left out. */
const copy = (value: string) => value.replace(/\{[A-Za-z]+\}/g, " ").trim();

function collect(value: unknown, field: string, into: { headings: string[]; text: string[] }): void {
  if (typeof value === "string") {
    if (!value || /^(\/|https?:|tel:|mailto:|#)/.test(value)) return;
    (HEADING_FIELDS.has(field) ? into.headings : into.text).push(copy(value));
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, field, into);
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) if (!NOT_TEXT.has(key)) collect(inner, key, into);
  }
}

/** Where a page is read: its language and its address there (a translation's own, not its Italian path). */
export interface PageAddress {
  language: LanguageCode;
  address: string;
}

/**
 * A marketing page as the search indexes it on `today` (a day in Rome, YYYY-MM-DD): its head and hero as
 * title, block titles as headings; a certification that has expired is not shown, so not indexed either.
 */
export function pageDocument(
  page: SitePage,
  stamp: string,
  today: string,
  at: PageAddress = { language: DEFAULT_LANGUAGE, address: page.path },
): SearchDocument {
  const [hero, ...others] = page.blocks;
  const rest = blocksShownOn(others, today);
  const parts = { headings: [] as string[], text: [page.meta.description] };
  const { title: heroTitle, ...heroRest } = hero;
  collect(heroRest, "", parts);
  collect(rest, "", parts);
  return {
    key: `page:${at.address}`,
    kind: "page",
    url: at.address,
    section: sectionOfPath(page.path, at.language),
    title: page.meta.title,
    headings: [heroTitle, ...parts.headings].join("\n"),
    text: parts.text.filter(Boolean).join("\n"),
    date: "",
    stamp,
  };
}

function inlineText(tokens: readonly Token[] | undefined, out: string[]): void {
  for (const token of tokens ?? []) {
    if ("tokens" in token && token.tokens) inlineText(token.tokens, out);
    else if (token.type === "image") out.push(token.text);
    else if ("text" in token && typeof token.text === "string") out.push(token.text);
  }
}

/** Markdown as plain text: the headings apart, the rest one paragraph a line. */
function markdownText(markdown: string): { headings: string[]; text: string[] } {
  const headings: string[] = [];
  const text: string[] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === "heading") {
        const parts: string[] = [];
        inlineText(token.tokens, parts);
        headings.push(parts.join(""));
      } else if (token.type === "list") {
        for (const item of token.items) walk(item.tokens);
      } else if (token.type === "blockquote") {
        walk(token.tokens ?? []);
      } else if (token.type === "paragraph" || token.type === "text" || token.type === "code") {
        const parts: string[] = [];
        if ("tokens" in token && token.tokens?.length) inlineText(token.tokens, parts);
        else parts.push(token.text);
        text.push(parts.join(""));
      } else if (token.type === "html") {
        // Raw HTML in an article is shown as text, never markup: its words are searchable like the rest.
        text.push(token.text);
      }
    }
  };
  walk(new Lexer({ gfm: true, breaks: true }).lex(markdown));
  return { headings, text };
}

/** What the index reads of a published article. */
export type PublishedPost = Pick<
  Post,
  "id" | "title" | "slug" | "excerpt" | "content" | "tags" | "published_at" | "created_at" | "updated_at"
>;

export const postStamp = (post: Pick<PublishedPost, "updated_at" | "published_at">) =>
  `${post.updated_at}|${post.published_at ?? ""}`;

/** An article as the search of its language finds it, at its address in that language's edition. */
export function postDocument(post: PublishedPost, language: LanguageCode = DEFAULT_LANGUAGE): SearchDocument {
  const { headings, text } = markdownText(post.content);
  return {
    key: `post:${post.id}`,
    kind: "post",
    url: articlePath(post.slug, language),
    section: "Blog",
    title: post.title,
    headings: [...headings, post.tags.replace(/,/g, " ")].join("\n"),
    text: [post.excerpt, ...text].filter(Boolean).join("\n"),
    date: post.published_at ?? post.created_at,
    stamp: postStamp(post),
  };
}

/** A gallery photo as the index reads it: the answer's texts, its section as stored. */
export type GalleryPhoto = Pick<GalleryImageDto, "id" | "name" | "description" | "updated_at"> & { section: string };

/** The page that shows a gallery section. */
function galleryPagePath(section: GallerySection): string {
  return section === "controllo-accessi" ? "/prodotti/controllo-accessi" : `/applicazioni/${section}`;
}

export function photoDocument(photo: GalleryPhoto): SearchDocument | null {
  if (!isGallerySection(photo.section)) return null;
  return {
    key: `image:${photo.id}`,
    kind: "image",
    url: galleryPagePath(photo.section),
    section: `Gallerie · ${gallerySectionLabels[photo.section]}`,
    title: photo.name,
    headings: "",
    text: photo.description ?? "",
    date: "",
    stamp: photo.updated_at,
  };
}

/** What the index reads of a published reference. */
export type PublishedReference = Pick<
  ReferenceProject,
  | "id"
  | "title"
  | "slug"
  | "client"
  | "client_public"
  | "sector"
  | "region"
  | "challenge"
  | "solution"
  | "result"
  | "quote_text"
  | "published_at"
  | "updated_at"
>;

/** A published reference as the search finds it: never by a client's name that may not be published. */
/** How each language's search names a reference: its address, its section and a client whose name may not be published. */
const referenceWordsIn: Record<
  LanguageCode,
  {
    path: (slug: string) => string;
    section: (sector: GallerySection) => string;
    client: (reference: PublishedReference & { sector: GallerySection }) => string;
  }
> = {
  it: {
    path: (slug) => `/referenze/${slug}`,
    section: (sector) => `Referenze · ${gallerySectionLabels[sector]}`,
    client: publicClientName,
  },
  en: {
    path: englishReferencePath,
    section: (sector) => `References · ${englishSectorLabels[sector]}`,
    client: (r) => (r.client_public ? r.client : `${englishAnonymousClients[r.sector]} in ${r.region}`),
  },
};

export function referenceDocument(
  reference: PublishedReference,
  language: LanguageCode = DEFAULT_LANGUAGE,
): SearchDocument | null {
  if (!isGallerySection(reference.sector)) return null;
  const words = referenceWordsIn[language];
  const client = words.client({ ...reference, sector: reference.sector });
  const parts = [reference.challenge, reference.solution, reference.result].map(markdownText);
  return {
    key: `reference:${reference.id}`,
    kind: "reference",
    url: words.path(reference.slug),
    section: words.section(reference.sector),
    title: reference.title,
    headings: [client, reference.region, ...parts.flatMap((p) => p.headings)].join("\n"),
    text: [...parts.flatMap((p) => p.text), reference.quote_text].filter(Boolean).join("\n"),
    date: reference.published_at ?? "",
    stamp: reference.updated_at,
  };
}
