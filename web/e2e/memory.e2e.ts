import { type ChildProcess, spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { freePort, stopProcess, waitForDemoGallery, waitForHealth } from "./own-server";

/*
 * A server of its own on a fresh data folder: what it keeps resident once it has started. It
 * runs a copy of the executable, as the shared server of the other specs maps the same file and
 * pages two processes map are kept.
 */

const binary = join(import.meta.dirname, "../../dist/parksite");
/** Resident pages of files the process maps (the executable, mostly), in MB. */
const mappedFileMb = (pid: number) =>
  Number(/RssFile:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();

let server: ChildProcess | null = null;
let dataDir = "";

test.afterAll(async () => {
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

test("once started, the server hands back the executable's start-up pages and goes on serving every page", async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), "parksite-memory-"));
  const executable = join(dataDir, "parksite");
  copyFileSync(binary, executable);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = spawn(executable, ["--port", String(port), "--host", "127.0.0.1", "--data", join(dataDir, "data")], {
    stdio: "ignore",
  });
  const pid = server.pid ?? 0;
  await waitForHealth(origin);
  const whileStarting = mappedFileMb(pid);
  expect(whileStarting).toBeGreaterThan(20);

  // The demo gallery is drawn by an image process, which ends when idle: then start-up is over.
  await waitForDemoGallery(origin);
  await expect.poll(() => childrenOf(pid), { timeout: 30_000 }).toBe("");
  await expect.poll(() => mappedFileMb(pid), { timeout: 10_000 }).toBeLessThan(whileStarting / 2);

  for (const path of ["/", "/prodotti/automazione-parcheggi", "/applicazioni/aeroporti", "/blog", "/contatti"]) {
    const res = await fetch(`${origin}${path}`);
    expect(res.status, path).toBe(200);
    expect(await res.text(), path).toContain("</html>");
  }
  const gallery = await fetch(`${origin}/api/galleries/aeroporti`);
  expect(gallery.status).toBe(200);
  // Serving brings back the code those pages run, not the executable: about the start-up figure at most (a busy
  // machine's page cache moves it by a megabyte or two either way).
  expect(mappedFileMb(pid)).toBeLessThan(whileStarting * 1.1);
});
