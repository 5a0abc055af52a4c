import type { PageMeta } from "../../../src/shared/page-meta";
import {
  articlePath,
  blogFeedPath,
  blogPath,
  splitTags,
  tagPath,
  type PostDetail,
  type PostSummary,
  type TagAnswer,
} from "../../../src/shared/blog";
import { DEFAULT_LANGUAGE, type LanguageCode, languageByCode } from "../../../src/shared/languages";
import { dictionaries } from "../../content/dictionary";
import { publicDateOf } from "../../../src/shared/blog-status";
import type { PublicSettings } from "../../../src/shared/schemas/settings";
import { breadcrumbsJsonLd as breadcrumbs, sectionIndexJsonLd } from "../../content/structured-data";
import { resolveImagePath } from "../../lib/image-paths";
import type { LanguageVersion } from "../../lib/route-handle";

type JsonLd = Record<string, unknown>;

const wordsOf = (language: LanguageCode) => dictionaries[language].blog;

/** The RSS feed of the page's language, announced in the head of every blog page. */
const feedAlternate = (siteName: string, language: LanguageCode): NonNullable<PageMeta["alternates"]>[number] => ({
  type: "application/rss+xml",
  href: blogFeedPath(language),
  title: wordsOf(language).feedTitle(siteName),
});

/** The trail from the language's home page to its blog, and on to the page. */
const blogTrail = (language: LanguageCode, ...rest: { name: string; path: string }[]) => [
  { name: dictionaries[language].breadcrumb.home, path: languageByCode(language).prefix || "/" },
  { name: "Blog", path: blogPath(language) },
  ...rest,
];

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

const publisher = (settings: PublicSettings, origin: string): JsonLd => ({
  "@type": "Organization",
  "@id": `${origin}/#organizzazione`,
  name: settings.companyName,
  logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
});

export function blogListMeta(
  settings: PublicSettings,
  origin: string,
  posts: readonly PostSummary[] | undefined,
  language: LanguageCode = DEFAULT_LANGUAGE,
): PageMeta {
  const words = wordsOf(language);
  return {
    title: words.title,
    description: words.description,
    alternates: [feedAlternate(settings.companyName, language)],
    jsonLd: sectionIndexJsonLd(
      origin,
      blogTrail(language),
      { type: "Blog", name: `Blog | ${settings.companyName}`, description: words.description, inLanguage: words.inLanguage },
      {
        publisher: publisher(settings, origin),
        blogPost: (posts ?? []).slice(0, 20).map((post) => ({
          "@type": "BlogPosting",
          headline: post.title,
          url: `${origin}${articlePath(post.slug, post.language)}`,
          datePublished: publicDateOf(post),
          image: absolute(origin, resolveImagePath(post.cover_image)),
        })),
      },
    ),
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
  const path = articlePath(post.slug, post.language);
  const url = `${origin}${path}`;
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
    canonicalPath: path,
    ...(post.canonical_url ? { canonicalUrl: post.canonical_url } : {}),
    ...(post.noindex ? { robots: "noindex, follow" } : {}),
    // A preview of an unpublished article stays out of every index.
    ...(post.published ? {} : { noindex: true }),
    ogType: "article",
    image,
    ...(imageAlt ? { imageAlt } : {}),
    article: { publishedTime: publicDateOf(post), modifiedTime: post.updated_at, tags },
    alternates: [feedAlternate(settings.companyName, post.language)],
    jsonLd: [
      breadcrumbs(origin, blogTrail(post.language, { name: post.title, path })),
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description,
        image: [absolute(origin, image)],
        datePublished: publicDateOf(post),
        dateModified: post.updated_at,
        inLanguage: wordsOf(post.language).inLanguage,
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
  // A tag's page lists the articles of one language: theirs is the page's.
  const language = answer.posts[0]?.language ?? DEFAULT_LANGUAGE;
  const words = wordsOf(language);
  const path = tagPath(answer.slug, language);
  const description = words.tagDescription(
    settings.companyName,
    answer.tag,
    answer.posts
      .slice(0, 3)
      .map((post) => post.title)
      .join("; "),
  );
  const title = words.tagHeadTitle(answer.tag);
  return {
    title,
    description: description.length > 300 ? `${description.slice(0, 297)}…` : description,
    canonicalPath: path,
    alternates: [feedAlternate(settings.companyName, language)],
    jsonLd: [
      breadcrumbs(origin, blogTrail(language, { name: answer.tag, path })),
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: title,
        url: `${origin}${path}`,
        inLanguage: words.inLanguage,
        hasPart: answer.posts.slice(0, 20).map((post) => ({
          "@type": "BlogPosting",
          headline: post.title,
          url: `${origin}${articlePath(post.slug, post.language)}`,
          datePublished: publicDateOf(post),
        })),
      },
    ],
  };
}

/** A tag no published article of the language uses: a 404 kept out of search engines, in each language. */
export const tagNotFoundMeta = Object.fromEntries(
  Object.entries(dictionaries).map(([language, { blog }]) => [
    language,
    { title: blog.tagNotFound.title, description: blog.tagNotFoundDescription, noindex: true },
  ]),
) as Record<LanguageCode, PageMeta>;

/** The head of an unknown (or unpublished, or other language's) article: a 404 kept out of search engines, in each language. */
export const articleNotFoundMeta = Object.fromEntries(
  Object.entries(dictionaries).map(([language, { blog }]) => [
    language,
    { title: blog.articleNotFound.title, description: blog.articleNotFoundDescription, noindex: true },
  ]),
) as Record<LanguageCode, PageMeta>;

/** An article's published versions in the other languages, at their addresses. */
export const articleVersions = (post: PostDetail): LanguageVersion[] =>
  (post.versions ?? []).map((version) => ({
    language: version.language,
    address: articlePath(version.slug, version.language),
  }));
