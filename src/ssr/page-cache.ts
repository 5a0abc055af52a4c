import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { ContentChanges } from "../content-changes";

export interface CachedPage {
  status: number;
  html: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gz: Uint8Array<ArrayBuffer>;
  etag: string;
  headers: Record<string, string>;
}

/** Builds the cache entry: the page compressed once, not on every request. */
export function compressPage(status: number, html: string, headers: Record<string, string>): CachedPage {
  const bytes = new TextEncoder().encode(html);
  return {
    status,
    html: bytes,
    br: new Uint8Array(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 7 } })),
    gz: new Uint8Array(gzipSync(bytes, { level: 9 })),
    etag: `"${Bun.hash(bytes).toString(36)}"`,
    headers,
  };
}

/**
 * Rendered public pages, most recently used kept, dropped entirely whenever content changes:
 * writes are rare, reads are many.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  /** Bumped on every clear, so a render that began before a change is not stored after it. */
  private generationCounter = 0;

  constructor(
    changes: ContentChanges,
    private readonly maxEntries = 300,
  ) {
    changes.subscribe(() => this.clear());
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  get generation(): number {
    return this.generationCounter;
  }

  /** Stores a page rendered during `generation`; a stale render is dropped. */
  set(key: string, page: CachedPage, generation: number): void {
    if (generation !== this.generationCounter) return;
    this.pages.delete(key);
    this.pages.set(key, page);
    if (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }

  clear(): void {
    this.generationCounter += 1;
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}
