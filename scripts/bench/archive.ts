/**
 * An uncached article among many (part of `npm run bench`, or alone: `npm run bench -- --archive-only`):
 * for 5,000 and for 50,000 published articles, a copy of a data folder with its staff account gets
 * them written straight into its database in one transaction, the server starts on it (and builds its
 * search index), then articles never asked for before are opened one after the other: each is a page
 * the cache does not hold, rendered with its related articles chosen among all the others, as when a
 * search engine walks the archive. The first ones warm the server's code; the next are timed, as
 * the server reports them (Server-Timing: render and compression) and as the client sees them.
 */
import { Database } from "bun:sqlite";
import { spawn } from "bun";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { childrenOf, cpuMicros, percentile, waitFor } from "./measure";

const ARCHIVE_SIZES = [5_000, 50_000];
/** Articles opened to warm the server's code, then those timed: each once, each a different one. */
const WARM_UP = Number(process.env.BENCH_ARCHIVE_WARM_UP ?? 300);
const TIMED = Number(process.env.BENCH_ARCHIVE_RENDERS ?? 200);
/** How staff tag: two or three of the trade's tags an article, so articles share some of them, rarely all. */
const TAGS = ["aeroporti", "ospedali", "lettura targhe", "casse automatiche", "fotovoltaico", "fiere", "hotel", "camion"];

export interface ArchiveRow {
  articles: number;
  /** Time to write the articles into the data folder. */
  seedMs: number;
  renders: number;
  serverP50Ms: number;
  serverP99Ms: number;
  p50Ms: number;
  p99Ms: number;
  /** The server's processor time per timed render (all its threads): steadier than the clock on a shared machine. */
  cpuMsPerRender: number;
}

/** An article of the usual length (about 2,500 characters: headings, paragraphs, a list). */
function articleText(n: number): string {
  const paragraph = (k: number) =>
    `Nel parcheggio ${n} le barriere si aprono alla lettura della targa, le casse automatiche accettano carte e contanti e il pannello all'ingresso indica i posti liberi per piano (${k}). Il gestore segue incassi, abbonamenti e allarmi da remoto, anche dal telefono, e riceve un rapporto ogni mattina.`;
  return [
    "## Il progetto",
    paragraph(1),
    paragraph(2),
    "## Che cosa cambia",
    "- nessun biglietto da conservare\n- abbonati riconosciuti dalla targa\n- pagamento anche all'uscita",
    paragraph(3),
    paragraph(4),
    "## I numeri",
    paragraph(5),
    paragraph(6),
  ].join("\n\n");
}

/** Writes `count` published articles (the ones the bench opens at full length, the others short) in one transaction. */
function seedArchive(dbPath: string, count: number, opened: number): void {
  const sqlite = new Database(dbPath);
  const insert = sqlite.query(
    `INSERT INTO posts (title, slug, excerpt, content, tags, published, status, published_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 1, 'published', ?, ?, ?)`,
  );
  const start = Date.parse("2012-01-01T08:00:00Z");
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(start + i * 2 * 3_600_000).toISOString();
      const tags = [
        TAGS[i % TAGS.length],
        TAGS[(i * 3 + 1) % TAGS.length],
        ...(i % 3 === 0 ? [TAGS[(i * 5 + 2) % TAGS.length]] : []),
      ];
      const text = i < opened ? articleText(i) : `Notizia ${i + 1} dal cantiere.`;
      insert.run(
        `Parcheggio ${i + 1}: impianto e gestione`,
        `archivio-${i + 1}`,
        "Un impianto di parcheggio.",
        text,
        [...new Set(tags)].join(", "),
        at,
        at,
        at,
      );
    }
  })();
  sqlite.close();
}

async function renderTimes(base: string, slugs: string[]): Promise<{ server: number[]; client: number[] }> {
  const server: number[] = [];
  const client: number[] = [];
  for (const slug of slugs) {
    const started = performance.now();
    const res = await fetch(`${base}/blog/${slug}`, { headers: { "accept-encoding": "br" } });
    await res.arrayBuffer();
    client.push(performance.now() - started);
    const ms = Number(/render;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1]);
    if (res.status !== 200 || !Number.isFinite(ms))
      throw new Error(`/blog/${slug}: HTTP ${res.status} (Server-Timing: ${res.headers.get("server-timing")})`);
    server.push(ms);
  }
  return { server, client };
}

/** Runs the rows on copies of `dataDir` (a data folder with its staff account, not yet started), one size after the other. */
export async function benchArchive(binary: string, port: number, dataDir: string): Promise<ArchiveRow[]> {
  const base = `http://127.0.0.1:${port}`;
  const rows: ArchiveRow[] = [];
  for (const articles of ARCHIVE_SIZES) {
    const copy = mkdtempSync(join(tmpdir(), "parksite-bench-archivio-"));
    cpSync(dataDir, copy, { recursive: true });
    const seeded = performance.now();
    const opened = Math.min(articles, WARM_UP + TIMED);
    seedArchive(join(copy, "parksite.db"), articles, opened);
    const seedMs = performance.now() - seeded;
    const server = spawn([binary, "--port", String(port), "--host", "127.0.0.1", "--data", copy], {
      stdout: "ignore",
      stderr: "inherit",
    });
    try {
      await waitFor(`${base}/healthz`);
      // The search index is built from the articles at start: the renders are timed once it is ready.
      const search = await fetch(`${base}/api/search?q=parcheggio`);
      await search.arrayBuffer();
      if (!search.ok) throw new Error(`ricerca: HTTP ${search.status}`);
      // A new folder's demo gallery is drawn at the first start, by an image process that ends when idle.
      for (let i = 0; i < 600 && childrenOf(server.pid).length > 0; i++) await Bun.sleep(100);
      // Spread over the archive, newest to oldest, each asked once.
      const slugs = Array.from({ length: opened }, (_, k) => `archivio-${k + 1}`).reverse();
      await renderTimes(base, slugs.slice(0, WARM_UP));
      const cpuBefore = cpuMicros(server.pid);
      const { server: serverMs, client } = await renderTimes(base, slugs.slice(WARM_UP, WARM_UP + TIMED));
      const cpuMsPerRender = (cpuMicros(server.pid) - cpuBefore) / 1000 / Math.max(1, serverMs.length);
      serverMs.sort((a, b) => a - b);
      client.sort((a, b) => a - b);
      rows.push({
        articles,
        seedMs,
        renders: serverMs.length,
        serverP50Ms: percentile(serverMs, 0.5),
        serverP99Ms: percentile(serverMs, 0.99),
        p50Ms: percentile(client, 0.5),
        p99Ms: percentile(client, 0.99),
        cpuMsPerRender,
      });
    } finally {
      server.kill("SIGTERM");
      await server.exited;
      rmSync(copy, { recursive: true, force: true });
    }
  }
  return rows;
}

export function describeArchive(row: ArchiveRow): string {
  const f = (n: number) => n.toFixed(2);
  return `articolo non in cache tra ${row.articles.toLocaleString("it-IT")} articoli (${row.renders} articoli mai aperti prima, uno dopo l'altro; scritti in ${(row.seedMs / 1000).toFixed(1)} s): sul server (Server-Timing, render e compressione) p50 ${f(row.serverP50Ms)} ms, p99 ${f(row.serverP99Ms)} ms; richiesta completa p50 ${f(row.p50Ms)} ms, p99 ${f(row.p99Ms)} ms; tempo di processore del server ${f(row.cpuMsPerRender)} ms a render`;
}
