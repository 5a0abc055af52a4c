import { dlopen, FFIType } from "bun:ffi";
import { readFileSync } from "node:fs";

/**
 * The server's memory, for a small server. libvips allocates through glibc's malloc: every
 * thread that decodes a photo may get its own malloc arena (up to 8 per core), and freed pixels
 * stay in them. Two arenas are plenty for a website, and after a batch of image work or of
 * renders the freed memory is handed back to the system. The program's own pages read only while
 * starting are handed back once it has started. Elsewhere (musl, macOS) these are no-ops.
 */
const M_ARENA_MAX = -8;
const ARENAS = 2;
const RELEASE_AFTER_MS = 500;

/** Linux 5.4 and later: reclaim these pages now (file pages are read again from the page cache when used). */
const MADV_PAGEOUT = 21;

type Glibc = {
  mallopt: (param: number, value: number) => number;
  malloc_trim: (pad: number) => number;
  madvise: (address: number, length: number, advice: number) => number;
};
let glibc: Glibc | null | undefined;

function loadGlibc(): Glibc | null {
  if (glibc !== undefined) return glibc;
  try {
    const lib = dlopen("libc.so.6", {
      mallopt: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 },
      malloc_trim: { args: [FFIType.u64], returns: FFIType.i32 },
      madvise: { args: [FFIType.u64, FFIType.u64, FFIType.i32], returns: FFIType.i32 },
    });
    glibc = lib.symbols as unknown as Glibc;
  } catch {
    glibc = null;
  }
  return glibc;
}

/** Caps glibc's malloc arenas; called once, before the image library starts its threads. */
export function limitMallocArenas(): boolean {
  return (loadGlibc()?.mallopt(M_ARENA_MAX, ARENAS) ?? 0) === 1;
}

const M_MMAP_THRESHOLD = -3;
/** Blocks this large or larger are mapped on their own and unmapped when freed. */
const MMAP_THRESHOLD_BYTES = 128 * 1024;

/**
 * Keeps the memory of large short-lived blocks (a compressor's window and tables, a page being
 * compressed) from staying with the server. glibc maps such blocks on their own, but after the
 * first is freed it raises that threshold, up to 32 MB, and later ones are carved from its heaps,
 * which keep them after they are freed. A fixed threshold keeps them mapped apart.
 */
export function keepLargeBlocksApart(): boolean {
  return (loadGlibc()?.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES) ?? 0) === 1;
}

/** After pages were rendered, the executable's pages are handed back again at most this often. */
export const PAGES_RELEASE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Whether the executable's pages go back to the kernel once the server is quiet: only after
 * pages were rendered (what rendering touched), the first time (the code only warming up ran:
 * each page's first render, the JIT's compiler), then at most every ten minutes.
 */
export function pagesReleaseDue(renderedSince: boolean, lastReleasedAt: number | null, now: number): boolean {
  return renderedSince && (lastReleasedAt === null || now - lastReleasedAt >= PAGES_RELEASE_INTERVAL_MS);
}

/**
 * A full collection holds the server for tens to hundreds of milliseconds. It follows image work
 * (whose freed pixels are what it is for), a batch of renders, or renders when the executable's
 * pages are due to go back (pagesReleaseDue), at the first pause; after a few renders with short
 * pauses between them (a site at work) there is one at most this often.
 */
export const RENDERS_COLLECTION_INTERVAL_MS = 30_000;
/** Renders since the last collection that make a batch worth collecting after at once. */
export const RENDERS_BATCH = 20;

/** How long the server must stay quiet before the next full collection. */
export function collectionDelay(
  since: { imageWork: boolean; renders: number; pagesDue: boolean },
  collectedAt: number | null,
  now: number,
): number {
  if (since.imageWork || since.pagesDue || since.renders >= RENDERS_BATCH || collectedAt === null) return RELEASE_AFTER_MS;
  return Math.max(RELEASE_AFTER_MS, collectedAt + RENDERS_COLLECTION_INTERVAL_MS - now);
}

let timer: ReturnType<typeof setTimeout> | null = null;
let busy = 0;
let renderedSincePagesReleased = false;
const sinceCollected = { imageWork: false, renders: 0 };
let pagesReleasedAt: number | null = null;
let collectedAt: number | null = null;

/**
 * Once nothing else asks for a while (collectionDelay): a full garbage collection, then freed memory
 * back to the system, and the executable's pages when due (pagesReleaseDue). What serving needs
 * comes back from the page cache at its next use.
 */
export function releaseWhenIdle(options: { rendered?: boolean; imageWork?: boolean } = {}): void {
  if (options.rendered) {
    renderedSincePagesReleased = true;
    sinceCollected.renders += 1;
  }
  if (options.imageWork) sinceCollected.imageWork = true;
  if (timer) clearTimeout(timer);
  const now = performance.now();
  const pagesDue = pagesReleaseDue(renderedSincePagesReleased, pagesReleasedAt, now);
  timer = setTimeout(collectAndRelease, collectionDelay({ ...sinceCollected, pagesDue }, collectedAt, now));
  timer.unref?.();
}

