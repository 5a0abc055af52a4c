import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { ContentChanges } from "../content-changes";

export type PageEncoding = "br" | "gzip";

export interface CachedPage {
  status: number;
  html: Uint8Array<ArrayBuffer>;
  etag: string;
  headers: Record<string, string>;
  /** Compressed copies, made the first time a visitor asks for that encoding. */
  encoded: Partial<Record<PageEncoding, Uint8Array<ArrayBuffer>>>;
}

/**
 * Fast settings: on a 30-60 KB page brotli 4 / gzip 6 cost well under a millisecond and send only
 * a few percent more than brotli 7 / gzip 9, which cost several.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

export function createPage(status: number, html: string, headers: Record<string, string>): CachedPage {
  const bytes = new TextEncoder().encode(html);
  return { status, html: bytes, etag: `"${Bun.hash(bytes).toString(36)}"`, headers, encoded: {} };
}

function compress(bytes: Uint8Array, encoding: PageEncoding): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    encoding === "br"
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipSync(bytes, { level: GZIP_LEVEL }),
  );
}

const sizeOf = (page: CachedPage) =>
  page.html.byteLength + (page.encoded.br?.byteLength ?? 0) + (page.encoded.gzip?.byteLength ?? 0);

export interface PageCacheLimits {
  maxEntries: number;
  /** HTML plus its compressed copies, summed over every entry. */
  maxBytes: number;
}

const DEFAULT_LIMITS: PageCacheLimits = { maxEntries: 500, maxBytes: 16 * 1024 * 1024 };

/**
 * Rendered public pages, least recently used dropped first when either limit is passed, and all
 * dropped whenever content changes: writes are rare, reads are many.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private totalBytes = 0;
  /** Bumped on every clear, so a render that began before a change is not stored after it. */
  private generationCounter = 0;

  constructor(
    changes: ContentChanges,
    private readonly limits: PageCacheLimits = DEFAULT_LIMITS,
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
    this.remove(key);
    if (sizeOf(page) > this.limits.maxBytes) return;
    this.pages.set(key, page);
    this.totalBytes += sizeOf(page);
    this.evict();
  }

  /** The page's bytes in `encoding`, compressed once and then kept with the page (and counted). */
  body(key: string, page: CachedPage, encoding: PageEncoding | null): Uint8Array<ArrayBuffer> {
    if (!encoding) return page.html;
    const known = page.encoded[encoding];
    if (known) return known;
    const bytes = compress(page.html, encoding);
    page.encoded[encoding] = bytes;
    if (this.pages.get(key) === page) {
      this.totalBytes += bytes.byteLength;
      this.evict();
    }
    return bytes;
  }

  clear(): void {
    this.generationCounter += 1;
    this.pages.clear();
    this.totalBytes = 0;
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  private remove(key: string): void {
    const old = this.pages.get(key);
    if (!old) return;
    this.pages.delete(key);
    this.totalBytes -= sizeOf(old);
  }

  private evict(): void {
    while (this.pages.size > this.limits.maxEntries || this.totalBytes > this.limits.maxBytes) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }
}
