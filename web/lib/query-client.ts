import { MutationCache, QueryClient, type Query } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/** Data every write may have changed (spec §7): invalidated after any successful write. */
const SHARED_DATA_PREFIXES = ["/api/galleries", "/api/blog", "/api/pages"];
/** Gallery, blog and page data are marked stale this often and when the tab becomes visible again. */
const STALE_MARK_INTERVAL_MS = 60_000;

const isSharedData = (query: Query) => SHARED_DATA_PREFIXES.some((prefix) => String(query.queryKey[0] ?? "").startsWith(prefix));

/**
 * `server`: for one render on the server. No garbage-collection timers there (react-query's own
 * server default): a timer would keep the render's data alive for minutes after the page is sent.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: 30_000,
        gcTime: server ? Number.POSITIVE_INFINITY : 5 * 60_000,
        refetchOnWindowFocus: true,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSuccess: () => queryClient.invalidateQueries({ predicate: isSharedData }),
    }),
  });
  return queryClient;
}

/** Marks gallery, blog and page data stale (without refetching now) every minute and on tab return. */
export function startStaleMarking(queryClient: QueryClient): () => void {
  const markStale = () => queryClient.invalidateQueries({ predicate: isSharedData, refetchType: "none" });
  const timer = window.setInterval(markStale, STALE_MARK_INTERVAL_MS);
  const onVisibility = () => {
    if (document.visibilityState === "visible") void markStale();
  };
  document.addEventListener("visibilitychange", onVisibility);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisibility);
  };
}
