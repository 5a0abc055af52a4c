import { XMLParser } from "fast-xml-parser";
import TurndownService from "turndown";

/** One article of a WordPress export, as this site will keep it. */
export interface WxrPost {
  wordpressId: string;
  title: string;
  /** WordPress's slug, decoded (it may carry accents). */
  slug: string;
  /** The post's address on the old site (its permalink). */
  link: string;
  /** Markdown converted from the post's HTML. */
  content: string;
  excerpt: string;
  tags: string[];
  status: "publish" | "future" | "draft";
  /** ISO-8601 UTC, or null when the export has no date. */
  date: string | null;
  /** Where the featured image was on the old site, when the post has one. */
  featuredImageUrl: string | null;
}

export class WxrError extends Error {}

type Node = Record<string, unknown>;

/** Elements that may repeat: always read as lists, even when a post has one. */
const ARRAYS = new Set(["item", "category", "wp:postmeta"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => ARRAYS.has(name),
});

const turndown = new TurndownService({ headingStyle: "atx", bulletListMarker: "-", emDelimiter: "*", codeBlockStyle: "fenced" });
// WordPress block comments (<!-- wp:paragraph -->) carry nothing a reader sees.
turndown.remove(["script", "style", "iframe", "object", "embed", "form"]);

const text = (value: unknown): string => {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "object" && "#text" in (value as Node)) return text((value as Node)["#text"]);
  return "";
};

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
function htmlToMarkdown(html: string): string {
  const clean = html.replace(/<!--[\s\S]*?-->/g, "").trim();
  if (!clean) return "";
  return turndown
    .turndown(autop(clean))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function isoOf(gmt: string, pubDate: string): string | null {
  const fromGmt = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(gmt) && !gmt.startsWith("0000") ? `${gmt.replace(" ", "T")}Z` : "";
  for (const candidate of [fromGmt, pubDate]) {
    const time = candidate ? Date.parse(candidate) : Number.NaN;
    if (!Number.isNaN(time)) return new Date(time).toISOString();
  }
  return null;
}

function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/** Reads a WXR file (WordPress: Strumenti > Esporta): its posts, with tags, dates and featured images. */
export function parseWxr(xml: string): WxrPost[] {
  let doc: Node;
  try {
    doc = parser.parse(xml, true) as Node;
  } catch (error) {
    throw new WxrError(`il file non è XML valido (${error instanceof Error ? error.message : String(error)})`);
  }
  const channel = (doc.rss as Node | undefined)?.channel as Node | undefined;
  if (!channel) throw new WxrError("il file non è un'esportazione WordPress (WXR)");
  const items = (channel.item as Node[] | undefined) ?? [];
  const attachments = new Map<string, string>();
  for (const item of items) {
    if (text(item["wp:post_type"]) === "attachment") attachments.set(text(item["wp:post_id"]), text(item["wp:attachment_url"]));
  }
  const posts: WxrPost[] = [];
  for (const item of items) {
    if (text(item["wp:post_type"]) !== "post") continue;
    const rawStatus = text(item["wp:status"]);
    if (rawStatus === "trash" || rawStatus === "auto-draft" || rawStatus === "inherit") continue;
    const categories = ((item.category as Node[] | undefined) ?? []).filter(
      (c) => c["@_domain"] === "post_tag" || c["@_domain"] === "category",
    );
    const tags = categories.map((c) => text(c).trim()).filter((name) => name && !/^(uncategorized|senza categoria)$/i.test(name));
    const meta = (item["wp:postmeta"] as Node[] | undefined) ?? [];
    const thumbnailId = text(meta.find((m) => text(m["wp:meta_key"]) === "_thumbnail_id")?.["wp:meta_value"]);
    posts.push({
      wordpressId: text(item["wp:post_id"]),
      title: text(item.title).trim(),
      slug: decodeSlug(text(item["wp:post_name"])),
      link: text(item.link),
      content: htmlToMarkdown(text(item["content:encoded"])),
      excerpt: htmlToMarkdown(text(item["excerpt:encoded"]))
        .replace(/[*_#>`[\]]/g, "")
        .replace(/\s+/g, " ")
        .trim(),
      tags: [...new Set(tags)],
      status: rawStatus === "publish" ? "publish" : rawStatus === "future" ? "future" : "draft",
      date: isoOf(text(item["wp:post_date_gmt"]), text(item.pubDate)),
      featuredImageUrl: (thumbnailId && attachments.get(thumbnailId)) || null,
    });
  }
  return posts;
}
