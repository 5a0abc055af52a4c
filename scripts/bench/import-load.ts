/**
 * A large redirect import while visitors ask for the home page: a server of its own on a fresh
 * data folder (the other rows and the start-up keep their data), 50,000 rules imported through
 * the staff API as an old site's CSV, and visitors' GET / timed on a few connections from the
 * import's start to its answer, and for comparison during a few quiet seconds before it (on a
 * shared machine the quiet figures say how much of a wait is the machine's).
 */
import { spawn, spawnSync } from "bun";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { STAFF } from "./config";
import { percentile, waitFor } from "./measure";
import { signIn } from "./renders";

const IMPORT_RULES = 50_000;
/** Visitors asking for the home page at the same time, each one request after the other. */
const VISITORS = 4;
/** How long the same visitors are timed before the import, for comparison. */
const QUIET_MS = 3_000;

interface Waits {
  visits: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface ImportUnderLoad {
  rules: number;
  importMs: number;
  /** Visitors' answers while the import ran. */
  during: Waits;
  /** The same visitors for a few seconds just before, without an import: what the machine gives anyway. */
  quiet: Waits;
}

const waitsOf = (times: number[]): Waits => {
  const sorted = [...times].sort((a, b) => a - b);
  return { visits: sorted.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), maxMs: sorted.at(-1) ?? 0 };
};

/** An old site's CSV: exact addresses to a few pages, 1 in 100 a prefix carrying the rest to the blog. */
function oldSiteCsv(count: number): string {
  const lines = ["old,new,code"];
  for (let i = 0; i < count; i++) {
    lines.push(i % 100 === 0 ? `/sezione-${i}/*,/blog/*,301` : `/sito-2019/pagina-${i}.html,/servizi,301`);
  }
  return `${lines.join("\n")}\n`;
}

export async function importUnderLoad(binary: string, port: number): Promise<ImportUnderLoad> {
  const dataDir = mkdtempSync(join(tmpdir(), "parksite-bench-import-"));
  const made = spawnSync([binary, "admin", "create", "--data", dataDir, "--email", STAFF.email, "--password", STAFF.password]);
  if (made.exitCode !== 0) throw new Error(`admin create non riuscito: ${made.stderr.toString()}`);
  const server = spawn([binary, "--port", String(port), "--host", "127.0.0.1", "--data", dataDir, "--log-level", "warn"], {
    stdout: "ignore",
    stderr: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/healthz`);
    const cookie = await signIn(base);
    const visit = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/`, { headers: { "accept-encoding": "br" } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`home durante l'importazione: HTTP ${res.status}`);
      return performance.now() - started;
    };
    /** Four visitors asking one request after the other until `stop` says so. */
    const visitors = async (stop: () => boolean) => {
      const times: number[] = [];
      await Promise.all(
        Array.from({ length: VISITORS }, async () => {
          while (!stop()) times.push(await visit());
        }),
      );
      return times;
    };
    // The home page rendered and kept, and the connections open, before the import starts.
    for (let i = 0; i < 50; i++) await visit();
    const quietUntil = performance.now() + QUIET_MS;
    const quiet = await visitors(() => performance.now() > quietUntil);

    const form = new FormData();
    form.set("file", new Blob([oldSiteCsv(IMPORT_RULES)], { type: "text/csv" }), "vecchio-sito.csv");
    let done = false;
    const started = performance.now();
    const importing = fetch(`${base}/api/redirects/import`, {
      method: "POST",
      headers: { cookie, origin: base },
      body: form,
    }).then(async (res) => {
      const report = (await res.json()) as { created: number; errors: unknown[] };
      done = true;
      if (res.status !== 200 || report.errors.length > 0) throw new Error(`importazione: HTTP ${res.status}`);
      return { rules: report.created, ms: performance.now() - started };
    });
    const during = await visitors(() => done);
    const imported = await importing;
    return { rules: imported.rules, importMs: imported.ms, during: waitsOf(during), quiet: waitsOf(quiet) };
  } finally {
    server.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
