/** What the document head of a page says about it; rendered by the server, kept up to date by the client. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL; defaults to the page's own path. */
  canonicalPath?: string;
  /** Open Graph type: 'website' unless the page is an article. */
  ogType?: "website" | "article";
  /** Absolute or site-relative image for link previews. */
  image?: string;
  /** What the link preview's image shows, for those who cannot see it (og:image:alt). */
  imageAlt?: string;
  /** Structured data objects, each written as one JSON-LD script. */
  jsonLd?: Record<string, unknown>[];
  /** Keeps the page out of search engines (admin pages). */
  noindex?: boolean;
  /** A page with its full head that search engines should still not list (an article marked 'noindex'). */
  robots?: string;
  /** An absolute canonical URL that overrides canonicalPath (an article first published elsewhere). */
  canonicalUrl?: string;
  /** Alternate versions of the page, such as the blog's RSS feed (<link rel="alternate">). */
  alternates?: { type: string; href: string; title: string }[];
  /** The language of the page's copy (`<html lang>`, `og:locale`); Italian when absent. */
  language?: { htmlLang: string; locale: string };
  /**
   * The page in every language it exists in, itself included (hreflang alternates, `og:locale:alternate`);
   * `isDefault` marks the version `x-default` names. Absent for a page in one language only.
   */
  versions?: { hreflang: string; locale: string; path: string; isDefault: boolean }[];
  /** Extra Open Graph article tags. */
  article?: { publishedTime?: string; modifiedTime?: string; tags?: string[] };
}

/** Site name appended to every title. */
export function fullTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}
