/**
 * The admin lists at scale (part of `npm run bench`, or alone: `bun scripts/bench-lists.ts`): a data
 * folder with 5,000 articles, 2,000 pictures (files under uploads/, indexed by the server on start,
 * 1,500 of them article covers), 1,000 paths in the 404 report, then 10,000 redirect rules imported
 * and 300 pages created (every other one published) through the staff API. Prints the time of each
 * admin list read (the blog list, its search and filters, the media library and its search, the
 * redirect rules and their search, the 404 report, the pages),
 * median and worst of 10 requests on this machine. Nothing is asserted: the figure to watch is
 * under 200 ms.
 */
import { spawn, spawnSync } from "bun";
import { Database } from "bun:sqlite";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { signIn } from "./bench/renders";

const STAFF = { email: "liste@example.com", password: "lanterna-cortile-ottobre-1987" };
const ARTICLES = 5_000;
const PICTURES = 2_000;
const RULES = 10_000;
const PAGES = 300;
const PAGE_PARENTS = ["", "prodotti", "applicazioni"] as const;
const PAGE_TEMPLATES = ["vuota", "prodotto", "settore", "landing"] as const;
const NOT_FOUND_PATHS = 1_000;
const TAGS = ["aeroporti", "ospedali", "lettura targhe", "casse automatiche", "fotovoltaico", "fiere", "hotel", "camion"];
const WORDS = "parcheggio barriera cassa targa varco sosta ricarica pensilina abbonamento tariffa impianto assistenza".split(" ");

/** A 1×1 WebP: the library reads sizes from the file names, never decodes the files. */
const TINY_WEBP = Buffer.from("UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA", "base64");

function seed(dataDir: string): void {
  const pictures: string[] = [];
  const dir = join(dataDir, "uploads", "media");
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < PICTURES; i++) {
    const id = randomBytes(12).toString("hex");
    for (const [w, h] of [
      [320, 213],
      [640, 427],
      [1024, 683],
    ] as const) {
      writeFileSync(join(dir, `${id}-${w}x${h}.webp`), TINY_WEBP);
    }
    pictures.push(`/uploads/media/${id}-1024x683.webp`);
  }
  const db = new Database(join(dataDir, "parksite.db"));
  const insertPost = db.prepare(
    "INSERT INTO posts (title, slug, excerpt, content, tags, published, status, published_at, cover_image, article_images, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '[]', ?, ?)",
  );
  const insertMissing = db.prepare("INSERT INTO not_found_hits (path, count, last_seen, referrer_host) VALUES (?, ?, ?, ?)");
  const start = Date.parse("2019-01-01T08:00:00Z");
  db.transaction(() => {
    for (let i = 0; i < ARTICLES; i++) {
      const at = new Date(start + i * 8 * 3600 * 1000).toISOString();
      const published = i % 5 !== 0;
      const words = Array.from({ length: 300 }, (_, k) => WORDS[(i * 7 + k * 13) % WORDS.length]).join(" ");
      const tags = [TAGS[i % TAGS.length], TAGS[(i * 3 + 1) % TAGS.length]].join(", ");
      insertPost.run(
        `Articolo ${i + 1}: ${WORDS[i % WORDS.length]} e ${WORDS[(i * 5) % WORDS.length]}`,
        `articolo-${i + 1}`,
        "Un articolo per la prova di carico.",
        words,
        tags,
        published ? 1 : 0,
        published ? "published" : "draft",
        published ? at : null,
        i < 1_500 ? (pictures[i] ?? null) : null,
        at,
        at,
      );
    }
    for (let i = 0; i < NOT_FOUND_PATHS; i++) {
      insertMissing.run(
        `/vecchio-sito/pagina-mancante-${i}.html`,
        1 + (i % 50),
        new Date().toISOString(),
        i % 3 ? "www.google.it" : null,
      );
    }
  })();
  // Finalized first: a statement left open keeps the connection open until it is collected, and
  // its late close (a checkpoint under an exclusive lock) would meet the server starting.
  insertPost.finalize();
  insertMissing.finalize();
  db.close(true);
}

async function waitFor(url: string) {
  for (let i = 0; i < 1_000; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await Bun.sleep(20);
  }
  throw new Error(`${url} non risponde`);
}

/** Creates PAGES pages from the templates through the staff API, and publishes every other one. */
async function createPages(base: string, cookie: string): Promise<void> {
  const headers = { cookie, origin: base, "content-type": "application/json" };
  for (let i = 0; i < PAGES; i++) {
    const created = await fetch(`${base}/api/pages/created`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        title: `Pagina di prova ${i + 1}`,
        parent: PAGE_PARENTS[i % PAGE_PARENTS.length],
        template: PAGE_TEMPLATES[i % PAGE_TEMPLATES.length],
      }),
    });
    if (created.status !== 201) throw new Error(`pagina ${i + 1}: HTTP ${created.status}`);
    const page = (await created.json()) as { path: string; builtIn: unknown };
    if (i % 2 === 1) continue;
    const published = await fetch(`${base}/api/pages/publish?path=${encodeURIComponent(page.path)}`, {
      method: "POST",
      headers,
      body: JSON.stringify(page.builtIn),
    });
    if (published.status !== 200) throw new Error(`pubblicazione di ${page.path}: HTTP ${published.status}`);
    await published.arrayBuffer();
  }
}

