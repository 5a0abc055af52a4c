import type { Post } from "../db/schema";
import { BLOG_FEED_PATH, splitTags } from "../shared/blog";

export { BLOG_FEED_PATH };
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
  posts: readonly Post[];
}

const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** RSS 2.0 of the published articles (drafts never reach it). */
export function blogFeedXml({ origin, siteName, posts }: FeedInput): string {
  const blogUrl = `${origin}/blog`;
  const lastBuild = posts.reduce((latest, p) => (p.updated_at > latest ? p.updated_at : latest), "");
  const items = posts.map((post) => {
    const url = `${origin}/blog/${post.slug}`;
    const categories = splitTags(post.tags).map((tag) => `      <category>${xmlEscape(tag)}</category>`);
    return [
      "    <item>",
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(url)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(url)}</guid>`,
      `      <pubDate>${rfc822(post.created_at)}</pubDate>`,
      `      <description>${xmlEscape(post.excerpt)}</description>`,
      ...categories,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xmlEscape(`Blog | ${siteName}`)}</title>`,
    `    <link>${xmlEscape(blogUrl)}</link>`,
    `    <description>${xmlEscape(`Articoli e novità di ${siteName} su automazione dei parcheggi, infomobilità ed energia solare.`)}</description>`,
    "    <language>it-IT</language>",
    `    <atom:link href="${xmlEscape(`${origin}${BLOG_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [`    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
