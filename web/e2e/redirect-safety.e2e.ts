import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { freePort, stopProcess, waitForHealth } from "./own-server";
import { rawRequest } from "./raw-request";

/*
 * Redirect rules of a site migration, asked for by someone who wants the site to send its
 * visitors elsewhere or to write in its log: on a server of its own, whose output is read.
 */

const binary = join(import.meta.dirname, "../../dist/parksite");
const OWNER = { email: "capo.rinvii@parksite.test", password: "scogliera-di-levante-42" };

let dataDir = "";
let server: ChildProcess | null = null;
let errors = "";
let port = 0;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "parksite-rinvii-"));
  const created = spawnSync(binary, ["admin", "create", "--data", dataDir, "--email", OWNER.email, "--password", OWNER.password]);
  expect(created.status).toBe(0);
  port = await freePort();
  server = spawn(binary, ["--port", String(port), "--host", "127.0.0.1", "--data", dataDir], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  await waitForHealth(`http://127.0.0.1:${port}`);
});

test.afterAll(async () => {
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

const ask = (path: string) => rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
const location = (head: string[]) => head.find((line) => /^location:/i.test(line))?.replace(/^location:\s*/i, "") ?? null;

test("prefix rules never send a visitor to another site, and a line break in an address writes nothing in the log", async () => {
  test.setTimeout(60_000);
  const origin = `http://127.0.0.1:${port}`;
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(OWNER),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  for (const rule of [
    { source: "/vecchio-sito/*", target: "/*", code: 301 },
    { source: "/partner*", target: "https://partner.example*", code: 302 },
  ]) {
    const res = await fetch(`${origin}/api/redirects`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify(rule),
    });
    expect(res.status).toBe(201);
  }

  // The migration works as before.
  const moved = await ask("/vecchio-sito/servizi");
  expect(moved.status).toBe(301);
  expect(location(moved.headLines)).toBe("/servizi");
  expect(location((await ask("/partner/listino")).headLines)).toBe("https://partner.example/listino");

  for (const path of [
    "/vecchio-sito//evil.example",
    "/vecchio-sito/%5Cevil.example",
    "/vecchio-sito/%09/evil.example",
    "/partner.evil.example/x",
    "/partner@evil.example/x",
  ]) {
    const answer = await ask(path);
    const to = location(answer.headLines);
    if (to !== null) {
      expect(new URL(to, origin).origin, `${path} → ${to}`).toBe(origin);
      expect(to, path).not.toMatch(/^(\/\/|\/\\|\\)/);
    }
    expect([301, 404], path).toContain(answer.status);
  }
  expect((await ask("/vecchio-sito//evil.example")).status).toBe(404);
  expect((await ask("/partner.evil.example/x")).status).toBe(404);

  const injected = await ask("/vecchio-sito/%0d%0aSet-Cookie:%20pwn=1");
  expect(injected.status).toBe(404);
  expect(injected.headLines.some((line) => /^set-cookie:/i.test(line))).toBe(false);

  await stopProcess(server);
  server = null;
  // The error log has no line the address wrote, no error and no stack for it.
  expect(errors.split("\n").some((line) => line.startsWith("Set-Cookie"))).toBe(false);
  expect(errors).not.toContain("pwn");
  expect(errors).not.toContain("[errore]");
  expect(errors).not.toMatch(/^\s+at /m);
});