export interface ListTiming {
  name: string;
  path: string;
  medianMs: number;
  worstMs: number;
  items: number;
}

/** Seeds, starts the executable on `port`, and times each admin list read. */
export async function benchAdminLists(binary: string, port: number): Promise<ListTiming[]> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "parksite-bench-liste-"));
  const made = spawnSync([binary, "admin", "create", "--data", dataDir, "--email", STAFF.email, "--password", STAFF.password]);
  if (made.exitCode !== 0) throw new Error(`admin create non riuscito: ${made.stderr.toString()}`);
  seed(dataDir);
  const server = spawn([binary, "--port", String(port), "--host", "127.0.0.1", "--data", dataDir, "--log-level", "warn"], {
    stdout: "ignore",
    stderr: "inherit",
  });
  try {
    await waitFor(`${base}/healthz`);
    const cookie = await signIn(base, STAFF);
    const lines = ["old,new,code"];
    for (let i = 0; i < RULES; i++)
      lines.push(i % 100 === 0 ? `/archivio-${i}/*,/blog/*,301` : `/vecchio-sito/pagina-${i}.html,/servizi,301`);
    const form = new FormData();
    form.set("file", new Blob([lines.join("\n")], { type: "text/csv" }), "vecchio-sito.csv");
    const imported = await fetch(`${base}/api/redirects/import`, {
      method: "POST",
      headers: { cookie, origin: base },
      body: form,
    });
    if (imported.status !== 200) throw new Error(`import dei reindirizzamenti: HTTP ${imported.status}`);
    await imported.arrayBuffer();
    await createPages(base, cookie);

    const lists: [string, string][] = [
      ["blog, prima pagina", "/api/blog/admin/list"],
      ["blog, ricerca nel testo", "/api/blog/admin/list?q=pensilina"],
      ["blog, bozze con un tag, per titolo", "/api/blog/admin/list?status=draft&tag=ospedali&sort=title"],
      ["blog, pagina 150", "/api/blog/admin/list?page=150"],
      ["libreria immagini", "/api/media"],
      ["libreria, non usate", "/api/media?filter=unused"],
      ["libreria, ricerca", "/api/media?q=articolo%2012"],
      ["reindirizzamenti", "/api/redirects"],
      ["reindirizzamenti, ricerca", "/api/redirects?q=pagina-99&sort=source"],
      ["reindirizzamenti, più visitati", "/api/redirects?sort=hits&page=20"],
      ["rapporto 404", "/api/redirects/not-found"],
      ["pagine", "/api/pages"],
      ["pagine create", "/api/pages/created"],
    ];
    const timings: ListTiming[] = [];
    for (const [name, path] of lists) {
      const times: number[] = [];
      let items = 0;
      for (let i = 0; i < 11; i++) {
        const started = performance.now();
        const res = await fetch(`${base}${path}`, { headers: { cookie } });
        const body = (await res.json()) as { total?: number } | unknown[];
        if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
        // The first read of each list (caches cold) is left out of the figures.
        if (i > 0) times.push(performance.now() - started);
        items = Array.isArray(body) ? body.length : (body.total ?? 0);
      }
      times.sort((a, b) => a - b);
      timings.push({
        name,
        path,
        medianMs: times[Math.floor(times.length / 2)] ?? 0,
        worstMs: times[times.length - 1] ?? 0,
        items,
      });
    }
    return timings;
  } finally {
    server.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures as a table. */
export function listTable(timings: ListTiming[]): string {
  return [
    `Liste dell'area riservata (load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}: su una macchina carica i tempi crescono di conseguenza)`,
    "",
    `| lista (${ARTICLES} articoli, ${PICTURES} immagini, ${RULES} reindirizzamenti, ${PAGES} pagine) | risultati | mediana ms | peggiore ms | sotto 200 ms |`,
    "|---|---:|---:|---:|---|",
    ...timings.map(
      (t) => `| ${t.name} | ${t.items} | ${t.medianMs.toFixed(1)} | ${t.worstMs.toFixed(1)} | ${t.worstMs < 200 ? "sì" : "NO"} |`,
    ),
  ].join("\n");
}

if (import.meta.main) {
  const root = join(import.meta.dir, "..");
  const binary = join(root, "dist/parksite");
  if (!existsSync(binary))
    spawnSync([process.execPath, join(root, "scripts/build.ts")], { stdout: "inherit", stderr: "inherit" });
  const port = Number(process.env.BENCH_PORT ?? 4390) + 2;
  console.log(listTable(await benchAdminLists(binary, port)));
}
