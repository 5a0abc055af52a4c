import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useParams } from "react-router-dom";
import { Link } from "../../lib/links";
import type { TagAnswer } from "../../../src/shared/blog";
import type { ApiError } from "../../lib/api-client";
import type { RouteHandle } from "../../lib/route-handle";
import { useDocumentMeta } from "../../lib/route-head";
import { useSettings } from "../../lib/settings";
import { useServerRead } from "../../lib/server-read";
import { RetryLink } from "../../components/ui/retry-link";
import { postsByTagKey } from "./blog-queries";
import { tagMeta, tagNotFoundMeta } from "./blog-seo";
import { PostCard } from "./post-card";

export const handle: RouteHandle = {
  queries: (params) => [{ key: postsByTagKey(params.tag ?? ""), required: true }],
  meta: ({ params, settings, origin, data, complete }) => {
    const answer = data<TagAnswer>(postsByTagKey(params.tag ?? ""));
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
  const key = postsByTagKey(slug);
  const serverRead = useServerRead(key);
  const missingOnServer = serverRead === "missing";
  const answer = useQuery<TagAnswer, ApiError>({
    queryKey: key,
    enabled: !missingOnServer,
    retryOnMount: serverRead !== "failed",
  });
  const settings = useSettings();
  const notFound = missingOnServer || (answer.isError && answer.error.status === 404);
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
  if (answer.isPending) {
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
