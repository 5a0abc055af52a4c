import { contentPages } from "../content/page-index";
import { expect, test } from "./fixtures";

test("no link on the site leads to a missing page", async ({ request }) => {
  test.setTimeout(120_000);
  const seen = new Set<string>();
  const queue = [...contentPages.map((p) => p.path), "/blog"];
  const broken: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const pagePath = path.split("#")[0]!;
    if (seen.has(pagePath)) continue;
    seen.add(pagePath);
    const res = await request.get(pagePath);
    if (res.status() !== 200) {
      broken.push(`${pagePath} -> ${res.status()}`);
      continue;
    }
    const html = await res.text();
    for (const match of html.matchAll(/<(?:a|link)\b[^>]*\bhref="([^"]+)"/g)) {
      const href = match[1]!.replace(/&amp;/g, "&");
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      if (
        href.startsWith("/assets/") ||
        href.startsWith("/attached_assets/") ||
        href.endsWith(".webmanifest") ||
        href.endsWith(".svg")
      ) {
        if (!seen.has(href)) {
          seen.add(href);
          const asset = await request.get(href);
          if (asset.status() !== 200) broken.push(`${href} -> ${asset.status()}`);
        }
        continue;
      }
      queue.push(href);
    }
    for (const match of html.matchAll(/<img\b[^>]*\bsrc="(\/[^"]+)"/g)) {
      const src = match[1]!;
      if (seen.has(src)) continue;
      seen.add(src);
      const image = await request.get(src);
      if (image.status() !== 200) broken.push(`${src} -> ${image.status()}`);
    }
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(contentPages.length);
});
