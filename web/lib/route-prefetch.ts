/**
 * Loading a page's code before it is opened: when a link to it is pointed at, focused or touched,
 * the code of its routes is fetched, so the click shows the page at once. The app says how a path
 * becomes code (`setRoutePrefetcher`, from the route table); features only name the links.
 */
type Prefetcher = (path: string) => void;

let prefetcher: Prefetcher | null = null;
const prefetched = new Set<string>();

export function setRoutePrefetcher(load: Prefetcher): void {
  prefetcher = load;
}

/** Loads the code of the page at `path`, once. */
export function prefetchRoute(path: string): void {
  if (!prefetcher || prefetched.has(path)) return;
  prefetched.add(path);
  prefetcher(path);
}

/** The path of a same-site link under `prefix` that an event reached, or null. */
function linkPath(target: EventTarget | null, prefix: string, origin: string): string | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  const url = new URL(link.href, origin);
  return url.origin === origin && url.pathname.startsWith(prefix) ? url.pathname : null;
}

/**
 * Prefetches the page of any link under `prefix` in `root` as soon as it is hovered, focused or
 * touched. Returns the function that stops it.
 */
export function prefetchOnIntent(root: Document, prefix: string): () => void {
  const onIntent = (event: Event) => {
    const path = linkPath(event.target, prefix, root.location.origin);
    if (path) prefetchRoute(path);
  };
  const events = ["pointerover", "focusin", "touchstart"] as const;
  for (const name of events) root.addEventListener(name, onIntent, { passive: true });
  return () => {
    for (const name of events) root.removeEventListener(name, onIntent);
  };
}
