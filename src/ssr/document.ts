import { fullTitle, type PageMeta } from "../shared/page-meta";
import type { ClientBuild } from "../static/asset-manifest";

/** The link-preview picture of pages that have none of their own (1200x630). */
const DEFAULT_SHARE_IMAGE = "/attached_assets/og-image.jpg";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON-LD inside <script>: nothing in it may close the tag. */
const jsonLd = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export interface DocumentParts {
  meta: PageMeta;
  siteName: string;
  /** https://host, no trailing slash. */
  origin: string;
  pathname: string;
  appHtml: string;
  bootData: string;
  client: ClientBuild;
  /** Code chunks of the page's routes, fetched in parallel with the entry script. */
  preload: string[];
  /** The page's islands, when only they are hydrated (a public page a visitor opens). */
  islands?: string[];
  /** A page opened before signing in: the sign-in script instead of the whole app. */
  signIn?: boolean;
}

/**
 * The page's scripts. The whole app: its entry script, with its chunks fetched in parallel. A page
 * hydrated island by island: only the islands' loader, which fetches their code after the first paint.
 * A page opened before signing in: the sign-in script and its chunks.
 */
function scriptTags(p: DocumentParts): string {
  if (p.islands) {
    const chunks = p.islands.flatMap((name) => p.client.islandChunks[name] ?? []);
    const script = p.client.islandsScript;
    const preload = [...new Set([...p.client.islandsImports, ...chunks])].filter((href) => href !== script);
    return `<script type="module" src="${escapeHtml(p.client.islandsLoader)}" id="islands-loader" data-script="${escapeHtml(script)}" data-preload="${escapeHtml(preload.join(" "))}"></script>`;
  }
  if (p.signIn) {
    const script = p.client.signInScript;
    const preload = p.client.signInImports.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join("");
    return `<script type="module" src="${escapeHtml(script)}"></script>${preload}`;
  }
  const script = p.client.entryScript;
  const preload = [...new Set([...p.client.entryImports, ...p.preload])]
    .filter((href) => href !== script)
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
    .join("");
  return `<script type="module" src="${escapeHtml(script)}"></script>${preload}`;
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

/** The page's versions in every language, and the one for any other language (x-default, the Italian). */
function hreflangTags(p: DocumentParts): string[] {
  const versions = p.meta.versions ?? [];
  const link = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(`${p.origin}${path}`)}">`;
  const fallback = versions.find((version) => version.isDefault);
  return [
    ...versions.map((version) => link(version.hreflang, version.path)),
    ...(fallback ? [link("x-default", fallback.path)] : []),
  ];
}

function headTags(p: DocumentParts): string[] {
  const { meta } = p;
  const title = fullTitle(meta.title, p.siteName);
  const tags = [`<title>${escapeHtml(title)}</title>`, `<meta name="description" content="${escapeHtml(meta.description)}">`];
  for (const link of meta.alternates ?? []) {
    tags.push(
      `<link rel="alternate" type="${escapeHtml(link.type)}" title="${escapeHtml(link.title)}" href="${escapeHtml(absolute(p.origin, link.href))}">`,
    );
  }
  if (meta.noindex) {
    tags.push('<meta name="robots" content="noindex, nofollow">');
    return tags;
  }
  const url = `${p.origin}${meta.canonicalPath ?? p.pathname}`;
  if (meta.robots) tags.push(`<meta name="robots" content="${escapeHtml(meta.robots)}">`);
  const locale = meta.language?.locale ?? "it_IT";
  tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonicalUrl ?? url)}">`, ...hreflangTags(p));
  tags.push(
    `<meta property="og:site_name" content="${escapeHtml(p.siteName)}">`,
    `<meta property="og:locale" content="${escapeHtml(locale)}">`,
    ...(meta.versions ?? [])
      .filter((version) => version.locale !== locale)
      .map((version) => `<meta property="og:locale:alternate" content="${escapeHtml(version.locale)}">`),
    `<meta property="og:type" content="${meta.ogType ?? "website"}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
  );
  const image = escapeHtml(absolute(p.origin, meta.image ?? DEFAULT_SHARE_IMAGE));
  tags.push(`<meta property="og:image" content="${image}">`, `<meta name="twitter:image" content="${image}">`);
  if (meta.image && meta.imageAlt) {
    const alt = escapeHtml(meta.imageAlt);
    tags.push(`<meta property="og:image:alt" content="${alt}">`, `<meta name="twitter:image:alt" content="${alt}">`);
  }
  if (!meta.image)
    tags.push('<meta property="og:image:width" content="1200">', '<meta property="og:image:height" content="630">');
  if (meta.article) {
    const { publishedTime, modifiedTime, tags: articleTags = [] } = meta.article;
    if (publishedTime) tags.push(`<meta property="article:published_time" content="${escapeHtml(publishedTime)}">`);
    if (modifiedTime) tags.push(`<meta property="article:modified_time" content="${escapeHtml(modifiedTime)}">`);
    for (const tag of articleTags) tags.push(`<meta property="article:tag" content="${escapeHtml(tag)}">`);
  }
  for (const data of meta.jsonLd ?? []) tags.push(`<script type="application/ld+json">${jsonLd(data)}</script>`);
  return tags;
}

/** The whole HTML document around the rendered app. No inline script: the CSP allows none. */
export function renderDocument(p: DocumentParts): string {
  return [
    `<!doctype html><html lang="${escapeHtml(p.meta.language?.htmlLang ?? "it")}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#143a6b">',
    ...headTags(p),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    ...p.client.fonts.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`),
    `<link rel="stylesheet" href="${escapeHtml(p.client.stylesheet)}">`,
    scriptTags(p),
    `</head><body><div id="root">${p.appHtml}</div>`,
    `<script type="application/json" id="boot-data">${p.bootData}</script>`,
    "</body></html>",
  ].join("");
}