function collectAndRelease(): void {
  timer = null;
  if (busy > 0) return;
  Bun.gc(true);
  loadGlibc()?.malloc_trim(0);
  const now = performance.now();
  collectedAt = now;
  sinceCollected.imageWork = false;
  sinceCollected.renders = 0;
  if (!pagesReleaseDue(renderedSincePagesReleased, pagesReleasedAt, now)) return;
  releaseFilePages();
  renderedSincePagesReleased = false;
  pagesReleasedAt = now;
}

/** The executable's pages go back this long after the rest, once the heap's shrinking (itself run when idle) has read its code. */
const PAGES_AFTER_SHRINK_MS = 1000;

/**
 * What a quiet server gives back after a load (QuietRelease): what it keeps in memory and reads
 * again when next needed (`caches`: the redirect rules, the addresses seen); a full collection; the JavaScript
 * heap shrunk (Bun.shrink: compiled code is dropped too, and compiled again when next run: the
 * first request after a quiet spell takes a millisecond or two more for a cached page, a few tens
 * for the first render of a page); the database's page cache (read again from the file when
 * needed); freed memory back to the system; then the executable's pages.
 * Not while image work runs (it releases its own): returns whether it released.
 */
export function releaseAfterLoad(shrink: { database: () => void; caches?: () => void }): boolean {
  if (busy > 0) return false;
  shrink.caches?.();
  Bun.gc(true);
  // Deprecated in Bun's types for application code; the only call that drops compiled code and shrinks the heap.
  Bun.shrink();
  shrink.database();
  loadGlibc()?.malloc_trim(0);
  setTimeout(releaseFilePages, PAGES_AFTER_SHRINK_MS).unref();
  return true;
}

/** Wraps one piece of image work: when the last one running ends, freed memory goes back to the system. */
export async function releasingMemory<T>(work: () => Promise<T>): Promise<T> {
  busy += 1;
  try {
    return await work();
  } finally {
    busy -= 1;
    if (busy === 0) releaseWhenIdle({ imageWork: true });
  }
}

/**
 * Hands back to the kernel the resident pages of files the process maps privately: mostly the
 * executable's code and embedded modules, much of which runs only once (start-up's migrations and
 * first imports, the demo gallery, each page's first render, the JIT's compiler). Called when
 * starting ends and when a quiet server is due (releaseWhenIdle, QuietRelease). A read-only
 * mapping with no page of its own (no copy written by the process) is only unmapped
 * (MADV_DONTNEED): its pages stay in the kernel's page cache and come back at their next use for
 * the price of a minor fault. Any other private mapping (the program's writable data, a region
 * written and then made read-only) could hold the process's own copies, which DONTNEED would
 * throw away: those are only paged out (MADV_PAGEOUT), which leaves such copies as they are.
 * Returns the bytes advised.
 */
export function releaseFilePages(): number {
  const libc = loadGlibc();
  if (!libc) return 0;
  let smaps: string;
  try {
    smaps = readFileSync("/proc/self/smaps", "utf8");
  } catch {
    return 0;
  }
  let advised = 0;
  for (const mapping of privateFileMappings(smaps)) {
    const advice = mapping.readOnly && mapping.ownBytes === 0 ? MADV_DONTNEED : MADV_PAGEOUT;
    if (libc.madvise(mapping.start, mapping.length, advice) === 0) advised += mapping.length;
  }
  return advised;
}

/** Linux: drop these pages from the process (a file's come back from the page cache when used). */
const MADV_DONTNEED = 4;

interface FileMapping {
  start: number;
  length: number;
  readOnly: boolean;
  /** Bytes of the process's own copies of the file's pages (smaps' Anonymous). */
  ownBytes: number;
}

/** The private mappings of files in /proc/self/smaps (not [heap], [stack] or anonymous memory). */
export function privateFileMappings(smaps: string): FileMapping[] {
  const mappings: FileMapping[] = [];
  let current: FileMapping | null = null;
  for (const line of smaps.split("\n")) {
    // start-end perms offset device inode path
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ (\d+) *(.*)$/.exec(line);
    if (header) {
      current = null;
      const [, from = "", to = "", perms = "", inode = "", path = ""] = header;
      if (perms[3] !== "p" || inode === "0" || !path.startsWith("/")) continue;
      const start = Number.parseInt(from, 16);
      current = { start, length: Number.parseInt(to, 16) - start, readOnly: perms[1] !== "w", ownBytes: 0 };
      mappings.push(current);
      continue;
    }
    const own = /^Anonymous:\s+(\d+) kB/.exec(line);
    if (own && current) current.ownBytes = Number(own[1]) * 1024;
  }
  return mappings;
}
