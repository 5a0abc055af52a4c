import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type LoaderFunctionArgs, useParams } from "react-router-dom";
import { Link } from "../../lib/links";
import type { TagAnswer } from "../../../src/shared/blog";
import type { RouteHandle } from "../../lib/route-handle";
import { useDocumentMeta } from "../../lib/route-head";
import { useSettings } from "../../lib/settings";
import { loadRead, pageDataOf, pageStatus } from "../../lib/page-loaders";
import { postsByTagKey, siteQueries, useSiteReads } from "../../lib/site-queries";
import { RetryLink } from "../../components/ui/retry-link";
import { tagMeta, tagNotFoundMeta } from "./blog-seo";
import { PostCard } from "./post-card";

/** The tag's articles, read before the page renders; a tag no published article has makes the page a 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const data = pageDataOf(context);
  const { reads } = data;
  const answer = await loadRead(data, siteQueries.postsByTag(reads, params.tag ?? ""));
  return pageStatus(answer === undefined ? 503 : answer === null ? 404 : 200);
}

export const handle: RouteHandle = {
  meta: ({ params, settings, origin, data, complete }) => {
    const answer = data<TagAnswer | null>(postsByTagKey(params.tag ?? ""));
    if (answer) return tagMeta(answer, settings, origin);
    return complete ? tagNotFoundMeta : null;
  },
};

function TagNotFound() {
  return (
    <section className="container-page py-20 text-center">
      <p className="eyebrow">Errore 404</p>
      <h1 className="mt-3 text-3xl font-bold text-brand-900">Nessun articolo con questo tag</h1>
      <p className="mt-4 text-lg text-muted">Il tag che cerchi non è usato da nessun articolo pubblicato.</p>
      <Link to="/blog" className="btn-primary mt-8">
        Torna al blog
      </Link>
    </section>
  );
}

function TagPosts({ slug }: { slug: string }) {
  // The loader read it; a list that could not be read stays 'Errore nel caricamento' until 'Riprova'.
  const answer = useQuery({ ...siteQueries.postsByTag(useSiteReads(), slug), retryOnMount: false });
  const settings = useSettings();
  const notFound = answer.data === null || (answer.isError && answer.error.status === 404);
  const meta = useMemo(() => {
    if (answer.data) return tagMeta(answer.data, settings, "");
    return notFound ? tagNotFoundMeta : null;
  }, [answer.data, settings, notFound]);
  useDocumentMeta(meta);

  if (notFound) return <TagNotFound />;
  if (answer.isError) {
    return (
      <section role="alert" className="container-page py-20 text-center">
        <h1 className="text-3xl font-bold text-brand-900">Errore nel caricamento</h1>
        <RetryLink className="btn-primary mt-8" onRetry={() => void answer.refetch()} retrying={answer.isFetching} />
      </section>
    );
  }
  if (answer.isPending || !answer.data) {
    return <div role="status" aria-label="Caricamento degli articoli" className="container-page min-h-96 py-16" />;
  }
  const { tag, posts, description } = answer.data;
  return (
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
  );
}

/** /blog/tag/{tag}: the published articles of one tag, rendered on the server. */
export function BlogTagPage() {
  const { tag = "" } = useParams();
  return <TagPosts key={tag} slug={tag} />;
}
