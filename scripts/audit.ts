/**
 * `npm run audit`: the public site as search engines, phones and assistive technology see it,
 * on the built executable (built first when missing) with a temporary data folder of demo content.
 *   - Lighthouse mobile on the main pages of both editions, each edition's search results, the references and the
 *     documents among them (reports in audit-reports/, not versioned);
 *   - axe (WCAG 2.1 A/AA) on every public route, in Chromium;
 *   - the Nu Html Checker on every public route;
 *   - linkinator: every link the pages hold, followed;
 *   - the staff area (scripts/audit-admin.ts): the JavaScript of every admin page, signed in on a
 *     phone, with its Lighthouse figures.
 * `--lighthouse` runs Lighthouse alone (public pages and the staff area); `--admin` the staff area
 * alone; `--no-lighthouse` leaves out the staff pages' Lighthouse runs (their scripts only);
 * `--only /admin/login,/admin` limits the staff area to those pages;
 * `--binary PATH` audits another executable (to compare two builds back to back).
 * Prints the tables; exits 1 when accessibility, best practices or SEO fall below 100, an axe
 * violation, an HTML error or a broken link appears, the sign-in page's script passes 70 KB, or an admin area's
 * script passes its budget (scripts/audit-admin.ts).
 * Performance is printed, not asserted: it depends on how busy the machine is.
 */
import { spawn, spawnSync } from "bun";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { LinkChecker } from "linkinator";
import { chromium } from "playwright-core";
import { chromiumArgs } from "../web/e2e/playwright.config";
import { wcagViolations } from "../web/e2e/axe";
import { checkHtml, publicRoutes } from "../web/e2e/html-check";
import { auditAdmin, printAdminTable } from "./audit-admin";
import { CHROME, lighthouse, type LighthouseRow } from "./audit-lighthouse";

const root = join(import.meta.dir, "..");
const binaryFlag = process.argv.indexOf("--binary");
const binary = binaryFlag > 0 ? (process.argv[binaryFlag + 1] ?? "") : join(root, "dist/parksite");
const reports = join(root, "audit-reports");
const PORT = Number(process.env.AUDIT_PORT ?? 4395);
const origin = `http://127.0.0.1:${PORT}`;
/** The staff account the audit signs in with (created in the temporary data folder). */
const STAFF = { email: "audit@parksite.test", password: "lanterna-rossa-sul-molo-vecchio" };

async function axeAll(paths: string[]): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROME, args: chromiumArgs });
  const problems: string[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${origin}${path}`);
      await page.waitForSelector("html[data-ready='true']", { timeout: 15_000 });
      for (const violation of await wcagViolations(page)) problems.push(`${path}: ${violation}`);
    }
  } finally {
    await browser.close();
  }
  return problems;
}

async function brokenLinks(): Promise<string[]> {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${origin}/`,
    recurse: true,
    concurrency: 4,
    // Only this site's links are followed: the outside world is not part of the check.
    linksToSkip: [`^(?!${origin.replace(/[.]/g, "\\.")})`],
  });
  return result.links.filter((l) => l.state === "BROKEN").map((l) => `${l.url} (${l.status ?? "?"}) da ${l.parent ?? "?"}`);
}

async function main() {
  if (!existsSync(binary))
    spawnSync([process.execPath, join(root, "scripts/build.ts")], { stdout: "inherit", stderr: "inherit" });
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), "parksite-audit-"));
  const created = spawnSync([binary, "admin", "create", "--data", dataDir, "--email", STAFF.email, "--password", STAFF.password]);
  if (created.exitCode !== 0) throw new Error(`account dell'audit non creato: ${created.stderr.toString()}`);
  const server = spawn([binary, "--port", String(PORT), "--host", "127.0.0.1", "--data", dataDir], {
    stdout: "ignore",
    stderr: "inherit",
  });
  let failed = false;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
      } catch {
        if (i > 500) throw new Error("il server non risponde");
      }
      await Bun.sleep(20);
    }
    const posts = (await (await fetch(`${origin}/api/blog?published=true`)).json()) as { slug: string }[];
    const pages: [string, string][] = [
      ["/", "home"],
      ["/prodotti/automazione-parcheggi", "prodotto"],
      ["/applicazioni/aeroporti", "settore"],
      ["/blog", "blog"],
      [`/blog/${posts[0]?.slug}`, "articolo"],
      ["/contatti", "contatti"],
      ["/referenze", "referenze"],
      ["/referenze/esempio-ospedale-milano", "referenza"],
      ["/documentazione", "documentazione"],
      ["/en", "home-en"],
      ["/en/products/parking-automation", "prodotto-en"],
      ["/en/applications/airports", "settore-en"],
      ["/en/contact", "contatti-en"],
      ["/en/blog", "blog-en"],
      ["/en/references", "referenze-en"],
      ["/en/documents", "documentazione-en"],
    ];
    const adminOnly = process.argv.includes("--admin");
    const rows: LighthouseRow[] = [];
    if (!adminOnly) {
      for (const [path, name] of pages) rows.push(await lighthouse(origin, path, join(reports, name)));
      // The results of a search are kept out of search engines on purpose (noindex): Lighthouse's
      // "page is blocked from indexing" is what the page asks for, every other audit applies.
      const searches: [string, string][] = [
        ["/cerca?q=parcheggio", "ricerca"],
        ["/en/search?q=parking", "ricerca-en"],
      ];
      for (const [path, name] of searches)
        rows.push(await lighthouse(origin, path, join(reports, name), { skipAudits: ["is-crawlable"] }));
    }

    const lighthouseOnly = process.argv.includes("--lighthouse") || adminOnly;
    const routes = lighthouseOnly ? [] : await publicRoutes(origin);
    const axe = lighthouseOnly ? [] : await axeAll(routes);
    const html = lighthouseOnly ? [] : await checkHtml(origin, routes);
    const links = lighthouseOnly ? [] : await brokenLinks();
    const onlyFlag = process.argv.indexOf("--only");
    const admin = await auditAdmin(origin, STAFF, {
      lighthouse: !process.argv.includes("--no-lighthouse"),
      reports,
      ...(onlyFlag > 0 ? { only: (process.argv[onlyFlag + 1] ?? "").split(",") } : {}),
    });

    console.log(
      `\nparksite audit, load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    if (!adminOnly) {
      console.log("| pagina | prestazioni | accessibilità | best practice | SEO | LCP ms | TBT ms | CLS | trasferiti KiB |");
      console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    }
    for (const r of rows) {
      console.log(
        `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs.toFixed(0)} | ${r.tbtMs.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.transferKiB.toFixed(0)} |`,
      );
      if (r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100) failed = true;
    }
    if (!lighthouseOnly) {
      console.log(`| axe, ${routes.length} pagine | ${axe.length} violazioni |`);
      console.log(`| Nu Html Checker, ${routes.length} pagine | ${html.length} errori |`);
      console.log(`| linkinator | ${links.length} link rotti |`);
    }
    for (const line of [...axe, ...html.map((p) => `${p.path}:${p.line ?? "?"} ${p.message}`), ...links])
      console.log(`  - ${line}`);
    if (axe.length || html.length || links.length) failed = true;
    if (printAdminTable(admin)) failed = true;
    console.log(`rapporti Lighthouse: ${reports}`);
  } finally {
    server.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
