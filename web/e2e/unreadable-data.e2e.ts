import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { wcagViolations } from "./axe";
import { DEMO, withConsent } from "./blog-helpers";
import { expect, httpStatusLogged, ready, test } from "./fixtures";
import { checkHtml } from "./html-check";
import { freePort, stopProcess } from "./own-server";

/*
 * A server of its own, whose database loses its articles table while the test says so: the
 * shared server of the other specs keeps its data readable.
 */

const root = join(import.meta.dirname, "../..");
const binary = join(root, "dist/parksite");

/**
 * Renames the articles table away (or back) from another process, as the running server would
 * see a database it cannot read. Bun (a devDependency) brings SQLite, which Node 20 lacks.
 */
const RENAME = `
const { Database } = require("bun:sqlite");
const db = new Database(process.env.DB);
db.run("PRAGMA busy_timeout = 5000");
const [from, to] = process.env.READABLE === "1" ? ["posts_away", "posts"] : ["posts", "posts_away"];
if (db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(from)) db.run(\`ALTER TABLE \${from} RENAME TO \${to}\`);
`;

let server: ChildProcess | null = null;
let dataDir = "";
let origin = "";

function articlesReadable(readable: boolean) {
  const run = spawnSync(join(root, "node_modules/.bin/bun"), ["-e", RENAME], {
    env: { ...process.env, DB: join(dataDir, "parksite.db"), READABLE: readable ? "1" : "0" },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "parksite-unreadable-"));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(binary, ["--port", String(port), "--host", "127.0.0.1", "--data", dataDir], { stdio: "ignore" });
  await expect.poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status ?? 0, { timeout: 20_000 }).toBe(200);
});

test.afterEach(() => articlesReadable(true));

test.afterAll(async () => {
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

test.describe("a public page whose data cannot be read", () => {
  test("a visitor sees the error with a valid, accessible 'Riprova' that loads the article once it is readable", async ({
    page,
    browserConsole,
  }) => {
    test.setTimeout(60_000);
    browserConsole.allow(httpStatusLogged(503));
    await withConsent(page);
    const path = `/blog/${DEMO.published.slug}`;
    articlesReadable(false);

    const failed = await page.goto(`${origin}${path}`);
    expect(failed?.status()).toBe(503);
    await ready(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Errore nel caricamento");
    const retry = page.getByRole("link", { name: "Riprova" });
    await expect(retry).toHaveAttribute("href", path);
    expect(await wcagViolations(page)).toEqual([]);
    expect(await checkHtml(origin, ["/blog", path, "/blog/tag/lettura-targhe"])).toEqual([]);

    articlesReadable(true);
    // From the keyboard: no script of the page takes part, the browser loads the address again.
    const reloaded = page.waitForResponse((res) => res.url() === `${origin}${path}` && res.request().isNavigationRequest());
    await retry.focus();
    await page.keyboard.press("Enter");
    expect((await reloaded).status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEMO.published.title);
  });

  test("a staff preview runs the whole app: the same error, and 'Riprova' reads the list again in place", async ({
    page,
    browserConsole,
  }) => {
    browserConsole.allow(httpStatusLogged(503));
    await withConsent(page);
    articlesReadable(false);

    const failed = await page.goto(`${origin}/blog?anteprima`);
    expect(failed?.status()).toBe(503);
    // Hydrated without a mismatch (the fixture fails on React's hydration errors).
    await ready(page);
    await expect(page.getByRole("heading", { name: "Errore nel caricamento" })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });

    articlesReadable(true);
    await page.getByRole("link", { name: "Riprova" }).click();
    await expect(page.getByRole("link", { name: DEMO.published.title })).toBeVisible();
    await expect(page).toHaveURL(`${origin}/blog?anteprima`);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});
