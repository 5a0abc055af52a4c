/**
 * The page a person will likely open next, prefetched while the browser is idle: the area they
 * were in before this one. Staff go back and forth between two areas (the requests and the
 * statistics, the blog and the image library), so the way back is instant without the code of
 * every area loaded on a phone. The first areas of a visit load on hover or focus of their link
 * (./route-prefetch.ts). Nothing is prefetched when the browser asks to save data.
 */
import { prefetchRoute } from "./route-prefetch";

const KEY = "parksite.aree-recenti";
const KEPT = 5;

/** The area of an admin path: "/admin/richieste/12" -> "/admin/richieste". */
export function areaOf(path: string): string {
  return path.split("/").slice(0, 3).join("/") || "/";
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

function readRecent(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** Records `path`'s area as the latest opened; returns the area opened before it, if any. */
export function recordArea(path: string, storage: Storage): string | null {
  const area = areaOf(path);
  const recent = [area, ...readRecent(storage).filter((a) => a !== area)].slice(0, KEPT);
  try {
    storage.setItem(KEY, JSON.stringify(recent));
  } catch {
    // Storage full or refused (private mode): only the prefetch is lost.
  }
  return recent[1] ?? null;
}

function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(work, { timeout: 5000 });
  else window.setTimeout(work, 2000);
}

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Records the page shown and, once the browser is idle, prefetches the code of the area before it. */
export function prefetchLikelyNext(path: string): void {
  let previous: string | null = null;
  try {
    previous = recordArea(path, window.localStorage);
  } catch {
    return;
  }
  if (!previous || savesData()) return;
  const next = previous;
  whenIdle(() => prefetchRoute(next));
}
