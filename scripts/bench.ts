/**
 * `npm run bench`: throughput and memory of the built executable (built first when missing).
 *   A temporary data folder with the demo content and one staff account; the demo gallery drawn
 *   and its image process ended; 50 page views (idle memory); then, with wrk (-t2 -c50,
 *   uncompressed, 5 s a row): /, an article, the article with a unique gclid per request, a new
 *   404 path per request, /api/blog?published=true, a gallery read, a hashed asset and a static
 *   file of the home's size served by a bare Bun.serve (the ceiling of this machine), and the
 *   home again once 10,000 redirect rules are imported (the ratio to the first is printed); then
 *   20 photo uploads. Last, on a data folder of its own, the admin lists with 5,000 articles, 2,000
 *   pictures and 10,000 redirects (scripts/bench-lists.ts).
 *   file of the home's size served by a bare Bun.serve (the ceiling of this machine); then 20
 *   photo uploads; then the site search on another data folder with 5,000 articles more
 *   (scripts/bench-search.ts): index ready at start-up, time on the server, a wrk row.
 * Also times uncached renders of the article (the page cache emptied before each, through the
 * staff API): the first ones from start (the JIT cold), then, after warm-up renders, back to back
 * and after a pause, as the server reports them (Server-Timing) and as the client sees them.
 * Last, start-up: the server stopped and launched STARTUP_RUNS times on the same (existing) data
 * folder, timed from launch to its first 200 on /healthz, and to the home page after it
 * (`--startup-only`: that alone, on a data folder the server has just created).
 * Prints one table (req/s, p50, p99, errors, RSS before/after, ratio to the static file; the cached home as a
 * browser asks for it, with brotli, against a bare Bun.serve of the same brotli bytes), the
 * render times, the memory at each step (own vs mapped-file pages) and the start-up, and writes
 * bench-results.json. BENCH_PORT (and the next one) sets the ports. Asserts nothing: timings
 * depend on the machine and its load.
 */
import { spawn, spawnSync, type Subprocess } from "bun";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { benchAdminLists, listTable } from "./bench-lists";
import { benchSearch, SEARCH_ARTICLES } from "./bench-search";

const root = join(import.meta.dir, "..");
const binaryFlag = process.argv.indexOf("--binary");
/** `--binary PATH` benches another executable (to compare two builds back to back). */
const binary = binaryFlag > 0 ? (process.argv[binaryFlag + 1] ?? "") : join(root, "dist/parksite");
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const STATIC_PORT = PORT + 1;
const base = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Uncached renders of the article timed one by one (the page cache emptied before each). */
const UNCACHED_RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
/** Renders before those (the first COLD_RENDERS of them reported apart). */
const RENDER_WARM_UP = Number(process.env.BENCH_RENDER_WARM_UP ?? 500);
/** How many of the first renders (the JIT still cold) are reported on their own. */
const COLD_RENDERS = 100;
const STAFF = { email: "bench@example.com", password: "lanterna-cortile-ottobre-1987" };
/** Launches of the executable on the bench's data folder, timed to the first answer. */
const STARTUP_RUNS = 3;

const statusMb = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const rssMb = (pid: number) => statusMb(pid, "VmRSS");
/** Resident memory split: the process's own (anonymous) and pages of files it maps (the executable, mostly). */
const rssSplit = (pid: number) => ({ rssMb: rssMb(pid), anonMb: statusMb(pid, "RssAnon"), fileMb: statusMb(pid, "RssFile") });

