/**
 * Memory after a load: the server's own resident memory (VmRSS of its process; its child processes,
 * the image process and the PDF process, each ending when idle, reported apart) read while the load
 * rows run, then at 10, 20 and 30 seconds of quiet after them. `npm run bench -- --only memory` runs
 * this alone (about two minutes and a half) with what the whole bench asks of its server before its
 * quiet: start, demo gallery, uncached renders of the article, product datasheets made anew, the
 * load rows, 10,000 redirect rules imported and the home asked with them, a hashed asset, the
 * cached home with brotli three times more, the quiet; its figures go
 * into bench-results.json under `memoryAfterQuiet`, next to what the whole bench wrote there.
 */
import { spawn } from "bun";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { base, binary, PORT, root } from "./config";
import { childrenRssMb, rssMb, untilDemoGalleryDrawn, waitFor } from "./measure";
import { datasheetTimes } from "./datasheets";
import { signIn, uncachedRenders } from "./renders";
import { importRedirects } from "./staff-work";
import { luaUnique, wrk } from "./wrk";

/** Uncached renders of the article before the load rows, as many as the whole bench makes. */
const RENDERS = 900;
/** Redirect rules imported after the load rows, as the whole bench does. */
const REDIRECT_RULES = 10_000;
/** Rows of the cached home with brotli after the load, as many as the whole bench's pairs after it. */
const PAIRS_AFTER_LOAD = 3;
const BROTLI = ["Accept-Encoding: gzip, deflate, br"];

/** Seconds of quiet after the load at which the memory is read. */
const QUIET_MARKS_S = [10, 20, 30];

export interface QuietMemory {
  /** Server's RSS at each mark (seconds of quiet → MB). */
  serverMb: Record<string, number>;
  /** The child processes' RSS at each mark (image and PDF processes; 0 when they have ended). */
  imageProcessMb: Record<string, number>;
}

/** Reads the server's memory at each mark of quiet, counted from `since` (the load's end): nothing is asked of it meanwhile. */
export async function memoryAfterQuiet(pid: number, started = performance.now()): Promise<QuietMemory> {
  const serverMb: Record<string, number> = {};
  const imageProcessMb: Record<string, number> = {};
  for (const mark of QUIET_MARKS_S) {
    await Bun.sleep(Math.max(0, started + mark * 1000 - performance.now()));
    serverMb[mark] = rssMb(pid);
    imageProcessMb[mark] = childrenRssMb(pid);
  }
  return { serverMb, imageProcessMb };
}

export const describeQuiet = (quiet: QuietMemory) =>
  QUIET_MARKS_S.map(
    (mark) =>
      `${mark} s ${quiet.serverMb[mark]?.toFixed(0)} MB${quiet.imageProcessMb[mark] ? ` (+ processi figli ${quiet.imageProcessMb[mark]?.toFixed(0)})` : ""}`,
  ).join(", ");

/** The load the whole bench puts on the server (its wrk rows), in the same order: pages cached and not, new addresses, the API. */
async function loadRows(pid: number, article: string, scratch: string) {
  return [
    await wrk("home, brotli", `${base}/`, pid, undefined, false, BROTLI),
    await wrk("home", `${base}/`, pid),
    await wrk("articolo", `${base}${article}`, pid),
    await wrk("articolo, gclid unico", `${base}${article}`, pid, luaUnique(`${article}?gclid=`, scratch)),
    await wrk("404, percorso nuovo", `${base}/`, pid, luaUnique("/pagina-inesistente-", scratch), true),
    await wrk("/api/blog?published=true", `${base}/api/blog?published=true`, pid),
    await wrk("galleria (API)", `${base}/api/galleries/aeroporti`, pid),
  ];
}

/** `--only memory`: a fresh server, its demo gallery, renders and datasheets, the load rows and the redirects, then the quiet after them. */
export async function memoryOnly(dataDir: string) {
  const server = spawn([binary, "--port", String(PORT), "--host", "127.0.0.1", "--data", dataDir], {
    stdout: "ignore",
    stderr: "inherit",
  });
  const scratch = mkdtempSync(join(tmpdir(), "parksite-bench-memory-"));
  try {
    await waitFor(`${base}/healthz`);
    await untilDemoGalleryDrawn(base, server.pid);
    const afterStartMb = rssMb(server.pid);
    const posts = (await (await fetch(`${base}/api/blog?published=true`)).json()) as { slug: string }[];
    const article = `/blog/${posts[0]?.slug}`;
    const cookie = await signIn();
    await uncachedRenders(article, cookie, RENDERS, 0);
    await datasheetTimes(cookie, server.pid);
    const rows = await loadRows(server.pid, article, scratch);
    await importRedirects(cookie, REDIRECT_RULES);
    rows.push(await wrk("home, con 10.000 reindirizzamenti", `${base}/`, server.pid));
    // The whole bench's last rows on its server: a hashed asset, then the cached home with brotli in its pairs after the load.
    const home = await (await fetch(`${base}/`)).text();
    const asset = /<script type="module" src="([^"]+)"/.exec(home)?.[1] ?? "/favicon.svg";
    rows.push(await wrk("risorsa con hash", `${base}${asset}`, server.pid));
    for (let pair = 0; pair < PAIRS_AFTER_LOAD; pair++)
      rows.push(await wrk("home, brotli, dopo il carico", `${base}/`, server.pid, undefined, false, BROTLI));
    const peakDuringLoadMb = Math.max(...rows.map((row) => row.rssPeakMb));
    const quiet = await memoryAfterQuiet(server.pid);
    console.log(
      `memoria dopo il carico (${RENDERS} render dell'articolo, schede PDF, righe wrk, ${REDIRECT_RULES.toLocaleString("it-IT")} reindirizzamenti, risorsa con hash e home brotli; load average ${loadavg()[0]?.toFixed(2)}): dopo l'avvio e la galleria ${afterStartMb.toFixed(0)} MB; picco sotto carico ${peakDuringLoadMb.toFixed(0)} MB; in quiete ${describeQuiet(quiet)}`,
    );
    const out = join(root, "bench-results.json");
    const kept = existsSync(out) ? (JSON.parse(readFileSync(out, "utf8")) as Record<string, unknown>) : {};
    const memoryAfterQuietResult = {
      date: new Date().toISOString(),
      loadavg: loadavg(),
      afterStartMb,
      peakDuringLoadMb,
      ...quiet,
    };
    writeFileSync(out, `${JSON.stringify({ ...kept, memoryAfterQuiet: memoryAfterQuietResult }, null, 2)}\n`);
  } finally {
    server.kill("SIGTERM");
    await server.exited;
    rmSync(scratch, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
