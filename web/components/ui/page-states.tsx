import type { EnsureQueryDataOptions, QueryKey } from "@tanstack/react-query";
import { type ReactElement, type ReactNode, useMemo } from "react";
import type { LoaderFunctionArgs, Params } from "react-router-dom";
import type { PageMeta } from "../../../src/shared/page-meta";
import type { PublicSettings } from "../../../src/shared/schemas/settings";
import type { SiteReads } from "../../../src/shared/site-reads";
import { Link } from "../../lib/links";
import { loadRead, pageDataOf, pageStatus } from "../../lib/page-loaders";
import type { MetaContext } from "../../lib/route-handle";
import { useDocumentMeta } from "../../lib/route-head";
import { useSettings } from "../../lib/settings";
import { RetryLink } from "./retry-link";
import { useDictionary } from "../../content/dictionary";

/** What a public page's own 404 says: what is missing, a sentence, and the way back to its list. */
export interface NotFoundCopy {
  title: string;
  text?: string;
  back: { to: string; label: string };
}

function PageNotFound({ title, text, back }: NotFoundCopy) {
  const { notFound } = useDictionary();
  return (
    <section className="container-page py-20 text-center">
      <p className="eyebrow">{notFound.eyebrow}</p>
      <h1 className="mt-3 text-3xl font-bold text-brand-900">{title}</h1>
      {text ? <p className="mt-4 text-lg text-muted">{text}</p> : null}
      <Link to={back.to} className="btn-primary mt-8">
        {back.label}
      </Link>
    </section>
  );
}

/** A public page whose data could not be read: 'Errore nel caricamento' and 'Riprova' (a link that works without script). */
function PageLoadError({ read }: { read: PublicRead<unknown> }) {
  const { loadError } = useDictionary();
  return (
    <section role="alert" className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{loadError.title}</h1>
      <RetryLink className="btn-primary mt-8" onRetry={() => void read.refetch()} retrying={read.isFetching} />
    </section>
  );
}

/**
 * The room a page keeps while its data arrives, named for screen readers: grey bars pulsing where its title, text and
 * picture will be (each bar is given by its size and shape).
 */
export function PageSkeleton({ label, className, bars }: { label: string; className: string; bars: readonly string[] }) {
  return (
    <div role="status" aria-label={label} className={`container-page ${className}`}>
      {bars.map((bar) => (
        <div key={bar} className={`${bar} animate-pulse bg-slate-200`} />
      ))}
    </div>
  );
}

interface PublicRead<T> {
  data: T | null | undefined;
  isError: boolean;
  error: { status: number } | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A read found nothing: its answer is null, or the server said 404. */
const isNotFound = (read: PublicRead<unknown>) => read.data === null || (read.isError && read.error?.status === 404);

/**
 * A public page drawn from one read: its own 404 (when it names one), 'Errore nel caricamento' (or the page's
 * own `error`), the room it keeps while the data arrives (named for screen readers by `loading`), or the data.
 */
export function ReadStates<T>({
  read,
  notFound,
  loading,
  error,
  children,
}: {
  read: PublicRead<T>;
  notFound?: NotFoundCopy;
  loading: string | ReactElement;
  error?: ReactElement;
  children: (data: T) => ReactNode;
}) {
  if (notFound && isNotFound(read)) return <PageNotFound {...notFound} />;
  if (read.isError) return error ?? <PageLoadError read={read} />;
  if (read.data === null || read.data === undefined) {
    return typeof loading === "string" ? (
      <div role="status" aria-label={loading} className="container-page min-h-96 py-16" />
    ) : (
      loading
    );
  }
  return children(read.data);
}

/** Keeps the document's title and description in step with a public page's one read: the thing's own, or its 404's. */
export function useReadMeta<T>(
  read: PublicRead<T>,
  metaOf: (data: T, settings: PublicSettings, origin: string) => PageMeta,
  notFoundMeta: PageMeta,
): void {
  const settings = useSettings();
  const notFound = isNotFound(read);
  const { data } = read;
  const meta = useMemo(() => {
    if (data) return metaOf(data, settings, "");
    return notFound ? notFoundMeta : null;
  }, [data, settings, notFound, metaOf, notFoundMeta]);
  useDocumentMeta(meta);
}

/**
 * The loader of a page of one thing: its read, made before the page renders, gives the page its status: found, not
 * found (an answer of null: 404) or unreadable (none: 503).
 */
export const oneThingLoader =
  <T, E, K extends QueryKey>(query: (reads: SiteReads, params: Params, url: URL) => EnsureQueryDataOptions<T, E, T, K>) =>
  async ({ params, request, context }: LoaderFunctionArgs) => {
    const data = pageDataOf(context);
    const answer = await loadRead(data, query(data.reads, params, new URL(request.url)));
    return pageStatus(answer === undefined ? 503 : answer === null ? 404 : 200);
  };

/** A route's head for a page of one thing: its own once read, its 404's once every read has answered without it. */
export const oneThingMeta =
  <T,>(
    keyOf: (params: Params) => QueryKey,
    metaOf: (data: T, settings: PublicSettings, origin: string) => PageMeta,
    notFoundMeta: PageMeta,
  ) =>
  ({ params, settings, origin, data, complete }: MetaContext): PageMeta | null => {
    const found = data<T | null>(keyOf(params));
    if (found) return metaOf(found, settings, origin);
    return complete ? notFoundMeta : null;
  };
