import { useQuery } from "@tanstack/react-query";
import { FileSearch, Rss, TriangleAlert } from "../../components/ui/lucide-icons";
import type { ReactNode } from "react";
import type { PostSummary } from "../../../src/shared/blog";
import { blogFeedPath } from "../../../src/shared/blog";
import { languageOfPath } from "../../../src/shared/languages";
import { RetryLink } from "../../components/ui/retry-link";
import { type LoaderFunctionArgs, useLocation } from "react-router-dom";
import { dictionaries } from "../../content/dictionary";
import type { RouteHandle } from "../../lib/route-handle";
import { loadRead, pageDataOf, pageStatus } from "../../lib/page-loaders";
import { publishedPostsKey, siteQueries, useSiteReads } from "../../lib/site-queries";
import { blogListMeta } from "./blog-seo";
import { PostCard } from "./post-card";

/** The published articles of the address's language, read before the page renders. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const data = pageDataOf(context);
  const { reads } = data;
  const language = languageOfPath(new URL(request.url).pathname);
  return pageStatus((await loadRead(data, siteQueries.publishedPosts(reads, language))) === undefined ? 503 : 200);
}

export const handle: RouteHandle = {
  meta: ({ settings, origin, data, pathname }) => {
    const language = languageOfPath(pathname);
    return blogListMeta(settings, origin, data<PostSummary[]>(publishedPostsKey(language)), language);
  },
};

function CardPlaceholders({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
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

/** /blog (and /en/blog): a language's published articles, newest first, in a three-column grid (spec §2). */
export function BlogListPage() {
  const language = languageOfPath(useLocation().pathname);
  const words = dictionaries[language].blog;
  // The loader read it; a list that could not be read stays 'Errore nel caricamento' until 'Riprova'.
  const posts = useQuery({ ...siteQueries.publishedPosts(useSiteReads(), language), retryOnMount: false });

  return (
    <section className="container-page py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Blog</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">{words.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-muted">{words.intro}</p>
        </div>
        <a
          href={blogFeedPath(language)}
          className="inline-flex items-center gap-1.5 rounded-md py-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <Rss aria-hidden="true" className="size-4" />
          {words.feed}
        </a>
      </div>

      <div className="mt-12">
        {posts.isPending ? (
          <CardPlaceholders label={words.loading} />
        ) : posts.isError ? (
          <div role="alert">
            <Notice
              icon={<TriangleAlert aria-hidden="true" className="size-6" />}
              title={words.loadErrorTitle}
              text={words.loadErrorText}
            >
              <RetryLink className="btn-primary mt-6" onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
            </Notice>
          </div>
        ) : posts.data.length === 0 ? (
          <Notice icon={<FileSearch aria-hidden="true" className="size-6" />} title={words.empty.title} text={words.empty.text} />
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
