/**
 * /referenze among 1,000 published references (part of `npm run bench`, or alone: `npm run bench -- --references-only`):
 * a copy of a data folder gets them written straight into its database, the server starts on it, and the list is
 * rendered uncached (the page cache emptied through the staff API before each), unfiltered and filtered by a
 * sector, as the server reports it (Server-Timing). The map's share of the page is printed compressed with brotli.
 */
import { Database } from "bun:sqlite";
import { spawn } from "bun";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { childrenOf, percentile, waitFor } from "./measure";
import { clearCaches, signIn } from "./renders";

export const REFERENCES = 1_000;
const WARM_UP = Number(process.env.BENCH_REFERENCES_WARM_UP ?? 100);
const TIMED = Number(process.env.BENCH_REFERENCES_RENDERS ?? 200);
const SECTORS = ["aeroporti", "ospedali", "centri-commerciali", "municipalizzate", "hotel-resort", "fiere-eventi"];
/** Comuni across Italy (ISTAT code, region, latitude, longitude), so the markers spread and group as on a real site. */
const PLACES: [string, string, number, number][] = [
  ["015146", "Lombardia", 45.464, 9.19],
  ["058091", "Lazio", 41.892, 12.511],
  ["063049", "Campania", 40.852, 14.268],
  ["001272", "Piemonte", 45.07, 7.687],
  ["087015", "Sicilia", 37.492, 15.07],
  ["072006", "Puglia", 41.121, 16.87],
  ["037006", "Emilia-Romagna", 44.494, 11.339],
  ["048017", "Toscana", 43.779, 11.246],
  ["092009", "Sardegna", 39.231, 9.119],
  ["027042", "Veneto", 45.437, 12.333],
];

export interface ReferencesRow {
  references: number;
  renders: number;
  serverP50Ms: number;
  serverP99Ms: number;
  filteredServerP50Ms: number;
  /** The map (outline and markers) as sent, compressed with brotli. */
  mapBrotliBytes: number;
  pageBrotliBytes: number;
}

function seed(dbPath: string): void {
  const sqlite = new Database(dbPath);
  const insert = sqlite.query(
    `INSERT INTO reference_projects (title, slug, client, client_public, sector, comune_code, region, lat, lng, year, spaces, figures, products,
       challenge, solution, result, status, published_at, display_order, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'published', ?, ?, ?, ?)`,
  );
  const at = new Date().toISOString();
  sqlite.transaction(() => {
    for (let i = 0; i < REFERENCES; i++) {
      const [code, region, lat, lng] = PLACES[i % PLACES.length] ?? ["015146", "Lombardia", 45.464, 9.19];
      // Spread around the comune by up to a few tenths of a degree: close ones group, far ones stand apart.
      const dLat = ((i * 37) % 60) / 100 - 0.3;
      const dLng = ((i * 53) % 60) / 100 - 0.3;
      insert.run(
        `Parcheggio ${i + 1}`,
        `referenza-${i + 1}`,
        `Cliente ${i + 1}`,
        i % 3 === 0 ? 0 : 1,
        SECTORS[i % SECTORS.length] ?? "ospedali",
        code,
        region,
        lat + dLat,
        lng + dLng,
        2010 + (i % 15),
        100 + ((i * 97) % 3000),
        JSON.stringify([
          { label: "Posti auto", value: String(100 + ((i * 97) % 3000)) },
          { label: "Casse", value: String(1 + (i % 8)) },
        ]),
        JSON.stringify(i % 2 === 0 ? ["web2park", "pay2park"] : ["veropark"]),
        "Code all'ingresso.",
        "Lettura targhe e casse automatiche.",
        "Nessuna coda.",
        at,
        i,
        at,
        at,
      );
    }
  })();
  sqlite.close();
}

async function timed(base: string, path: string, cookie: string, count: number): Promise<{ server: number[]; html: string }> {
  const server: number[] = [];
  let html = "";
  for (let i = 0; i < count; i++) {
    await clearCaches(cookie, base);
    const res = await fetch(`${base}${path}`);
    html = await res.text();
    const ms = Number(/render;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1]);
    if (res.status !== 200 || !Number.isFinite(ms)) throw new Error(`${path}: HTTP ${res.status}`);
    server.push(ms);
  }
  server.sort((a, b) => a - b);
  return { server, html };
}

/** A copy of the data folder with REFERENCES published references written into its database; the caller removes it. */
function withReferences(dataDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), "parksite-bench-referenze-"));
  cpSync(dataDir, copy, { recursive: true });
  seed(join(copy, "parksite.db"));
  return copy;
}

/** A server started on a copy of the data folder with REFERENCES references; `stop` ends it and removes the copy. */
interface ServerWithReferences {
  base: string;
  /** The copied data folder the server runs on, and its process. */
  dataDir: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts `binary` on such a copy and answers once a new folder's demo gallery is drawn: at the first start an image
 * process draws it, and ends when idle.
 */
export async function startWithReferences(binary: string, port: number, dataDir: string): Promise<ServerWithReferences> {
  const base = `http://127.0.0.1:${port}`;
  const copy = withReferences(dataDir);
  const server = spawn([binary, "--port", String(port), "--host", "127.0.0.1", "--data", copy], {
    stdout: "ignore",
    stderr: "inherit",
  });
  const stop = async () => {
    server.kill("SIGTERM");
    await server.exited;
    rmSync(copy, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/healthz`);
    for (let i = 0; i < 600 && childrenOf(server.pid).length > 0; i++) await Bun.sleep(100);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir: copy, pid: server.pid, stop };
}

export async function benchReferences(binary: string, port: number, dataDir: string): Promise<ReferencesRow> {
  const { base, stop } = await startWithReferences(binary, port, dataDir);
  try {
    // The search index is built at start too: the renders are timed once it is done.
    await (await fetch(`${base}/api/search?q=parcheggio`)).arrayBuffer();
    const cookie = await signIn(base);
    await timed(base, "/referenze", cookie, WARM_UP);
    const all = await timed(base, "/referenze", cookie, TIMED);
    const filtered = await timed(base, "/referenze?settore=ospedali", cookie, TIMED);
    const map = /<figure[^>]*data-testid="references-map"[\s\S]*?<\/figure>/.exec(all.html)?.[0] ?? "";
    return {
      references: REFERENCES,
      renders: all.server.length,
      serverP50Ms: percentile(all.server, 0.5),
      serverP99Ms: percentile(all.server, 0.99),
      filteredServerP50Ms: percentile(filtered.server, 0.5),
      mapBrotliBytes: brotliCompressSync(map).length,
      pageBrotliBytes: brotliCompressSync(all.html).length,
    };
  } finally {
    await stop();
  }
}

export function describeReferences(row: ReferencesRow): string {
  const f = (n: number) => n.toFixed(2);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return `/referenze non in cache tra ${row.references.toLocaleString("it-IT")} referenze (${row.renders} render): sul server p50 ${f(row.serverP50Ms)} ms, p99 ${f(row.serverP99Ms)} ms; filtrata per settore p50 ${f(row.filteredServerP50Ms)} ms; mappa ${kb(row.mapBrotliBytes)} con brotli (pagina intera ${kb(row.pageBrotliBytes)})`;
}
