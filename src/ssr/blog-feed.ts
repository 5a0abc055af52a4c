import type { PostWithAuthor } from "../api/blog/blog.service";
import { articlePath, blogFeedPath, blogPath, splitTags } from "../shared/blog";
import { publicDateOf } from "../shared/blog-status";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../shared/languages";
/** Most recent articles in the feed. */
export const FEED_ITEMS = 50;

export const xmlEscape = (value: string) =>
  value
    // Characters XML 1.0 does not allow at all.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export interface FeedInput {
  origin: string;
  siteName: string;
  /** Published posts, newest first. */
  posts: readonly PostWithAuthor[];
  /** The blog's language: the feed's address, links and description are its own. */
  language?: LanguageCode;
}

/** What each language's feed says of its blog, and the language RSS names. */
const FEED_TEXTS: Record<LanguageCode, { description: (siteName: string) => string; language: string }> = {
  it: {
    description: (siteName) => `Articoli e novità di ${siteName} su automazione dei parcheggi, infomobilità ed energia solare.`,
    language: "it-IT",
  },
  en: {
    description: (siteName) => `Articles and news from ${siteName} on parking automation, parking guidance and solar power.`,
    language: "en",
  },
};

const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** RSS 2.0 of the published articles (drafts never reach it). */
export function blogFeedXml({ origin, siteName, posts, language = DEFAULT_LANGUAGE }: FeedInput): string {
  const blogUrl = `${origin}${blogPath(language)}`;
  const texts = FEED_TEXTS[language];
  const lastBuild = posts.reduce((latest, p) => (p.updated_at > latest ? p.updated_at : latest), "");
  const items = posts.map((post) => {
    const url = `${origin}${articlePath(post.slug, post.language)}`;
    const categories = splitTags(post.tags).map((tag) => `      <category>${xmlEscape(tag)}</category>`);
    return [
      "    <item>",
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(url)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(url)}</guid>`,
      `      <pubDate>${rfc822(publicDateOf(post))}</pubDate>`,
      ...(post.author ? [`      <dc:creator>${xmlEscape(post.author.name)}</dc:creator>`] : []),
      `      <description>${xmlEscape(post.excerpt)}</description>`,
      ...categories,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xmlEscape(`Blog | ${siteName}`)}</title>`,
    `    <link>${xmlEscape(blogUrl)}</link>`,
    `    <description>${xmlEscape(texts.description(siteName))}</description>`,
    `    <language>${texts.language}</language>`,
    `    <atom:link href="${xmlEscape(`${origin}${blogFeedPath(language)}`)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [`    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
