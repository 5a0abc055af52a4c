import { XMLParser } from "fast-xml-parser";
import { plainText } from "./import-wordpress-html";

/** What WordPress says of a post or page: live, scheduled, a draft, waiting for review, or private. */
type WxrStatus = "publish" | "future" | "draft" | "pending" | "private";

/** One post or page of a WordPress export, its texts as a reader sees them. */
export interface WxrEntry {
  wordpressId: string;
  /** Tags dropped, entities decoded; empty for an untitled post. */
  title: string;
  /** WordPress's slug, decoded (it may carry accents); may be empty. */
  slug: string;
  /** The entry's address on the old site (its permalink). */
  link: string;
  /** The text as WordPress keeps it: HTML. */
  html: string;
  /** Tags dropped, entities decoded. */
  excerpt: string;
  tags: string[];
  status: WxrStatus;
  /** Readers had to type a password on the old site. */
  passwordProtected: boolean;
  /** ISO-8601 UTC, or null when the export has no date. */
  date: string | null;
  /** Where the featured image was on the old site, when the entry has one. */
  featuredImageUrl: string | null;
}

/** One item of a WordPress menu (a nav_menu_item post and its _menu_item_* fields). */
export interface WxrMenuItem {
  id: string;
  /** Its own label; empty means the title of what it links to. */
  label: string;
  order: number;
  /** The item it hangs under, or "0" at the top. */
  parentId: string;
  /** 'post_type' (a post or page), 'taxonomy' (a category or tag) or 'custom' (an address). */
  type: string;
  /** 'post', 'page', 'category', 'post_tag', 'custom' … */
  object: string;
  objectId: string;
  url: string;
}

/** A WordPress menu, with its items in their order. */
export interface WxrMenu {
  name: string;
  items: WxrMenuItem[];
}

export interface WxrExport {
  posts: WxrEntry[];
  pages: WxrEntry[];
  menus: WxrMenu[];
  /** Categories and tags by their id (what a menu item of type 'taxonomy' points to). */
  terms: Map<string, string>;
}

export class WxrError extends Error {}

type Node = Record<string, unknown>;

/** Elements that may repeat: always read as lists, even when a post has one. */
const ARRAYS = new Set(["item", "category", "wp:postmeta", "wp:category", "wp:tag", "wp:term"]);

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

const text = (value: unknown): string => {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "object" && "#text" in (value as Node)) return text((value as Node)["#text"]);
  return "";
};

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
    return plainText(decodeURIComponent(slug));
  } catch {
    return plainText(slug);
  }
}

const STATUSES = new Set<string>(["publish", "future", "draft", "pending", "private"]);

const metaOf = (item: Node) => {
  const meta = (item["wp:postmeta"] as Node[] | undefined) ?? [];
  return (key: string) => text(meta.find((m) => text(m["wp:meta_key"]) === key)?.["wp:meta_value"]);
};

function entryOf(item: Node, attachments: Map<string, string>): WxrEntry | null {
  const status = text(item["wp:status"]);
  if (!STATUSES.has(status)) return null;
  const categories = ((item.category as Node[] | undefined) ?? []).filter(
    (c) => c["@_domain"] === "post_tag" || c["@_domain"] === "category",
  );
  const tags = categories
    .map((c) => plainText(text(c)))
    .filter((name) => name && !/^(uncategorized|senza categoria)$/i.test(name));
  const thumbnailId = metaOf(item)("_thumbnail_id");
  return {
    wordpressId: text(item["wp:post_id"]),
    title: plainText(text(item.title)),
    slug: decodeSlug(text(item["wp:post_name"])),
    link: text(item.link),
    html: text(item["content:encoded"]),
    excerpt: plainText(text(item["excerpt:encoded"])),
    tags: [...new Set(tags)],
    status: status as WxrStatus,
    passwordProtected: text(item["wp:post_password"]).length > 0,
    date: isoOf(text(item["wp:post_date_gmt"]), text(item.pubDate)),
    featuredImageUrl: (thumbnailId && attachments.get(thumbnailId)) || null,
  };
}

function menusOf(items: Node[]): WxrMenu[] {
  const menus = new Map<string, WxrMenu>();
  for (const item of items) {
    if (text(item["wp:post_type"]) !== "nav_menu_item") continue;
    const term = ((item.category as Node[] | undefined) ?? []).find((c) => c["@_domain"] === "nav_menu");
    if (!term) continue;
    const key = text(term["@_nicename"]) || text(term);
    const menu = menus.get(key) ?? { name: plainText(text(term)) || key, items: [] };
    menus.set(key, menu);
    const meta = metaOf(item);
    menu.items.push({
      id: text(item["wp:post_id"]),
      label: plainText(text(item.title)),
      order: Number(text(item["wp:menu_order"])) || 0,
      parentId: meta("_menu_item_menu_item_parent") || "0",
      type: meta("_menu_item_type"),
      object: meta("_menu_item_object"),
      objectId: meta("_menu_item_object_id"),
      url: meta("_menu_item_url"),
    });
  }
  for (const menu of menus.values()) menu.items.sort((a, b) => a.order - b.order);
  return [...menus.values()];
}

function termsOf(channel: Node): Map<string, string> {
  const terms = new Map<string, string>();
  const list = (name: string) => (channel[name] as Node[] | undefined) ?? [];
  for (const c of list("wp:category")) terms.set(text(c["wp:term_id"]), plainText(text(c["wp:cat_name"])));
  for (const t of list("wp:tag")) terms.set(text(t["wp:term_id"]), plainText(text(t["wp:tag_name"])));
  for (const t of list("wp:term")) terms.set(text(t["wp:term_id"]), plainText(text(t["wp:term_name"])));
  return terms;
}

/**
 * Reads a WXR file (WordPress: Strumenti > Esporta): its posts and pages (trash, automatic
 * drafts and revisions left out), with tags, dates and featured images, and its menus.
 */
export function parseWxr(xml: string): WxrExport {
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
  const of = (type: string) =>
    items
      .filter((item) => text(item["wp:post_type"]) === type)
      .map((item) => entryOf(item, attachments))
      .filter((entry): entry is WxrEntry => entry !== null);
  return { posts: of("post"), pages: of("page"), menus: menusOf(items), terms: termsOf(channel) };
}
