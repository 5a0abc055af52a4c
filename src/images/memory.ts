import { dlopen, FFIType } from "bun:ffi";

/**
 * Memory of the image work, for a small server. libvips allocates through glibc's malloc: every
 * thread that decodes a photo may get its own malloc arena (up to 8 per core), and freed pixels
 * stay in them. Two arenas are plenty for a website, and after a batch of image work the freed
 * memory is handed back to the system. Elsewhere (musl, macOS) these are no-ops.
 */
const M_ARENA_MAX = -8;
const ARENAS = 2;
const RELEASE_AFTER_MS = 500;

type Glibc = { mallopt: (param: number, value: number) => number; malloc_trim: (pad: number) => number };
let glibc: Glibc | null | undefined;

function loadGlibc(): Glibc | null {
  if (glibc !== undefined) return glibc;
  try {
    const lib = dlopen("libc.so.6", {
      mallopt: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 },
      malloc_trim: { args: [FFIType.u64], returns: FFIType.i32 },
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

let timer: ReturnType<typeof setTimeout> | null = null;
let busy = 0;

/** Once nothing else asks for a while: a full garbage collection, then freed memory back to the system. */
export function releaseWhenIdle(): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    if (busy > 0) return;
    Bun.gc(true);
    loadGlibc()?.malloc_trim(0);
  }, RELEASE_AFTER_MS);
  timer.unref?.();
}

/** Wraps one piece of image work: when the last one running ends, freed memory goes back to the system. */
export async function releasingMemory<T>(work: () => Promise<T>): Promise<T> {
  busy += 1;
  try {
    return await work();
  } finally {
    busy -= 1;
    if (busy === 0) releaseWhenIdle();
  }
}
