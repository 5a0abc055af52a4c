import { Hono, type Context } from "hono";
import { publishedPosts } from "../api/blog/blog.service";
import { publishedTags } from "../api/blog/blog-tags";
import { referenceSitemapEntries } from "../references/reference-sitemap";
import { publicPagePaths, siteEdition } from "../../web/entry.server";
import type { Edition } from "../shared/editions";
import type { AppEnv } from "../http/app-env";
import { BLOG_FEED_PATH, blogFeedXml, FEED_ITEMS, xmlEscape } from "./blog-feed";
import { SPECULATION_RULES_PATH, speculationRules } from "./speculation-rules";

/** One page of the sitemap: its path and, for articles, when it last changed. */
interface SitemapEntry {
  path: string;
  lastmod?: string;
  /**
   * Every version of a page whose translations are data (a reference): language code and address, itself
   * included, the Italian first; each is listed with all of them as alternates.
   */
  versions?: readonly { language: string; path: string }[];
}

/**
 * Every public page (the given entries, Italian paths) in every language it exists in, as absolute URLs; a page
 * with translations lists, under each of its versions, all of them and the one for any other language (x-default).
 */
export function sitemapXml(
  origin: string,
  entries: readonly (string | SitemapEntry)[] = publicPagePaths,
  edition: Edition = siteEdition,
): string {
  const urls = entries.flatMap((entry) => {
    const {
      path,
      lastmod,
      versions: own,
    } = typeof entry === "string" ? { path: entry, lastmod: undefined, versions: undefined } : entry;
    const modified = lastmod ? `<lastmod>${xmlEscape(lastmod.slice(0, 10))}</lastmod>` : "";
    const versions = own
      ? edition.languages.flatMap((language) => {
          const version = own.find((v) => v.language === language.code);
          return version ? [{ language, address: version.path }] : [];
        })
      : edition.versionsOf(path);
    const alternate = (hreflang: string, address: string) =>
      `<xhtml:link rel="alternate" hreflang="${xmlEscape(hreflang)}" href="${xmlEscape(`${origin}${address}`)}"/>`;
    const links =
      versions.length < 2
        ? ""
        : [
            ...versions.map((version) => alternate(version.language.htmlLang, version.address)),
            alternate("x-default", versions.find((v) => v.language.code === edition.defaultLanguage.code)?.address ?? path),
          ].join("");
    return versions.map((version) => `  <url><loc>${xmlEscape(`${origin}${version.address}`)}</loc>${modified}${links}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/** /sitemap.xml (pages and published articles), /robots.txt, the prefetch rules and the blog's RSS, built for the origin the site is reached at. */
export function seoRoutes(originOf: (c: Context<AppEnv>) => string) {
  return new Hono<AppEnv>()
    .get("/sitemap.xml", async (c) => {
      const { pages } = c.var.ctx;
      // The pages staff created and published, but those they keep out of search engines.
      const created = (await Promise.all(pages.createdLivePaths().map((path) => pages.published(path))))
        .filter((page) => page !== null && !page.meta.noindex)
        .map((page) => page?.path ?? "");
      const articles = publishedPosts(c.var.ctx.db).map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updated_at }));
      const tags = publishedTags(c.var.ctx.db).map((tag) => ({ path: `/blog/tag/${tag.slug}`, lastmod: tag.lastmod }));
      const references = referenceSitemapEntries(c.var.ctx.db);
      return c.body(sitemapXml(originOf(c), [...publicPagePaths, ...created, ...articles, ...tags, ...references]), 200, {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=600",
      });
    })
    .get("/robots.txt", (c) =>
      c.body(robotsTxt(originOf(c)), 200, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      }),
    )
    .get(SPECULATION_RULES_PATH, (c) =>
      c.body(JSON.stringify(speculationRules), 200, {
        "Content-Type": "application/speculationrules+json",
        "Cache-Control": "public, max-age=3600",
      }),
    )
    .get(BLOG_FEED_PATH, (c) => {
      const xml = blogFeedXml({
        origin: originOf(c),
        siteName: c.var.ctx.settings.getPublic().companyName,
        posts: publishedPosts(c.var.ctx.db, FEED_ITEMS),
      });
      return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" });
    });
}