/** The server's child processes (the image process while it works, ending when idle). */
const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const childrenRssMb = (pid: number) =>
  childrenOf(pid).reduce((sum, child) => {
    try {
      return sum + rssMb(child);
    } catch {
      return sum;
    }
  }, 0);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function signIn(): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(STAFF),
  });
  if (login.status !== 200) throw new Error(`accesso non riuscito: HTTP ${login.status}`);
  return (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

interface RenderTimes {
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
async function uncachedRenders(path: string, cookie: string, count: number, pauseMs: number): Promise<RenderTimes> {
  const times: number[] = [];
  const serverTimes: number[] = [];
  for (let i = 0; i < count; i++) {
    const cleared = await fetch(`${base}/api/cache/invalidate`, {
      method: "POST",
      headers: { cookie, origin: base, "content-type": "application/json" },
      body: JSON.stringify({ type: "all" }),
    });
    await cleared.arrayBuffer();
    if (cleared.status !== 200) throw new Error(`svuotamento della cache: HTTP ${cleared.status}`);
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

async function waitFor(url: string) {
  for (let i = 0; i < 500; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await Bun.sleep(20);
  }
  throw new Error(`${url} non risponde`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Launches the executable on an existing data folder: milliseconds from launch to the first 200 on
 * /healthz (polled every 2 ms), and to the home page requested right after it.
 */
async function startupTimes(dataDir: string, runs: number): Promise<{ healthMs: number[]; homeMs: number[] }> {
  const healthMs: number[] = [];
  const homeMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const launched = performance.now();
    const child = spawn([binary, "--port", String(PORT), "--host", "127.0.0.1", "--data", dataDir, "--log-level", "warn"], {
      stdout: "ignore",
      stderr: "inherit",
    });
    try {
      for (;;) {
        try {
          if ((await fetch(`${base}/healthz`)).status === 200) break;
        } catch {
          // not listening yet
        }
        if (performance.now() - launched > 30_000) throw new Error("il server non risponde entro 30 s");
        await Bun.sleep(2);
      }
      healthMs.push(performance.now() - launched);
      await (await fetch(`${base}/`)).arrayBuffer();
      homeMs.push(performance.now() - launched);
    } finally {
      child.kill("SIGTERM");
      await child.exited;
    }
    await Bun.sleep(500);
  }
  return { healthMs, homeMs };
}

/** Start-up alone: the folder created by a first launch (demo gallery drawn), then timed launches. */
async function startupOnly(dataDir: string) {
  try {
    const first = spawn([binary, "--port", String(PORT), "--host", "127.0.0.1", "--data", dataDir], {
      stdout: "ignore",
      stderr: "inherit",
    });
    await waitFor(`${base}/healthz`);
    for (let i = 0; i < 300 && childrenOf(first.pid).length > 0; i++) await Bun.sleep(100);
    first.kill("SIGTERM");
    await first.exited;
    const { healthMs, homeMs } = await startupTimes(dataDir, STARTUP_RUNS);
    const times = (values: number[]) => values.map((v) => v.toFixed(0)).join(", ");
    console.log(
      `avvio (${STARTUP_RUNS} volte, load average ${loadavg()[0]?.toFixed(2)}): /healthz mediana ${median(healthMs).toFixed(0)} ms (${times(healthMs)}); home page mediana ${median(homeMs).toFixed(0)} ms (${times(homeMs)})`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Row {
  name: string;
  path: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  rssPeakMb: number;
  ratioToStatic?: number;
}

const toMs = (value: string) => {
  const m = /([\d.]+)(us|ms|s)/.exec(value);
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === "us" ? n / 1000 : m[2] === "s" ? n * 1000 : n;
};

/** Lua for wrk: each request a different path suffix (a unique gclid, a new 404 path). */
function luaUnique(prefix: string, dir: string): string {
  const file = join(dir, `${prefix.replace(/\W/g, "_")}.lua`);
  writeFileSync(
    file,
    `local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format("GET", "${prefix}" .. n .. "-" .. math.random(1e9))\nend\n`,
  );
  return file;
}

async function wrk(
  name: string,
  url: string,
  pid: number | null,
  script?: string,
  expect404 = false,
  headers: string[] = [],
): Promise<Row> {
  const before = pid ? rssMb(pid) : 0;
  let peak = before;
  const sampler = pid
    ? setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 100)
    : null;
  const args = [
    "wrk",
    "-t2",
    "-c50",
    `-d${SECONDS}s`,
    "--latency",
    ...headers.flatMap((header) => ["-H", header]),
    ...(script ? ["-s", script] : []),
    url,
  ];
  const proc = spawn(args, { stdout: "pipe", stderr: "pipe" });
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  if (sampler) clearInterval(sampler);
  const after = pid ? rssMb(pid) : 0;
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const errors = (socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0) + (expect404 ? total - non2xx : non2xx);
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    reqPerSec: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50Ms: toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ""),
    p99Ms: toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ""),
    errors,
    rssBeforeMb: before,
    rssAfterMb: after,
    rssPeakMb: Math.max(peak, after),
  };
}

/** A 3000x2000 JPEG with detail at every scale, made with sharp from the dev dependencies. */
async function photo(seed: number): Promise<Uint8Array> {
  const sharp = (await import("sharp")).default;
  const data = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: `hsl(${seed % 360},40%,50%)`,
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return new Uint8Array(data);
}

/** Imports `count` redirect rules through the staff API, as a CSV of an old site. */
async function importRedirects(cookie: string, count: number): Promise<{ rules: number; ms: number }> {
  const lines = ["old,new,code"];
  for (let i = 0; i < count; i++) {
    lines.push(i % 100 === 0 ? `/archivio-${i}/*,/blog/*,301` : `/vecchio-sito/pagina-${i}.html,/servizi,301`);
  }
  const form = new FormData();
  form.set("file", new Blob([lines.join("\n")], { type: "text/csv" }), "vecchio-sito.csv");
  const started = performance.now();
  const res = await fetch(`${base}/api/redirects/import`, { method: "POST", headers: { cookie, origin: base }, body: form });
  const report = (await res.json()) as { created: number; errors: unknown[] };
  if (res.status !== 200 || report.errors.length > 0) throw new Error(`import dei reindirizzamenti: HTTP ${res.status}`);
  return { rules: report.created, ms: performance.now() - started };
}

async function main() {
  if (!existsSync(binary))
    spawnSync([process.execPath, join(root, "scripts/build.ts")], { stdout: "inherit", stderr: "inherit" });
  const dataDir = mkdtempSync(join(tmpdir(), "parksite-bench-"));
  const made = spawnSync([binary, "admin", "create", "--data", dataDir, "--email", STAFF.email, "--password", STAFF.password]);
  if (made.exitCode !== 0) throw new Error(`admin create non riuscito: ${made.stderr.toString()}`);
  if (process.argv.includes("--startup-only")) return startupOnly(dataDir);
  const server = spawn([binary, "--port", String(PORT), "--host", "127.0.0.1", "--data", dataDir], {
    stdout: "ignore",
    stderr: "inherit",
  });
  let staticServer: Subprocess | null = null;
  try {
    await waitFor(`${base}/healthz`);
    const atStart = rssSplit(server.pid);
    // The demo gallery is drawn in the background on a fresh folder: wait for it.
    for (let i = 0; i < 300; i++) {
      const all = (await (await fetch(`${base}/api/galleries`)).json()) as Record<string, unknown[]>;
      if (Object.values(all).flat().length > 0) break;
      await Bun.sleep(100);
    }
    // Its image process ends when idle, and start-up is over: the server is idle from here.
    for (let i = 0; i < 300 && childrenOf(server.pid).length > 0; i++) await Bun.sleep(100);
    await Bun.sleep(1000);
    const posts = (await (await fetch(`${base}/api/blog?published=true`)).json()) as { slug: string }[];
    const article = `/blog/${posts[0]?.slug}`;
    const pages = ["/", "/prodotti/automazione-parcheggi", "/applicazioni/aeroporti", "/blog", article, "/contatti"];
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${base}${pages[i % pages.length]}${i % 2 ? `?gclid=vista${i}` : ""}`);
      await res.arrayBuffer();
    }
    await Bun.sleep(1500);
    const idle = rssSplit(server.pid);

    const home = await (await fetch(`${base}/`, { headers: { "accept-encoding": "identity" } })).text();
    const asset = /<script type="module" src="([^"]+)"/.exec(home)?.[1] ?? "/favicon.svg";
    const gallery = "/api/galleries/aeroporti";
    const homeBytes = new TextEncoder().encode(home).byteLength;
    const staticDir = mkdtempSync(join(tmpdir(), "parksite-bench-static-"));
    writeFileSync(join(staticDir, "home.html"), "x".repeat(homeBytes));
    // The home page as a browser gets it (brotli): the same bytes, handed out by a bare Bun.serve, are the ceiling of a cached page.
    const homeBrotli = new Uint8Array(
      await (await fetch(`${base}/`, { headers: { "accept-encoding": "br" }, decompress: false })).arrayBuffer(),
    );
    writeFileSync(join(staticDir, "home.br"), homeBrotli);
    staticServer = spawn(
      [
        process.execPath,
        "-e",
        `const read = async (name) => new Uint8Array(await Bun.file(${JSON.stringify(staticDir)} + "/" + name).arrayBuffer()); const bytes = await read("home.html"); const br = await read("home.br"); Bun.serve({ port: ${STATIC_PORT}, hostname: "127.0.0.1", fetch: (req) => new URL(req.url).pathname === "/br" ? new Response(br, { headers: { "content-type": "text/html; charset=utf-8", "content-encoding": "br" } }) : new Response(bytes, { headers: { "content-type": "text/html" } }) });`,
      ],
      { stdout: "ignore", stderr: "inherit" },
    );
    await waitFor(`http://127.0.0.1:${STATIC_PORT}/`);

    // Warm-up: every page rendered once and its code read once.
    for (const path of [...pages, asset, gallery, "/api/blog?published=true"])
      await (await fetch(`${base}${path}`)).arrayBuffer();
    const rssBeforeLoad = rssMb(server.pid);
    const cookie = await signIn();
    // The code of a render is compiled by the JIT as a server runs: first renders apart, then warmed up.
    const cold = await uncachedRenders(article, cookie, COLD_RENDERS, 0);
    await uncachedRenders(article, cookie, Math.max(0, RENDER_WARM_UP - COLD_RENDERS), 0);
    const renders = [
      await uncachedRenders(article, cookie, UNCACHED_RENDERS, 0),
      await uncachedRenders(article, cookie, UNCACHED_RENDERS, 20),
    ];

    const rows: Row[] = [];
    rows.push(await wrk("home", `${base}/`, server.pid));
    rows.push(await wrk("articolo", `${base}${article}`, server.pid));
    rows.push(await wrk("articolo, gclid unico", `${base}${article}`, server.pid, luaUnique(`${article}?gclid=`, staticDir)));
    rows.push(await wrk("404, percorso nuovo", `${base}/`, server.pid, luaUnique("/pagina-inesistente-", staticDir), true));
    rows.push(await wrk("/api/blog?published=true", `${base}/api/blog?published=true`, server.pid));
    rows.push(await wrk("galleria (API)", `${base}${gallery}`, server.pid));
    rows.push(await wrk("risorsa con hash", `${base}${asset}`, server.pid));
    const ceiling = await wrk(
      `file statico (${(homeBytes / 1024).toFixed(1)} KB, Bun.serve)`,
      `http://127.0.0.1:${STATIC_PORT}/`,
      null,
    );
    rows.push(ceiling);
    // The same cached page with 10,000 redirect rules (9,900 exact, 100 prefixes) checked before it.
    const imported = await importRedirects(cookie, 10_000);
    const withRules = await wrk("home, con 10.000 reindirizzamenti", `${base}/`, server.pid);
    rows.push(withRules);
    for (const row of rows) row.ratioToStatic = ceiling.reqPerSec > 0 ? row.reqPerSec / ceiling.reqPerSec : 0;
    // A browser's request for the cached home (brotli, access log on), against a bare Bun.serve of the same bytes.
    const brotli = ["Accept-Encoding: gzip, deflate, br"];
    const cachedHome = await wrk("home, brotli (come un browser)", `${base}/`, server.pid, undefined, false, brotli);
    const brotliCeiling = await wrk(
      `stessi byte brotli (${(homeBrotli.byteLength / 1024).toFixed(1)} KB, Bun.serve)`,
      `http://127.0.0.1:${STATIC_PORT}/br`,
      null,
      undefined,
      false,
      brotli,
    );
    cachedHome.ratioToStatic = brotliCeiling.reqPerSec > 0 ? cachedHome.reqPerSec / brotliCeiling.reqPerSec : 0;
    brotliCeiling.ratioToStatic = 1;
    rows.push(cachedHome, brotliCeiling);
    await Bun.sleep(2000);
    const rssAfterLoad = rssMb(server.pid);

    // 20 photo uploads, one after the other, as staff would add them.
    // The image process's memory is its own (it ends when idle): sampled apart.
    let peakUploads = rssMb(server.pid);
    let peakImageProcess = 0;
    const sampler = setInterval(() => {
      peakUploads = Math.max(peakUploads, rssMb(server.pid));
      peakImageProcess = Math.max(peakImageProcess, childrenRssMb(server.pid));
    }, 50);
    const uploadTimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const form = new FormData();
      form.set("image", new Blob([(await photo(i * 37)) as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), `foto-${i}.jpg`);
      form.set("section", "aeroporti");
      form.set("name", `Foto di prova ${i + 1}`);
      const started = performance.now();
      const res = await fetch(`${base}/api/upload-to-gallery`, { method: "POST", headers: { cookie, origin: base }, body: form });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`upload ${i + 1}: HTTP ${res.status}`);
      uploadTimes.push(performance.now() - started);
    }
    clearInterval(sampler);
    await Bun.sleep(2000);
    const afterUploads = rssSplit(server.pid);
    uploadTimes.sort((a, b) => a - b);

    const search = await benchSearch({ binary, port: PORT + 2, scratch: staticDir, waitFor, wrk });
    search.row.ratioToStatic = ceiling.reqPerSec > 0 ? search.row.reqPerSec / ceiling.reqPerSec : 0;
    rows.push(search.row);
    // Start-up on the data folder the bench filled (an existing folder, as at an upgrade's restart).
    server.kill("SIGTERM");
    await server.exited;
    const startup = await startupTimes(dataDir, STARTUP_RUNS);

    const f = (n: number, digits = 0) => n.toFixed(digits);
    const table = [
      "| riga | req/s | p50 ms | p99 ms | errori | RSS prima → dopo (picco) MB | rapporto al file statico |",
      "|---|---:|---:|---:|---:|---|---:|",
      ...rows.map(
        (r) =>
          `| ${r.name} | ${f(r.reqPerSec)} | ${f(r.p50Ms, 2)} | ${f(r.p99Ms, 2)} | ${r.errors} | ${r.rssBeforeMb ? `${f(r.rssBeforeMb)} → ${f(r.rssAfterMb)} (${f(r.rssPeakMb)})` : "-"} | ${f(r.ratioToStatic ?? 0, 2)}× |`,
      ),
    ];
    const article1 = rows[1]?.reqPerSec ?? 0;
    const gclid = rows[2]?.reqPerSec ?? 0;
    const rssAfterUploads = afterUploads.rssMb;
    const memory = {
      rssAtStartMb: atStart.rssMb,
      atStart,
      rssIdleAfterGalleryAnd50ViewsMb: idle.rssMb,
      idle,
      rssBeforeLoadMb: rssBeforeLoad,
      rssPeakDuringLoadMb: Math.max(...rows.map((r) => r.rssPeakMb)),
      rssAfterLoadMb: rssAfterLoad,
      rssPeakDuringUploadsMb: peakUploads,
      imageProcessPeakDuringUploadsMb: peakImageProcess,
      rssAfter20UploadsMb: rssAfterUploads,
      afterUploads,
      uploadMedianMs: uploadTimes[10] ?? 0,
    };
    console.log(
      `\nparksite bench (wrk -t2 -c50, ${SECONDS} s a riga, senza compressione), load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    console.log(table.join("\n"));
    const split = (m: { rssMb: number; anonMb: number; fileMb: number }) =>
      `${f(m.rssMb)} MB (propria ${f(m.anonMb)}, file mappati ${f(m.fileMb)})`;
    const homeRate = rows[0]?.reqPerSec ?? 0;
    console.log(
      `\nhome con ${imported.rules} reindirizzamenti (importati in ${f(imported.ms)} ms) / home senza: ${f(homeRate ? withRules.reqPerSec / homeRate : 0, 2)}×`,
    );
    console.log(`articolo con gclid unico / articolo: ${f(article1 ? gclid / article1 : 0, 2)}×`);
    console.log(
      `articolo non in cache, i primi ${COLD_RENDERS} render dall'avvio (JIT ancora freddo): sul server p50 ${f(cold.serverP50Ms, 2)} ms, p99 ${f(cold.serverP99Ms, 2)} ms`,
    );
    for (const render of renders)
      console.log(
        `articolo non in cache (${UNCACHED_RENDERS} render ${render.pauseMs ? `dopo ${render.pauseMs} ms di pausa ciascuno` : "uno dopo l'altro"}, cache svuotata prima di ognuno, dopo ${RENDER_WARM_UP} di riscaldamento): sul server (Server-Timing, render e compressione) p50 ${f(render.serverP50Ms, 2)} ms, p99 ${f(render.serverP99Ms, 2)} ms; richiesta completa p50 ${f(render.p50Ms, 2)} ms, p99 ${f(render.p99Ms, 2)} ms`,
      );
    console.log(
      `memoria (RSS): avvio ${split(atStart)}; galleria dimostrativa + 50 pagine ${split(idle)}; picco sotto carico ${f(memory.rssPeakDuringLoadMb)} MB; dopo il carico ${f(rssAfterLoad)} MB; picco durante 20 upload ${f(peakUploads)} MB (più il processo delle immagini, picco ${f(peakImageProcess)} MB, chiuso quando inattivo); dopo 20 upload ${split(afterUploads)} (upload mediano ${f(memory.uploadMedianMs)} ms)`,
    );
    const s = search.result;
    console.log(
      `ricerca con ${SEARCH_ARTICLES} articoli: indice pronto ${f(s.indexReadyMs / 1000, 1)} s dopo l'avvio; sul server (Server-Timing) p50 ${f(s.repeated.p50Ms, 2)} ms, p99 ${f(s.repeated.p99Ms, 2)} ms; subito dopo una modifica dei contenuti (nessuna risposta in memoria) p50 ${f(s.afterChange.p50Ms, 2)} ms, p99 ${f(s.afterChange.p99Ms, 2)} ms; pagina /cerca completa p50 ${f(s.page.p50Ms, 2)} ms`,
    );
    const times = (values: number[]) => values.map((v) => f(v)).join(", ");
    console.log(
      `avvio su una cartella dati esistente (${STARTUP_RUNS} volte): prima risposta 200 di /healthz mediana ${f(median(startup.healthMs))} ms (${times(startup.healthMs)}); home page subito dopo, mediana ${f(median(startup.homeMs))} ms (${times(startup.homeMs)})`,
    );
    const out = join(root, "bench-results.json");
    writeFileSync(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), loadavg: loadavg(), seconds: SECONDS, rows, memory, uncachedArticle: { cold, warm: renders }, search: search.result, startup }, null, 2)}\n`,
    );
    console.log(`risultati: ${out}`);
    rmSync(staticDir, { recursive: true, force: true });
  } finally {
    staticServer?.kill("SIGTERM");
    server.kill("SIGTERM");
    await server.exited;
    if (staticServer) await staticServer.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
console.log(`\n${listTable(await benchAdminLists(binary, PORT + 2))}`);
