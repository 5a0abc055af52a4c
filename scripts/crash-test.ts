/**
 * Crash test of the compiled binary: start it, send contact requests, blog posts and gallery
 * uploads from a few concurrent clients, kill -9 it at a random moment, then check that every
 * write answered 2xx is in the database (with its image files) and that integrity_check passes;
 * restart on the same data folder and repeat.
 *
 *   bun scripts/crash-test.ts                 short form (3 cycles), as in npm test
 *   bun scripts/crash-test.ts --long          25 cycles
 *   bun scripts/crash-test.ts --cycles 10     any number
 * Needs dist/parksite (npm run build). Exit code 0 when nothing acknowledged was lost.
 */
import { Database } from "bun:sqlite";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../web/e2e/own-server";
import { parseArgs } from "node:util";
import { testPng } from "../src/test-support/images";

const { values: flags } = parseArgs({
  options: { cycles: { type: "string" }, long: { type: "boolean" }, binary: { type: "string" }, keep: { type: "boolean" } },
});
const cycles = Number(flags.cycles ?? (flags.long ? 25 : 3));
const binary = flags.binary ?? join(import.meta.dir, "../dist/parksite");
const ADMIN = { email: "crash@parksite.test", password: "pannello-spento-dopo-il-blackout" };
const WORKERS = 4;

interface Acked {
  contacts: string[];
  posts: number[];
  images: { id: number; url: string }[];
}

async function waitForHealth(origin: string, proc: Bun.Subprocess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`il server è uscito con codice ${proc.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await Bun.sleep(50);
  }
  throw new Error("il server non risponde dopo 30 s");
}

async function login(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`accesso non riuscito: ${res.status}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** One client: a mix of the three writes until the server dies; records only what was answered 2xx. */
async function client(
  origin: string,
  cookie: string,
  cycle: number,
  worker: number,
  png: Uint8Array,
  acked: Acked,
  stop: () => boolean,
) {
  for (let n = 0; !stop(); n++) {
    const tag = `crash-${cycle}-${worker}-${n}`;
    try {
      const kind = n % 3;
      if (kind === 0) {
        const res = await fetch(`${origin}/api/contact`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin,
            "x-forwarded-for": `10.${cycle % 250}.${worker}.${(n % 250) + 1}`,
          },
          body: JSON.stringify({
            name: "Prova Crash",
            email: "prova@example.com",
            phone: "0123456789",
            message: tag,
            fill_time_ms: 5000,
          }),
        });
        if (res.ok) acked.contacts.push(tag);
      } else if (kind === 1) {
        const form = new FormData();
        for (const [k, v] of Object.entries({
          title: tag,
          slug: "",
          excerpt: "",
          content: `Articolo ${tag}`,
          tags: "",
          published: "true",
        })) {
          form.append(k, v);
        }
        form.append("article_images", "[]");
        const res = await fetch(`${origin}/api/blog`, { method: "POST", headers: { origin, cookie }, body: form });
        if (res.ok) acked.posts.push(((await res.json()) as { id: number }).id);
      } else {
        const form = new FormData();
        form.append("image", new Blob([png as Uint8Array<ArrayBuffer>], { type: "image/png" }), "foto.png");
        form.append("section", "aeroporti");
        form.append("name", tag);
        form.append("alt", `Foto di prova ${tag}`);
        const res = await fetch(`${origin}/api/upload-to-gallery`, { method: "POST", headers: { origin, cookie }, body: form });
        if (res.ok) {
          const body = (await res.json()) as { id: number; image_url: string };
          acked.images.push({ id: body.id, url: body.image_url });
        }
      }
    } catch {
      // the connection died with the server: that write was never acknowledged
      if (stop()) return;
    }
  }
}

