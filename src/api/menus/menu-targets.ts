import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { posts } from "../../db/schema";
import { splitTags } from "../../shared/blog";
import { menuLinks, menuMessages, type SiteMenus } from "../../shared/menus";
import type { MenuTargets } from "../../shared/schemas/menu-answers";
import { isContentPagePath } from "../../shared/pages/site-links";
import { slugify } from "../../shared/slug";

/** The pages a menu may point to: the site's own (with their titles) and the pages staff created. */
export interface PageDirectory {
  /** The built-in marketing pages with their titles as published. */
  builtIn(): Promise<{ path: string; title: string }[]>;
  created(): { path: string; title: string; live: boolean }[];
}

/** At most this many articles are offered by the picker (the newest); any published one may still be linked. */
const OFFERED_ARTICLES = 500;

function publishedArticles(db: Db): { slug: string; title: string; tags: string }[] {
  return db
    .select({ slug: posts.slug, title: posts.title, tags: posts.tags })
    .from(posts)
    .where(eq(posts.published, true))
    .orderBy(desc(posts.published_at))
    .all();
}

/** The tags of the published articles: their address and the name they are written with. */
function publishedTags(articles: { tags: string }[]): Map<string, string> {
  const tags = new Map<string, string>();
  for (const article of articles) {
    for (const name of splitTags(article.tags)) {
      const slug = slugify(name);
      if (slug && !tags.has(slug)) tags.set(slug, name);
    }
  }
  return tags;
}

/** What the editor's link picker offers. */
export async function menuTargets(db: Db, pages: PageDirectory): Promise<MenuTargets> {
  const articles = publishedArticles(db);
  return {
    pages: [
      ...(await pages.builtIn()),
      { path: "/blog", title: "Blog" },
      ...pages.created().map((page) => ({ path: page.path, title: page.live ? page.title : `${page.title} (bozza)` })),
    ],
    articles: articles.slice(0, OFFERED_ARTICLES).map(({ slug, title }) => ({ slug, title })),
    tags: [...publishedTags(articles)].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name, "it")),
  };
}

/**
 * Links of the menus whose target does not exist, as staff read them. A created page must be
 * published for the menus to be published (`live`); a draft of the menus may point to it already.
 */
export function missingTargets(db: Db, pages: PageDirectory, menus: SiteMenus, options: { live: boolean }): string[] {
  const created = new Map(pages.created().map((page) => [page.path, page]));
  let articles: ReturnType<typeof publishedArticles> | null = null;
  const loadArticles = () => {
    articles ??= publishedArticles(db);
    return articles;
  };
  const problems: string[] = [];
  for (const { label, link } of menuLinks(menus)) {
    let problem: string | null = null;
    if (link.kind === "page") {
      const path = link.path.split("#")[0] ?? "";
      const page = created.get(path);
      if (page) {
        if (options.live && !page.live) problem = menuMessages.unpublishedPage(path);
      } else if (!isContentPagePath(path) && path !== "/blog") problem = menuMessages.unknownPage(path);
    } else if (link.kind === "article") {
      if (!loadArticles().some((article) => article.slug === link.slug)) problem = menuMessages.unknownArticle(link.slug);
    } else if (link.kind === "tag") {
      if (!publishedTags(loadArticles()).has(link.slug)) problem = menuMessages.unknownTag(link.slug);
    }
    if (problem) problems.push(`Voce «${label}»: ${problem}`);
  }
  return problems;
}
