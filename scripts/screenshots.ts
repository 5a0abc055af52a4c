/**
 * `npm run screenshots`: the README's pictures, taken from the executable so they show the product as it is.
 * Builds it (unless `--no-build`), starts it on a free port with a temporary data folder and its demo content,
 * creates an administrator there and signs in as staff do (POST /api/auth/login), then saves the home page, a sector
 * page, the admin dashboard and the page editor on a laptop (1366×900) and a phone (390×844) as JPEG (quality 80) in
 * docs/screenshots/. The visitor has answered the cookie banner, so it covers nothing. The browser is in Italian
 * (scripts/screenshots-browser.ts): date fields read 'gg/mm/aaaa'.
 */
import { spawn, spawnSync } from "bun";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { ITALIAN_PAGES, launchItalianBrowser } from "./screenshots-browser";

const root = join(import.meta.dir, "..");
const binary = join(root, "dist/parksite");
const folder = join(root, "docs/screenshots");
const STAFF = { email: "screenshots@parksite.test", password: "faro-verde-sulla-diga-foranea" };
const CONSENT = { key: "parksite-cookie-consent", value: { version: "2026-11", analytics: false } };

const SCREENS = [
  { name: "desktop", viewport: { width: 1366, height: 900 }, phone: false },
  { name: "telefono", viewport: { width: 390, height: 844 }, phone: true },
] as const;

const SHOTS = [
  { name: "home", path: "/", staff: false },
  { name: "settore", path: "/applicazioni/ospedali", staff: false },
  { name: "admin-dashboard", path: "/admin", staff: true },
  { name: "editor-pagina", path: `/admin/pagine/modifica?percorso=${encodeURIComponent("/applicazioni/ospedali")}`, staff: true },
] as const;

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("nessuna porta"))));
    });
  });
}

async function waitUntilUp(origin: string) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      if (i > 500) throw new Error("il server non risponde");
    }
    await Bun.sleep(20);
  }
}

/** The page as a person sees it once it has settled: hydrated, its typeface and pictures loaded, nothing moving. */
async function settle(page: Page) {
  await page.waitForSelector("html[data-ready='true']", { timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The pictures on the screen (lazy ones further down are not fetched, and need not be).
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight && image.loading !== "lazy")
        .every((image) => image.complete),
    undefined,
    { timeout: 10_000 },
  );
  await page.waitForTimeout(300);
}

async function main() {
  if (!process.argv.includes("--no-build")) {
    const build = spawnSync([process.execPath, join(root, "scripts/build.ts")], { stdout: "inherit", stderr: "inherit" });
    if (build.exitCode !== 0) throw new Error("build non riuscita");
  }
  const dataDir = mkdtempSync(join(tmpdir(), "parksite-screenshots-"));
  const created = spawnSync([binary, "admin", "create", "--data", dataDir, "--email", STAFF.email, "--password", STAFF.password]);
  if (created.exitCode !== 0) throw new Error(`amministratore non creato: ${created.stderr.toString()}`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn([binary, "--port", String(port), "--host", "127.0.0.1", "--data", dataDir], {
    stdout: "ignore",
    stderr: "inherit",
  });
  const browser = await launchItalianBrowser();
  try {
    await waitUntilUp(origin);
    mkdirSync(folder, { recursive: true });
    for (const screen of SCREENS) {
      const context = await browser.newContext({
        baseURL: origin,
        viewport: screen.viewport,
        deviceScaleFactor: 1,
        hasTouch: screen.phone,
        ...ITALIAN_PAGES,
      });
      await context.addInitScript(({ key, value }) => {
        localStorage.setItem(key, JSON.stringify({ ...value, date: new Date().toISOString() }));
      }, CONSENT);
      const signIn = await context.request.post("/api/auth/login", { data: STAFF, headers: { Origin: origin } });
      if (!signIn.ok()) throw new Error(`accesso non riuscito (${signIn.status()})`);
      const page = await context.newPage();
      for (const shot of SHOTS) {
        await page.goto(shot.path);
        await settle(page);
        const file = join(folder, `${shot.name}-${screen.name}.jpg`);
        await page.screenshot({ path: file, type: "jpeg", quality: 80 });
        console.log(`  ${file.slice(root.length + 1)}: ${Math.round(statSync(file).size / 1024)} KB`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