/** After the kill: every acknowledged write is in the database, its files on disk, integrity ok. */
function check(dataDir: string, acked: Acked): string[] {
  const problems: string[] = [];
  const db = new Database(join(dataDir, "parksite.db"));
  try {
    const integrity = db.query("PRAGMA integrity_check").values() as [string][];
    if (integrity.length !== 1 || integrity[0]?.[0] !== "ok") problems.push(`integrity_check: ${integrity.flat().join("; ")}`);
    const messages = new Set((db.query("SELECT message FROM contact_requests").values() as [string][]).map((r) => r[0]));
    for (const tag of acked.contacts) if (!messages.has(tag)) problems.push(`richiesta di contatto persa: ${tag}`);
    const posts = new Set((db.query("SELECT id FROM posts").values() as [number][]).map((r) => r[0]));
    for (const id of acked.posts) if (!posts.has(id)) problems.push(`articolo perso: ${id}`);
    const images = new Map(
      (db.query("SELECT id, image_url FROM gallery_images").values() as [number, string][]).map((r) => [r[0], r[1]]),
    );
    for (const image of acked.images) {
      if (images.get(image.id) !== image.url) problems.push(`immagine persa: ${image.id}`);
      else if (!existsSync(join(dataDir, image.url))) problems.push(`file dell'immagine mancante: ${image.url}`);
    }
  } finally {
    db.close();
  }
  return problems;
}

async function main(): Promise<number> {
  if (!existsSync(binary)) {
    console.error(`Eseguibile non trovato: ${binary} (esegui prima npm run build).`);
    return 1;
  }
  const dataDir = mkdtempSync(join(tmpdir(), "parksite-crash-"));
  const created = spawnSync(
    binary,
    ["admin", "create", "--data", dataDir, "--email", ADMIN.email, "--password", ADMIN.password],
    {
      encoding: "utf8",
    },
  );
  if (created.status !== 0) {
    console.error(created.stderr);
    return 1;
  }
  const png = await testPng(96, 64);
  const total: Acked = { contacts: [], posts: [], images: [] };
  const problems: string[] = [];
  const started = performance.now();
  try {
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const proc = Bun.spawn(
        [binary, "--port", String(port), "--host", "127.0.0.1", "--data", dataDir, "--trust-proxy", "--log-level", "warn"],
        {
          stdout: "ignore",
          stderr: "pipe",
        },
      );
      const errors = new Response(proc.stderr).text();
      try {
        await waitForHealth(origin, proc);
      } catch (error) {
        proc.kill(9);
        problems.push(`ciclo ${cycle}: avvio non riuscito dopo il crash precedente: ${(error as Error).message} ${await errors}`);
        break;
      }
      const cookie = await login(origin);
      const acked: Acked = { contacts: [], posts: [], images: [] };
      let dead = false;
      const clients = Array.from({ length: WORKERS }, (_, w) => client(origin, cookie, cycle, w, png, acked, () => dead));
      await Bun.sleep(500 + Math.random() * 2500);
      proc.kill(9);
      await proc.exited;
      dead = true;
      await Promise.all(clients);
      const found = check(dataDir, acked).map((p) => `ciclo ${cycle}: ${p}`);
      problems.push(...found);
      total.contacts.push(...acked.contacts);
      total.posts.push(...acked.posts);
      total.images.push(...acked.images);
      console.log(
        `ciclo ${cycle}/${cycles}: ${acked.contacts.length} richieste, ${acked.posts.length} articoli, ${acked.images.length} immagini confermate; ${found.length === 0 ? "nessuna persa, integrità ok" : `${found.length} problemi`}`,
      );
    }
    const verify = spawnSync(binary, ["verify", "--data", dataDir], { encoding: "utf8" });
    if (verify.status !== 0) problems.push(`verify:\n${verify.stdout}${verify.stderr}`);
  } finally {
    if (!flags.keep) rmSync(dataDir, { recursive: true, force: true });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\n${cycles} cicli kill -9 in ${seconds} s: ${total.contacts.length} richieste di contatto, ${total.posts.length} articoli, ${total.images.length} immagini confermate (2xx); ${problems.length === 0 ? "nessuna scrittura persa, integrity_check ok, verify ok." : `${problems.length} problemi:`}`,
  );
  for (const p of problems) console.log(`  ${p}`);
  return problems.length === 0 ? 0 : 1;
}

process.exit(await main());
