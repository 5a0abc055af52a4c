import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SearchAnswer } from "../shared/search";
import { testJpeg } from "../test-support/images";

const binary = join(import.meta.dir, "../../dist/parksite");
const fixture = join(import.meta.dir, "fixtures/wordpress-export.xml");
const folder = mkdtempSync(join(tmpdir(), "parksite-wordpress-"));
const dataDir = join(folder, "data");
const uploads = join(folder, "uploads");
const SECRET = "should not be visible until the password is entered";
let server: ReturnType<typeof Bun.spawn> | null = null;

afterAll(async () => {
  if (server) {
    server.kill("SIGTERM");
    await server.exited;
  }
  rmSync(folder, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("nessuna porta"))));
    });
  });
}

async function startSite(): Promise<string> {
  const port = await freePort();
  server = Bun.spawn([binary, "--port", String(port), "--host", "127.0.0.1", "--data", dataDir], {
    stdout: "ignore",
    stderr: "pipe",
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    const status = (await fetch(`${origin}/healthz`).catch(() => null))?.status;
    if (status === 200) return origin;
    await Bun.sleep(100);
  }
  throw new Error("il sito non è partito");
}

describe("parksite import wordpress, in the executable", () => {
  test("the export's protected post is in no public page, feed, sitemap or search; encoded titles read as written", async () => {
    mkdirSync(join(uploads, "2022/01"), { recursive: true });
    writeFileSync(join(uploads, "2022/01/impianto.jpg"), await testJpeg(800, 600));
    const run = Bun.spawnSync([binary, "import", "wordpress", fixture, "--uploads", uploads, "--data", dataDir], {
      stdout: "pipe",
      stderr: "pipe",
    });
    const output = run.stdout.toString();
    expect(run.stderr.toString()).toBe("");
    expect(run.exitCode).toBe(0);
    expect(output).toContain("articolo «Un articolo protetto»: importato come bozza perché protetto da password");
    expect(output).toContain("pagina «Chi siamo»: pubblicata come /chi-siamo");

    const origin = await startSite();
    const get = (path: string) => fetch(`${origin}${path}`, { redirect: "manual" });
    expect((await get("/blog/articolo-protetto")).status).toBe(404);
    expect((await get("/2022/01/articolo-protetto")).status).toBe(404);
    for (const path of ["/blog", "/blog/rss.xml", "/sitemap.xml"]) {
      const body = await (await get(path)).text();
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain("Un articolo protetto");
      expect(body).not.toContain("articolo-protetto");
    }
    const search = (await (await get("/api/search?q=password")).json()) as SearchAnswer;
    expect(search.results.map((result) => result.url)).not.toContain("/blog/articolo-protetto");

    const list = await (await get("/blog")).text();
    expect(list).toContain("Media &amp; Text: l’ingresso nuovo");
    expect(list).not.toContain("&amp;amp;");
    const page = await get("/chi-siamo");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Sopralluogo gratuito");
  }, 60_000);
});
