/**
 * The search part of `npm run bench`: a data folder with 5,000 articles more than the demo
 * content, the time the index takes to build at start-up, the time the server spends on a
 * search (Server-Timing) the first time a text is asked after a change and when asked again, and
 * a wrk row over a rotation of queries. The server trusts X-Forwarded-For here so that wrk's
 * requests come from many addresses, each within the per-client allowance.
 */
import { Database } from "bun:sqlite";
import { spawn, spawnSync } from "bun";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedArticles } from "./bench-search-corpus";
import { signIn } from "./bench/renders";

export const SEARCH_ARTICLES = 5000;
const STAFF = { email: "bench-ricerca@example.com", password: "lanterna-cortile-ottobre-1987" };
const QUERIES = [
  "parcheggio",
  "lettura targhe ospedale",
  "pensilina ricarica",
  "veropak",
  "infomobilita",
  "ANPR",
  "barriera automatica",
  "abbonamento personale",
  "parch",
  "web2park",
  "colonnina",
  "sosta camion notte",
];
const TIMED_ROUNDS = 10;

export interface Timings {
  p50Ms: number;
  p99Ms: number;
}

export interface SearchBench {
  articles: number;
  /** From the server's start to its first answered search (the index built from the content). */
  indexReadyMs: number;
  /** Server-Timing of a search just after a change (every answer kept in memory dropped). */
  afterChange: Timings;
  /** Server-Timing of the same searches asked again. */
  repeated: Timings;
  /** Results page (/cerca?q=…) rendered by the server, as the client sees it. */
  page: Timings;
  /** Server-Timing of an article's page rendered after a change (its related articles chosen among all of them). */
  article: Timings;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const timings = (values: number[]): Timings => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
};

let client = 0;
/** Each request from another address: the per-client allowance is never what is measured. */
const from = () => {
  client++;
  return { "x-forwarded-for": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` };
};

/** Article pages rendered after a change, one after the other. */
const ARTICLE_RENDERS = 40;

/** What a change of the content does to the answers kept in memory (pages, searches): all dropped. */
async function clearAnswers(base: string, cookie: string): Promise<void> {
  const cleared = await fetch(`${base}/api/cache/invalidate`, {
    method: "POST",
    headers: { cookie, origin: base, "content-type": "application/json" },
    body: JSON.stringify({ type: "all" }),
  });
  await cleared.arrayBuffer();
}

async function serverMs(base: string, query: string): Promise<number> {
  const res = await fetch(`${base}/api/search?q=${encodeURIComponent(query)}`, { headers: from() });
  await res.arrayBuffer();
  const ms = Number(/search;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1]);
  if (res.status !== 200 || !Number.isFinite(ms)) throw new Error(`ricerca «${query}»: HTTP ${res.status}`);
  return ms;
}

/** Lua for wrk: the queries in turn, each request from its own address. */
function rotationScript(dir: string): string {
  const file = join(dir, "ricerca.lua");
  const list = QUERIES.map((q) => `"${encodeURIComponent(q)}"`).join(", ");
  writeFileSync(
    file,
    `local queries = { ${list} }\nlocal n = 0\nrequest = function()\n  n = n + 1\n  wrk.headers["X-Forwarded-For"] = "10." .. (n % 250) .. "." .. (math.floor(n / 250) % 250) .. "." .. math.random(1, 250)\n  return wrk.format("GET", "/api/search?q=" .. queries[(n % #queries) + 1])\nend\n`,
  );
  return file;
}

export async function benchSearch<Row>(options: {
  binary: string;
  port: number;
  scratch: string;
  waitFor: (url: string) => Promise<void>;
  wrk: (name: string, url: string, pid: number | null, script?: string) => Promise<Row>;
}): Promise<{ result: SearchBench; row: Row }> {
  const { binary, port } = options;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "parksite-bench-ricerca-"));
  const made = spawnSync([binary, "admin", "create", "--data", dataDir, "--email", STAFF.email, "--password", STAFF.password]);
  if (made.exitCode !== 0) throw new Error(`admin create non riuscito: ${made.stderr.toString()}`);
  const sqlite = new Database(join(dataDir, "parksite.db"));
  seedArticles(sqlite, SEARCH_ARTICLES);
  sqlite.close();

  const started = performance.now();
  const server = spawn([binary, "--port", String(port), "--host", "127.0.0.1", "--data", dataDir, "--trust-proxy"], {
    stdout: "ignore",
    stderr: "inherit",
  });
  try {
    await options.waitFor(`${base}/healthz`);
    await serverMs(base, "parcheggio");
    const indexReadyMs = performance.now() - started;
    const cookie = await signIn(base, STAFF);

    const afterChange: number[] = [];
    const repeated: number[] = [];
    const page: number[] = [];
    for (let round = 0; round < TIMED_ROUNDS; round++) {
      for (const query of QUERIES) {
        // A change drops the answers kept in memory (as every write does): this search is worked out again.
        await clearAnswers(base, cookie);
        afterChange.push(await serverMs(base, query));
        repeated.push(await serverMs(base, query));
        const t0 = performance.now();
        const html = await fetch(`${base}/cerca?q=${encodeURIComponent(query)}`, { headers: from() });
        await html.arrayBuffer();
        page.push(performance.now() - t0);
      }
    }
    // An article's page after a change: rendered again, its related articles chosen among every published one.
    const article: number[] = [];
    for (let round = 0; round < ARTICLE_RENDERS; round++) {
      await clearAnswers(base, cookie);
      const res = await fetch(`${base}/blog/articolo-${SEARCH_ARTICLES / 2}`, { headers: from() });
      await res.arrayBuffer();
      const ms = Number(/render;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1]);
      if (res.status !== 200 || !Number.isFinite(ms)) throw new Error(`articolo: HTTP ${res.status}`);
      article.push(ms);
    }
    const row = await options.wrk(
      `ricerca, ${SEARCH_ARTICLES} articoli (${QUERIES.length} testi a rotazione)`,
      `${base}/api/search?q=parcheggio`,
      server.pid,
      rotationScript(options.scratch),
    );
    return {
      result: {
        articles: SEARCH_ARTICLES,
        indexReadyMs,
        afterChange: timings(afterChange),
        repeated: timings(repeated),
        page: timings(page),
        article: timings(article),
      },
      row,
    };
  } finally {
    server.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
