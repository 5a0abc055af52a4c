import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import type { TagAnswer } from "../../../src/shared/blog";
import type { RouteHandle } from "../../lib/route-handle";
import { postsByTagKey, siteQueries, useSiteReads } from "../../lib/site-queries";
import { oneThingLoader, type NotFoundCopy, oneThingMeta, ReadStates, useReadMeta } from "../../components/ui/page-states";
import { tagMeta, tagNotFoundMeta } from "./blog-seo";
import { PostCard } from "./post-card";

/** The tag's articles, read before the page renders; a tag no published article has makes the page a 404. */
export const loader = oneThingLoader((reads, params) => siteQueries.postsByTag(reads, params.tag ?? ""));

export const handle: RouteHandle = {
  meta: oneThingMeta<TagAnswer>((params) => postsByTagKey(params.tag ?? ""), tagMeta, tagNotFoundMeta),
};

const tagNotFound: NotFoundCopy = {
  title: "Nessun articolo con questo tag",
  text: "Il tag che cerchi non è usato da nessun articolo pubblicato.",
  back: { to: "/blog", label: "Torna al blog" },
};

function TagPosts({ slug }: { slug: string }) {
  // The loader read it; a list that could not be read stays 'Errore nel caricamento' until 'Riprova'.
  const answer = useQuery({ ...siteQueries.postsByTag(useSiteReads(), slug), retryOnMount: false });
  useReadMeta(answer, tagMeta, tagNotFoundMeta);
  return (
    <ReadStates read={answer} notFound={tagNotFound} loading="Caricamento degli articoli">
      {({ tag, posts, description }) => (
        <section className="container-page py-16">
          <p className="eyebrow">Tag</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">Articoli su «{tag}»</h1>
          <p className="mt-4 text-lg text-muted">
            {posts.length === 1 ? "1 articolo" : `${posts.length} articoli`} del nostro blog con il tag «{tag}».
          </p>
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

/** /blog/tag/{tag}: the published articles of one tag, rendered on the server. */
export function BlogTagPage() {
  const { tag = "" } = useParams();
  return <TagPosts key={tag} slug={tag} />;
}
