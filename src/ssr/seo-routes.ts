import { Hono, type Context } from "hono";
import { publicPagePaths } from "../../web/entry.server";
import type { AppEnv } from "../http/app-env";

const xmlEscape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** Every public page of the route table, as absolute URLs. */
export function sitemapXml(origin: string, paths: readonly string[] = publicPagePaths): string {
  const urls = paths.map((path) => `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join(
    "\n",
  );
}

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/** /sitemap.xml and /robots.txt, built for the origin the site is reached at. */
export function seoRoutes(originOf: (c: Context<AppEnv>) => string) {
  return new Hono<AppEnv>()
    .get("/sitemap.xml", (c) =>
      c.body(sitemapXml(originOf(c)), 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" }),
    )
    .get("/robots.txt", (c) =>
      c.body(robotsTxt(originOf(c)), 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" }),
    );
}
