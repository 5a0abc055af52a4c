/** Uncached renders of a page, timed one by one, with the page cache emptied before each through the staff API. */
import { base, STAFF } from "./config";
import { percentile } from "./measure";

/** Signs a staff member (the bench's unless told) in on the server at `at`; answers the session cookie. */
export async function signIn(at: string = base, staff: { email: string; password: string } = STAFF): Promise<string> {
  const login = await fetch(`${at}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: at },
    body: JSON.stringify(staff),
  });
  if (login.status !== 200) throw new Error(`accesso non riuscito: HTTP ${login.status}`);
  return (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** Empties the server's caches (the pages and the answers kept in memory) as staff can, so that what comes next renders anew. */
export async function clearCaches(cookie: string, at: string = base): Promise<void> {
  const cleared = await fetch(`${at}/api/cache/invalidate`, {
    method: "POST",
    headers: { cookie, origin: at, "content-type": "application/json" },
    body: JSON.stringify({ type: "all" }),
  });
  await cleared.arrayBuffer();
  if (cleared.status !== 200) throw new Error(`svuotamento della cache: HTTP ${cleared.status}`);
}

/** A PDF fetched from `at` and timed: from here, and as the server reports its making (Server-Timing `pdf`). */
export async function timedPdf(
  path: string,
  at: string = base,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; elapsedMs: number; serverMs: number }> {
  const started = performance.now();
  const res = await fetch(`${at}${path}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const elapsedMs = performance.now() - started;
  const serverMs = Number(/pdf;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1]);
  if (res.status !== 200 || !Number.isFinite(serverMs)) throw new Error(`${path}: PDF non generato (HTTP ${res.status})`);
  return { bytes, elapsedMs, serverMs };
}

export interface RenderTimes {
  /** Pause before each timed render: 0 (back to back, the processor busy) or a few ms (the processor idle first). */
  pauseMs: number;
  /** Request to last byte, as a client on this machine sees it. */
  p50Ms: number;
  p99Ms: number;
  /** What the server reports in Server-Timing: render and compression alone. */
  serverP50Ms: number;
  serverP99Ms: number;
}

/**
 * Times `count` renders of `path`, each after the server's caches were emptied (as staff can) and
 * `pauseMs` of quiet. On this virtual machine a processor left idle for a few milliseconds runs
 * the same render markedly slower, so both are measured: back to back (the cost of a render) and
 * after a pause (what a lone visitor to a quiet server waits).
 */
export async function uncachedRenders(path: string, cookie: string, count: number, pauseMs: number): Promise<RenderTimes> {
  const times: number[] = [];
  const serverTimes: number[] = [];
  for (let i = 0; i < count; i++) {
    await clearCaches(cookie);
    if (pauseMs > 0) await Bun.sleep(pauseMs);
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { "accept-encoding": "br" } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    const serverMs = Number(/render;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1]);
    if (!Number.isFinite(serverMs))
      throw new Error(`${path} non è stata renderizzata (Server-Timing: ${res.headers.get("server-timing")})`);
    serverTimes.push(serverMs);
  }
  times.sort((a, b) => a - b);
  serverTimes.sort((a, b) => a - b);
  return {
    pauseMs,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    serverP50Ms: percentile(serverTimes, 0.5),
    serverP99Ms: percentile(serverTimes, 0.99),
  };
}
