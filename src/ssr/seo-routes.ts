import { Hono, type Context } from "hono";
import { publishedPosts } from "../api/blog/blog.service";
import { publishedTags } from "../api/blog/blog-tags";
import { referenceSitemapEntries } from "../references/reference-sitemap";
import { editionReading, publicPagePaths, siteEdition } from "../../web/entry.server";
import type { Edition } from "../shared/editions";
import type { AppEnv } from "../http/app-env";
import { blogFeedXml, FEED_ITEMS, xmlEscape } from "./blog-feed";
import { publishedArticleAddresses } from "../api/blog/post-versions";
import { blogFeedPath, tagPath } from "../shared/blog";
import { LANGUAGE_CODES } from "../shared/languages";
import { SPECULATION_RULES_PATH, speculationRules } from "./speculation-rules";

/** One page of the sitemap: its path and, for articles, when it last changed and its versions in the other languages. */
interface SitemapEntry {
  path: string;
  lastmod?: string;
  /**
   * A page whose translations are data (an article): every version, itself included, and the one
   * `x-default` names. The entry lists only its own address: each version is an entry of its own.
   */
  versions?: readonly { hreflang: string; path: string; isDefault: boolean }[];
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
  const alternate = (hreflang: string, address: string) =>
    `<xhtml:link rel="alternate" hreflang="${xmlEscape(hreflang)}" href="${xmlEscape(`${origin}${address}`)}"/>`;
  const urls = entries.flatMap((entry) => {
    const {
      path,
      lastmod,
      versions: own,
    } = typeof entry === "string" ? { path: entry, lastmod: undefined, versions: undefined } : entry;
    const modified = lastmod ? `<lastmod>${xmlEscape(lastmod.slice(0, 10))}</lastmod>` : "";
    if (own) {
      const fallback = own.find((version) => version.isDefault);
      const links = [
        ...own.map((version) => alternate(version.hreflang, version.path)),
        ...(fallback ? [alternate("x-default", fallback.path)] : []),
      ].join("");
      return [`  <url><loc>${xmlEscape(`${origin}${path}`)}</loc>${modified}${links}</url>`];
    }
    const versions = edition.versionsOf(path);
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
  const routes = new Hono<AppEnv>()
    .get("/sitemap.xml", async (c) => {
      const { pages } = c.var.ctx;
      // The pages staff created and published, but those they keep out of search engines.
      const created = (await Promise.all(pages.createdLivePaths().map((path) => pages.published(path))))
        .filter((page) => page !== null && !page.meta.noindex)
        .map((page) => page?.path ?? "");
      // Every language's published articles, each with its published translations; each language's tag pages.
      const articles = publishedArticleAddresses(c.var.ctx.db);
      const tags = LANGUAGE_CODES.flatMap((language) =>
        publishedTags(c.var.ctx.db, language).map((tag) => ({ path: tagPath(tag.slug, language), lastmod: tag.lastmod })),
      );
      const references = referenceSitemapEntries(c.var.ctx.db);
      // The created pages staff translated and published in both languages are listed with their translations.
      const { edition } = editionReading((await pages.editedPages()).translations);
      const entries = [...publicPagePaths, ...created, ...articles, ...tags, ...references];
      return c.body(sitemapXml(originOf(c), entries, edition), 200, {
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
    );
  // Each language's blog has its feed: /blog/rss.xml, /en/blog/rss.xml.
  for (const language of LANGUAGE_CODES) {
    routes.get(blogFeedPath(language), (c) => {
      const xml = blogFeedXml({
        origin: originOf(c),
        siteName: c.var.ctx.settings.getPublic().companyName,
        posts: publishedPosts(c.var.ctx.db, FEED_ITEMS, language),
        language,
      });
      return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" });
    });
  }
  return routes;
}
