import { useQuery } from "@tanstack/react-query";
import { useLocation, useParams } from "react-router-dom";
import { blogPath, type TagAnswer } from "../../../src/shared/blog";
import { type LanguageCode, languageOfPath } from "../../../src/shared/languages";
import { dictionaries } from "../../content/dictionary";
import type { RouteHandle } from "../../lib/route-handle";
import { postsByTagKey, siteQueries, useSiteReads } from "../../lib/site-queries";
import { oneThingLoader, type NotFoundCopy, oneThingMeta, ReadStates, useReadMeta } from "../../components/ui/page-states";
import { tagMeta, tagNotFoundMeta } from "./blog-seo";
import { PostCard } from "./post-card";

/** The tag's articles in the address's language, read before the page renders; a tag none of them has makes the page a 404. */
export const loader = oneThingLoader((reads, params, url) =>
  siteQueries.postsByTag(reads, params.tag ?? "", languageOfPath(url.pathname)),
);

export const handle: RouteHandle = {
  meta: (context) => {
    const language = languageOfPath(context.pathname);
    return oneThingMeta<TagAnswer>(
      (params) => postsByTagKey(params.tag ?? "", language),
      tagMeta,
      tagNotFoundMeta[language],
    )(context);
  },
};

const tagNotFound = (language: LanguageCode): NotFoundCopy => {
  const { title, text, back } = dictionaries[language].blog.tagNotFound;
  return { title, text, back: { to: blogPath(language), label: back } };
};

function TagPosts({ slug, language }: { slug: string; language: LanguageCode }) {
  const words = dictionaries[language].blog;
  // The loader read it; a list that could not be read stays 'Errore nel caricamento' until 'Riprova'.
  const answer = useQuery({ ...siteQueries.postsByTag(useSiteReads(), slug, language), retryOnMount: false });
  useReadMeta(answer, tagMeta, tagNotFoundMeta[language]);
  return (
    <ReadStates read={answer} notFound={tagNotFound(language)} loading={words.loading}>
      {({ tag, posts, description }) => (
        <section className="container-page py-16">
          <p className="eyebrow">Tag</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">{words.tagTitle(tag)}</h1>
          <p className="mt-4 text-lg text-muted">{words.tagCount(posts.length, tag)}</p>
          {description ? <p className="mt-4 max-w-3xl text-ink">{description}</p> : null}
          <div className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        </section>
      )}
    </ReadStates>
  );
}

/** /blog/tag/{tag} (and /en/blog/tag/{tag}): the published articles of one tag in a language, rendered on the server. */
export function BlogTagPage() {
  const { tag = "" } = useParams();
  const language = languageOfPath(useLocation().pathname);
  return <TagPosts key={tag} slug={tag} language={language} />;
}
