import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { ContentChanges } from "../content-changes";

export type PageEncoding = "br" | "gzip";

/** A kept page's bytes as sent: uncompressed ("identity") or in an encoding a browser accepts. */
type PageBodyForm = PageEncoding | "identity";

export interface CachedPage {
  status: number;
  html: Uint8Array<ArrayBuffer>;
  etag: string;
  headers: Record<string, string>;
  /**
   * The page as sent, in each form asked for so far: made the first time a visitor asks for it.
   * Blobs, since a Response takes a Blob's bytes as they are and copies an array's.
   */
  bodies: Partial<Record<PageBodyForm, Blob>>;
  /** Read since the cache last passed over it while making room (see PageCache.evict). */
  readAgain?: boolean;
  /** Compressed copies made quickly, not yet made again with the better settings (see PageCache.body). */
  quick?: Partial<Record<PageEncoding, boolean>>;
  /** The headers of a cache hit, built once for each way of sending it (see cached-page-front). */
  hitHeaders?: Partial<Record<PageBodyForm, HitHeaders>>;
}

/** A cache hit's headers for one body, over plain HTTP and over HTTPS (which adds Strict-Transport-Security). */
interface HitHeaders {
  body: Blob;
  http?: Headers;
  https?: Headers;
}

/**
 * Compression settings. The visitor who waits for a fresh render gets the fastest ones (about a
 * fifth of a millisecond on a 40 KB page); a kept page asked for again is then compressed once more,
 * off that visitor's time, with the better ones (about 10% fewer bytes for every later visitor, for
 * some milliseconds of the processor: more than the render itself, not spent on the pages a crawler
 * walking the archive asks for once).
 */
type Settings = Record<PageEncoding, number>;
const FAST: Settings = { br: 1, gzip: 1 };
const KEPT: Settings = { br: 6, gzip: 6 };

/** The last Accept-Encoding header read and its answer: a browser sends the same one with every request. */
let lastAccept: { header: string; encoding: PageEncoding | null } = { header: "", encoding: null };

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function pickEncoding(accept: string): PageEncoding | null {
  if (accept === lastAccept.header) return lastAccept.encoding;
  const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
  lastAccept = { header: accept, encoding };
  return encoding;
}

export function createPage(status: number, html: string, headers: Record<string, string>): CachedPage {
  const bytes = new TextEncoder().encode(html);
  return { status, html: bytes, etag: `"${Bun.hash(bytes).toString(36)}"`, headers, bodies: {} };
}

function compress(bytes: Uint8Array, encoding: PageEncoding, settings: Settings): Blob {
  return new Blob([
    encoding === "br"
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: settings.br } })
      : gzipSync(bytes, { level: settings.gzip }),
  ]);
}

const sizeOf = (page: CachedPage) =>
  page.html.byteLength + (page.bodies.identity?.size ?? 0) + (page.bodies.br?.size ?? 0) + (page.bodies.gzip?.size ?? 0);

export interface PageCacheLimits {
  maxEntries: number;
  /** HTML plus its compressed copies, summed over every entry. */
  maxBytes: number;
}

const DEFAULT_LIMITS: PageCacheLimits = { maxEntries: 500, maxBytes: 16 * 1024 * 1024 };

/**
 * Rendered public pages, dropped when either limit is passed (the oldest first, but a page read
 * again since it was stored gets a second chance), and all dropped whenever content changes:
 * writes are rare, reads are many.
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

  /** A kept page; a read only marks it (a hit does not move it in the map, see evict). */
  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) page.readAgain = true;
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
   * The page's bytes as sent in `encoding` (none: as rendered). A compressed copy is made quickly on
   * first request and kept with the page (and counted); when a kept page is asked for in that
   * encoding again, its copy is replaced by a smaller one, made once after this turn.
   */
  body(key: string, page: CachedPage, encoding: PageEncoding | null): Blob {
    const form = encoding ?? "identity";
    const known = page.bodies[form];
    if (known) {
      if (encoding && page.quick?.[encoding]) {
        page.quick[encoding] = false;
        setTimeout(() => this.recompress(key, page, encoding), 0).unref();
      }
      return known;
    }
    const made = encoding ? compress(page.html, encoding, FAST) : new Blob([page.html]);
    page.bodies[form] = made;
    if (this.pages.get(key) === page) {
      this.totalBytes += made.size;
      this.evict();
      if (encoding) page.quick = { ...page.quick, [encoding]: true };
    }
    return made;
  }

  /** Swaps a kept page's quick copy for the better-compressed one, unless the page left the cache meanwhile. */
  private recompress(key: string, page: CachedPage, encoding: PageEncoding): void {
    const quick = page.bodies[encoding];
    if (!quick || this.pages.get(key) !== page) return;
    const smaller = compress(page.html, encoding, KEPT);
    if (smaller.size >= quick.size) return;
    page.bodies[encoding] = smaller;
    this.totalBytes += smaller.size - quick.size;
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

  /**
   * Drops pages, oldest first, until both limits hold. A page read again since it was stored (or
   * last passed over) is moved to the newest end instead, once: the least recently used pages go
   * first, without a hit having to move its page in the map (the "second chance" policy).
   */
  private evict(): void {
    while (this.pages.size > this.limits.maxEntries || this.totalBytes > this.limits.maxBytes) {
      const oldest = this.pages.entries().next().value;
      if (oldest === undefined) break;
      const [key, page] = oldest;
      if (page.readAgain) {
        page.readAgain = false;
        this.pages.delete(key);
        this.pages.set(key, page);
      } else this.remove(key);
    }
  }
}
