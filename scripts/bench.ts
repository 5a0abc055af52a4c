/**
 * `npm run bench`: figures of the built executable (run `npm run build` first).
 *   size of dist/parksite; time from exec to the first 200 (fresh and existing data folder);
 *   idle memory; bytes a phone downloads for the home page (HTML, JS, CSS, gzip and brotli);
 *   requests per second for a cached page and for /api/settings.
 * Prints figures; asserts nothing (timings depend on the machine).
 */
import { spawn, type Subprocess } from "bun";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dir, "..");
const binary = join(root, "dist/parksite");
const PORT = 4390;
const base = `http://127.0.0.1:${PORT}`;

async function startServer(dataDir: string): Promise<{ proc: Subprocess; ms: number }> {
  const started = performance.now();
  const proc = spawn([binary, "--port", String(PORT), "--host", "127.0.0.1", "--data", dataDir], {
    stdout: "ignore",
    stderr: "ignore",
  });
  for (;;) {
    try {
      const res = await fetch(`${base}/`);
      if (res.status === 200) {
        await res.arrayBuffer();
        return { proc, ms: performance.now() - started };
      }
    } catch {
      // not listening yet
    }
    await Bun.sleep(2);
  }
}

async function stop(proc: Subprocess) {
  proc.kill("SIGTERM");
  await proc.exited;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function rssKb(pid: number): number {
  const status = require("node:fs").readFileSync(`/proc/${pid}/status`, "utf8") as string;
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function transferSize(path: string, encoding: string): Promise<number> {
  const res = await fetch(`${base}${path}`, { headers: { "accept-encoding": encoding }, decompress: false } as RequestInit);
  return (await res.arrayBuffer()).byteLength;
}

async function throughput(path: string, seconds = 3, concurrency = 16): Promise<number> {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const res = await fetch(`${base}${path}`, { headers: { "accept-encoding": "br" } });
        await res.arrayBuffer();
        done++;
      }
    }),
  );
  return done / seconds;
}

console.log(`dist/parksite: ${(statSync(binary).size / 1024 / 1024).toFixed(1)} MB`);

const fresh: number[] = [];
const warm: number[] = [];
let dataDir = "";
for (let i = 0; i < 5; i++) {
  dataDir = mkdtempSync(join(tmpdir(), "parksite-bench-"));
  const first = await startServer(dataDir);
  fresh.push(first.ms);
  await stop(first.proc);
  const again = await startServer(dataDir);
  warm.push(again.ms);
  await stop(again.proc);
  if (i < 4) rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `exec -> prima risposta 200 di "/": ${median(fresh).toFixed(0)} ms (cartella dati nuova), ${median(warm).toFixed(0)} ms (esistente), mediana di 5`,
);

const { proc } = await startServer(dataDir);
await Bun.sleep(1500);
console.log(`memoria a riposo (RSS) dopo la prima pagina: ${(rssKb(proc.pid) / 1024).toFixed(1)} MB`);

const html = await (await fetch(`${base}/`)).text();
const scripts = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].flatMap((m) =>
  m[1] ? [m[1]] : [],
);
const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
// Chunks imported by the entry that modulepreload does not list are fetched too: follow static imports.
const seen = new Set<string>(scripts);
const queue = [...scripts];
for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
  const code = await (await fetch(`${base}${path}`)).text();
  for (const m of code.matchAll(/from"\.\/(chunk-[\w-]+\.js)"|import"\.\/(chunk-[\w-]+\.js)"/g)) {
    const next = `/assets/${m[1] ?? m[2]}`;
    if (!seen.has(next)) {
      seen.add(next);
      queue.push(next);
    }
  }
}
let jsGzip = 0;
let jsBr = 0;
for (const path of seen) {
  jsGzip += await transferSize(path, "gzip");
  jsBr += await transferSize(path, "br");
}
let cssGzip = 0;
let cssBr = 0;
for (const path of styles) {
  cssGzip += await transferSize(path, "gzip");
  cssBr += await transferSize(path, "br");
}
console.log(`"/" scarica: HTML ${kb(await transferSize("/", "gzip"))} gzip / ${kb(await transferSize("/", "br"))} br`);
console.log(`  JS (${seen.size} file): ${kb(jsGzip)} gzip, ${kb(jsBr)} br`);
console.log(`  CSS: ${kb(cssGzip)} gzip, ${kb(cssBr)} br`);

await throughput("/", 1);
console.log(`richieste/s, pagina in cache "/": ${(await throughput("/")).toFixed(0)}`);
console.log(`richieste/s, /api/settings: ${(await throughput("/api/settings")).toFixed(0)}`);
console.log(`memoria dopo il carico (RSS): ${(rssKb(proc.pid) / 1024).toFixed(1)} MB`);
await stop(proc);
rmSync(dataDir, { recursive: true, force: true });
