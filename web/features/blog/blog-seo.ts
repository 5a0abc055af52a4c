import type { PageMeta } from "../../../src/shared/page-meta";
import { BLOG_FEED_PATH, splitTags, type PostDetail, type PostSummary } from "../../../src/shared/blog";
import type { PublicSettings } from "../../../src/shared/schemas/settings";
import { resolveImagePath } from "../../lib/image-paths";

type JsonLd = Record<string, unknown>;

export const BLOG_TITLE = "Blog e novità";
const BLOG_DESCRIPTION =
  "Articoli, casi di studio e novità su automazione dei parcheggi, lettura targhe, infomobilità e pensiline fotovoltaiche con ricarica per auto elettriche.";

/** The RSS feed, announced in the head of every blog page. */
const feedAlternate = (siteName: string): NonNullable<PageMeta["alternates"]>[number] => ({
  type: "application/rss+xml",
  href: BLOG_FEED_PATH,
  title: `Blog | ${siteName}`,
});

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

function breadcrumbs(origin: string, trail: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

const publisher = (settings: PublicSettings, origin: string): JsonLd => ({
  "@type": "Organization",
  "@id": `${origin}/#organizzazione`,
  name: settings.companyName,
  logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
});

export function blogListMeta(settings: PublicSettings, origin: string, posts: readonly PostSummary[] | undefined): PageMeta {
  return {
    title: BLOG_TITLE,
    description: BLOG_DESCRIPTION,
    alternates: [feedAlternate(settings.companyName)],
    jsonLd: [
      breadcrumbs(origin, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: `Blog | ${settings.companyName}`,
        description: BLOG_DESCRIPTION,
        url: `${origin}/blog`,
        inLanguage: "it-IT",
        publisher: publisher(settings, origin),
        blogPost: (posts ?? []).slice(0, 20).map((post) => ({
          "@type": "BlogPosting",
          headline: post.title,
          url: `${origin}/blog/${post.slug}`,
          datePublished: post.created_at,
          image: absolute(origin, resolveImagePath(post.cover_image)),
        })),
      },
    ],
  };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** A description for a post without an excerpt: the start of its text, cut at a word. */
function describePost(post: PostDetail, max = 160): string {
  if (post.excerpt.trim()) return post.excerpt.trim();
  const text = post.content_html
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20))}…`;
}

export function articleMeta(post: PostDetail, settings: PublicSettings, origin: string): PageMeta {
  const url = `${origin}/blog/${post.slug}`;
  const image = resolveImagePath(post.cover_image);
  const tags = splitTags(post.tags);
  const description = describePost(post);
  return {
    title: post.title,
    description,
    canonicalPath: `/blog/${post.slug}`,
    ogType: "article",
    image,
    article: { publishedTime: post.created_at, modifiedTime: post.updated_at, tags },
    alternates: [feedAlternate(settings.companyName)],
    jsonLd: [
      breadcrumbs(origin, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path: `/blog/${post.slug}` },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description,
        image: [absolute(origin, image)],
        datePublished: post.created_at,
        dateModified: post.updated_at,
        inLanguage: "it-IT",
        keywords: tags.join(", "),
        wordCount: post.content.split(/\s+/).filter(Boolean).length,
        timeRequired: `PT${post.reading_time}M`,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
        author: { "@type": "Organization", name: settings.companyName, url: `${origin}/` },
        publisher: publisher(settings, origin),
      },
    ],
  };
}

/** The head of an unknown (or unpublished) article: a 404 kept out of search engines. */
export const articleNotFoundMeta: PageMeta = {
  title: "Articolo non trovato",
  description: "L'articolo richiesto non esiste o non è più disponibile.",
  noindex: true,
};
