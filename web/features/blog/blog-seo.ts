import type { PageMeta } from "../../../src/shared/page-meta";
import { BLOG_FEED_PATH, splitTags, type PostDetail, type PostSummary, type TagAnswer } from "../../../src/shared/blog";
import { publicDateOf } from "../../../src/shared/blog-status";
import type { PublicSettings } from "../../../src/shared/schemas/settings";
import { breadcrumbsJsonLd as breadcrumbs } from "../../content/structured-data";
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
          datePublished: publicDateOf(post),
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

/** The title search engines and link cards show: the SEO title, else the article's title. */
const searchTitleOf = (post: Pick<PostDetail, "seo_title" | "title">) => post.seo_title.trim() || post.title;

/** The picture of link cards: the social image, else the cover (else the site's default). */
const shareImageOf = (post: Pick<PostDetail, "social_image" | "cover_image">) =>
  resolveImagePath(post.social_image || post.cover_image);

export function articleMeta(post: PostDetail, settings: PublicSettings, origin: string): PageMeta {
  const url = `${origin}/blog/${post.slug}`;
  const image = shareImageOf(post);
  const imageAlt = (post.social_image ? post.social_image_info : post.cover_image_info)?.alt;
  const tags = splitTags(post.tags);
  const description = post.meta_description.trim() || describePost(post);
  const author = post.author
    ? { "@type": "Person", name: post.author.name }
    : { "@type": "Organization", name: settings.companyName, url: `${origin}/` };
  return {
    title: searchTitleOf(post),
    description,
    canonicalPath: `/blog/${post.slug}`,
    ...(post.canonical_url ? { canonicalUrl: post.canonical_url } : {}),
    ...(post.noindex ? { robots: "noindex, follow" } : {}),
    // A preview of an unpublished article stays out of every index.
    ...(post.published ? {} : { noindex: true }),
    ogType: "article",
    image,
    ...(imageAlt ? { imageAlt } : {}),
    article: { publishedTime: publicDateOf(post), modifiedTime: post.updated_at, tags },
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
        datePublished: publicDateOf(post),
        dateModified: post.updated_at,
        inLanguage: "it-IT",
        keywords: tags.join(", "),
        wordCount: post.content.split(/\s+/).filter(Boolean).length,
        timeRequired: `PT${post.reading_time}M`,
        mainEntityOfPage: { "@type": "WebPage", "@id": post.canonical_url || url },
        url,
        author,
        publisher: publisher(settings, origin),
      },
    ],
  };
}

/** A tag's page: its own title and description, in the blog's breadcrumb. */
export function tagMeta(answer: TagAnswer, settings: PublicSettings, origin: string): PageMeta {
  const path = `/blog/tag/${answer.slug}`;
  const description = `Gli articoli di ${settings.companyName} su ${answer.tag}: ${answer.posts
    .slice(0, 3)
    .map((post) => post.title)
    .join("; ")}.`;
  return {
    title: `Articoli su ${answer.tag}`,
    description: description.length > 300 ? `${description.slice(0, 297)}…` : description,
    canonicalPath: path,
    alternates: [feedAlternate(settings.companyName)],
    jsonLd: [
      breadcrumbs(origin, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: answer.tag, path },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: `Articoli su ${answer.tag}`,
        url: `${origin}${path}`,
        inLanguage: "it-IT",
        hasPart: answer.posts.slice(0, 20).map((post) => ({
          "@type": "BlogPosting",
          headline: post.title,
          url: `${origin}/blog/${post.slug}`,
          datePublished: publicDateOf(post),
        })),
      },
    ],
  };
}

/** A tag no published article uses: a 404 kept out of search engines. */
export const tagNotFoundMeta: PageMeta = {
  title: "Nessun articolo con questo tag",
  description: "Il tag richiesto non è usato da nessun articolo pubblicato.",
  noindex: true,
};

/** The head of an unknown (or unpublished) article: a 404 kept out of search engines. */
export const articleNotFoundMeta: PageMeta = {
  title: "Articolo non trovato",
  description: "L'articolo richiesto non esiste o non è più disponibile.",
  noindex: true,
};
