import { useQuery } from "@tanstack/react-query";
import { FileSearch, Rss, TriangleAlert } from "../../components/ui/lucide-icons";
import type { ReactNode } from "react";
import type { PostSummary } from "../../../src/shared/blog";
import { BLOG_FEED_PATH } from "../../../src/shared/blog";
import { RetryLink } from "../../components/ui/retry-link";
import type { LoaderFunctionArgs } from "react-router-dom";
import type { RouteHandle } from "../../lib/route-handle";
import { loadRead, pageDataOf, pageStatus } from "../../lib/page-loaders";
import { PUBLISHED_POSTS_KEY, siteQueries, useSiteReads } from "../../lib/site-queries";
import { BLOG_TITLE, blogListMeta } from "./blog-seo";
import { PostCard } from "./post-card";

/** The published articles, read before the page renders. */
export async function loader({ context }: LoaderFunctionArgs) {
  const data = pageDataOf(context);
  const { reads } = data;
  return pageStatus((await loadRead(data, siteQueries.publishedPosts(reads))) === undefined ? 503 : 200);
}

export const handle: RouteHandle = {
  meta: ({ settings, origin, data }) => blogListMeta(settings, origin, data<PostSummary[]>(PUBLISHED_POSTS_KEY)),
};

function CardPlaceholders() {
  return (
    <div role="status" aria-label="Caricamento degli articoli" className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders shown while loading.
        <div key={i} className="card overflow-hidden">
          <div className="aspect-[16/9] animate-pulse bg-slate-200" />
          <div className="space-y-3 p-6">
            <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
            <div className="h-6 w-4/5 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-full animate-pulse rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

function Notice({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-line bg-surface px-6 py-12 text-center">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
        {icon}
      </span>
      <h2 className="mt-4 text-xl font-bold text-brand-900">{title}</h2>
      <p className="mt-2 text-muted">{text}</p>
      {children}
    </div>
  );
}

/** /blog: published articles, newest first, in a three-column grid (spec §2). */
export function BlogListPage() {
  // The loader read it; a list that could not be read stays 'Errore nel caricamento' until 'Riprova'.
  const posts = useQuery({ ...siteQueries.publishedPosts(useSiteReads()), retryOnMount: false });

  return (
    <section className="container-page py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Blog</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">{BLOG_TITLE}</h1>
          <p className="mt-4 max-w-3xl text-lg text-muted">
            Approfondimenti su parcheggi senza biglietto, infomobilità, controllo accessi ed energia solare, con le esperienze dei
            nostri impianti.
          </p>
        </div>
        <a
          href={BLOG_FEED_PATH}
          className="inline-flex items-center gap-1.5 rounded-md py-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <Rss aria-hidden="true" className="size-4" />
          Feed RSS
        </a>
      </div>

      <div className="mt-12">
        {posts.isPending ? (
          <CardPlaceholders />
        ) : posts.isError ? (
          <div role="alert">
            <Notice
              icon={<TriangleAlert aria-hidden="true" className="size-6" />}
              title="Errore nel caricamento"
              text="Non è stato possibile caricare gli articoli. Riprova tra qualche istante."
            >
              <RetryLink className="btn-primary mt-6" onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
            </Notice>
          </div>
        ) : posts.data.length === 0 ? (
          <Notice
            icon={<FileSearch aria-hidden="true" className="size-6" />}
            title="Nessun articolo trovato"
            text="Non ci sono articoli pubblicati al momento."
          />
        ) : (
          <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {posts.data.map((post, index) => (
              <PostCard key={post.id} post={post} priority={index === 0} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
