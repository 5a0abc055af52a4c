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
  /** The headers of a cache hit, built once for each way of sending it (see ssr-handler). */
  hitHeaders?: Map<string, Headers>;
}

/**
 * Compression settings. The visitor who waits for a fresh render gets the fastest ones (about a
 * fifth of a millisecond on a 40 KB page); a page that is kept is then compressed once more, off that
 * visitor's time, with the better ones (about 10% fewer bytes for every later visitor).
 */
type Settings = Record<PageEncoding, number>;
const FAST: Settings = { br: 1, gzip: 1 };
const KEPT: Settings = { br: 6, gzip: 6 };

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function pickEncoding(accept: string): PageEncoding | null {
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return null;
}

export function createPage(status: number, html: string, headers: Record<string, string>): CachedPage {
  const bytes = new TextEncoder().encode(html);
  return { status, html: bytes, etag: `"${Bun.hash(bytes).toString(36)}"`, headers, encoded: {} };
}

function compress(bytes: Uint8Array, encoding: PageEncoding, settings: Settings): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    encoding === "br"
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: settings.br } })
      : gzipSync(bytes, { level: settings.gzip }),
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

  /**
   * The page's bytes in `encoding`: compressed quickly on first request and kept with the page
   * (and counted); a kept page's copy is then replaced by a smaller one, made once after this turn.
   */
  body(key: string, page: CachedPage, encoding: PageEncoding | null): Uint8Array<ArrayBuffer> {
    if (!encoding) return page.html;
    const known = page.encoded[encoding];
    if (known) return known;
    const bytes = compress(page.html, encoding, FAST);
    page.encoded[encoding] = bytes;
    if (this.pages.get(key) === page) {
      this.totalBytes += bytes.byteLength;
      this.evict();
      setTimeout(() => this.recompress(key, page, encoding), 0).unref();
    }
    return bytes;
  }

  /** Swaps a kept page's quick copy for the better-compressed one, unless the page left the cache meanwhile. */
  private recompress(key: string, page: CachedPage, encoding: PageEncoding): void {
    const quick = page.encoded[encoding];
    if (!quick || this.pages.get(key) !== page) return;
    const smaller = compress(page.html, encoding, KEPT);
    if (smaller.byteLength >= quick.byteLength) return;
    page.encoded[encoding] = smaller;
    this.totalBytes += smaller.byteLength - quick.byteLength;
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
