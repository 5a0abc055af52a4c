/**
 * The English edition against the Italian (issue: English pages within 5% of their Italian pair):
 * for each pair of pages, the page's weight as a browser gets it (brotli, the kept copy compressed
 * with the better settings, and the HTML before compression) and its uncached render time on the
 * server (Server-Timing `render`, the caches emptied through the staff API before each render; the
 * two pages of a pair rendered in turn, each round started by the other one), the median of each.
 * A row is within the bar when the English page weighs and takes at most 5% more than the Italian.
 */
import { spawn } from "bun";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { base, binary, PORT, root } from "./config";
import { median, untilDemoGalleryDrawn, waitFor } from "./measure";
import { clearCaches, signIn } from "./renders";

/** Italian page, its English translation. */
const EDITION_PAIRS: readonly { name: string; it: string; en: string }[] = [
  { name: "home", it: "/", en: "/en" },
  { name: "prodotto", it: "/prodotti/automazione-parcheggi", en: "/en/products/parking-automation" },
  { name: "contatti", it: "/contatti", en: "/en/contact" },
];

/** How much more an English page may weigh, or take to render, than its Italian pair. */
const EDITION_BAR = 1.05;
const WARM_UP = Number(process.env.BENCH_EDITION_WARM_UP ?? 30);
const RENDERS = Number(process.env.BENCH_EDITION_RENDERS ?? 60);

interface PageWeight {
  /** The page as sent with brotli, the kept copy. */
  brotliBytes: number;
  /** The HTML before compression. */
  htmlBytes: number;
}

export interface EditionRow {
  name: string;
  it: string;
  en: string;
  weight: { it: PageWeight; en: PageWeight };
  /** Median uncached render on the server, ms. */
  renderMs: { it: number; en: number };
  /** English / Italian. */
  brotliRatio: number;
  htmlRatio: number;
  renderRatio: number;
}

async function bytesOf(path: string, encoding: string): Promise<number> {
  const res = await fetch(`${base}${path}`, { headers: { "accept-encoding": encoding }, decompress: false });
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
  return body.byteLength;
}

/** A page's weight once kept: asked for twice, so that its brotli copy is made again with the better settings. */
async function weightOf(path: string): Promise<PageWeight> {
  await bytesOf(path, "br");
  await bytesOf(path, "br");
  await Bun.sleep(300);
  return { brotliBytes: await bytesOf(path, "br"), htmlBytes: await bytesOf(path, "identity") };
}

async function renderMs(path: string, cookie: string): Promise<number> {
  await clearCaches(cookie);
  const res = await fetch(`${base}${path}`, { headers: { "accept-encoding": "br" } });
  await res.arrayBuffer();
  const ms = Number(/render;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1]);
  if (res.status !== 200 || !Number.isFinite(ms)) throw new Error(`${path}: HTTP ${res.status}, non renderizzata`);
  return ms;
}

/** The pairs' rows, on the server at `base`, `cookie` a staff session that may empty the caches. */
export async function editionPairs(cookie: string): Promise<EditionRow[]> {
  const rows: EditionRow[] = [];
  for (const pair of EDITION_PAIRS) {
    const times = { it: [] as number[], en: [] as number[] };
    for (let i = 0; i < WARM_UP + RENDERS; i++) {
      const order = i % 2 === 0 ? (["it", "en"] as const) : (["en", "it"] as const);
      for (const side of order) {
        const ms = await renderMs(pair[side], cookie);
        if (i >= WARM_UP) times[side].push(ms);
      }
    }
    const weight = { it: await weightOf(pair.it), en: await weightOf(pair.en) };
    const render = { it: median(times.it), en: median(times.en) };
    rows.push({
      ...pair,
      weight,
      renderMs: render,
      brotliRatio: weight.en.brotliBytes / weight.it.brotliBytes,
      htmlRatio: weight.en.htmlBytes / weight.it.htmlBytes,
      renderRatio: render.it > 0 ? render.en / render.it : 0,
    });
  }
  return rows;
}

const within = (ratio: number) => (ratio <= EDITION_BAR ? "sì" : "NO");

/** The rows as a table: weights, render times, the ratios and whether each is within the bar. */
export function editionTable(rows: EditionRow[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const f = (n: number) => n.toFixed(2);
  return [
    `edizione inglese / italiana (soglia ${EDITION_BAR.toFixed(2)}×; peso con brotli come inviato e HTML prima della compressione; render non in cache sul server, mediana di ${RENDERS} render per pagina, in turni alterni)`,
    "| coppia | IT → EN | brotli KB IT / EN | rapporto | HTML KB IT / EN | rapporto | render ms IT / EN | rapporto | entro la soglia |",
    "|---|---|---:|---:|---:|---:|---:|---:|---|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.it} → ${r.en} | ${kb(r.weight.it.brotliBytes)} / ${kb(r.weight.en.brotliBytes)} | ${f(r.brotliRatio)}× | ${kb(r.weight.it.htmlBytes)} / ${kb(r.weight.en.htmlBytes)} | ${f(r.htmlRatio)}× | ${f(r.renderMs.it)} / ${f(r.renderMs.en)} | ${f(r.renderRatio)}× | ${within(Math.max(r.brotliRatio, r.renderRatio))} |`,
    ),
  ].join("\n");
}

/** `--only edition`: the pairs alone, on a server of their own over `dataDir` (removed after), printed and written into bench-results.json. */
export async function editionOnly(dataDir: string): Promise<void> {
  const server = spawn([binary, "--port", String(PORT), "--host", "127.0.0.1", "--data", dataDir], {
    stdout: "ignore",
    stderr: "inherit",
  });
  try {
    await waitFor(`${base}/healthz`);
    await untilDemoGalleryDrawn(base, server.pid);
    const rows = await editionPairs(await signIn());
    console.log(editionTable(rows));
    const out = join(root, "bench-results.json");
    const kept = existsSync(out) ? (JSON.parse(readFileSync(out, "utf8")) as Record<string, unknown>) : {};
    const edition = { date: new Date().toISOString(), loadavg: loadavg(), rows };
    writeFileSync(out, `${JSON.stringify({ ...kept, edition }, null, 2)}\n`);
  } finally {
    server.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
