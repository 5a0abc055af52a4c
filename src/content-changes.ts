/** What a write changed, so caches built from it can be dropped. */
export type ContentKind = "settings" | "blog" | "references" | "galleries" | "pages" | "menus" | "all";

type Listener = (kind: ContentKind) => void;

/**
 * The one invalidation hook: every write under /api announces what it changed here, and the
 * caches (settings, rendered public pages) listen. API code never needs to know who listens.
 */
export class ContentChanges {
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  announce(kind: ContentKind): void {
    for (const listener of this.listeners) listener(kind);
  }
}
