/**
 * `npm run audit`: the public site as search engines, phones and assistive technology see it,
 * on the built executable (built first when missing) with a temporary data folder of demo content.
 *   - Lighthouse mobile on seven pages, the search results among them (reports in audit-reports/,
 *     not versioned);
 *   - axe (WCAG 2.1 A/AA) on every public route, in Chromium;
 *   - the Nu Html Checker on every public route;
 *   - linkinator: every link the pages hold, followed.
 * `--lighthouse` runs Lighthouse alone (the figures of the six pages, in about a minute).
 * Prints one table; exits 1 when accessibility, best practices or SEO fall below 100, or an
 * axe violation, an HTML error or a broken link appears. Performance is printed, not asserted:
 * it depends on how busy the machine is.
 */
import AxeBuilder from "@axe-core/playwright";
import { spawn, spawnSync } from "bun";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { LinkChecker } from "linkinator";
import { chromium } from "playwright-core";
import { chromiumArgs } from "../web/e2e/playwright.config";
import { checkHtml, publicRoutes } from "../web/e2e/html-check";

const root = join(import.meta.dir, "..");
const binary = join(root, "dist/parksite");
const reports = join(root, "audit-reports");
const PORT = 4395;
const origin = `http://127.0.0.1:${PORT}`;
const CHROME = "/usr/bin/chromium";

interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): tried up to three times. */
async function lighthouse(path: string, name: string, skipAudits: string[] = []): Promise<LighthouseRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(path, name, skipAudits);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${(error as Error).message.split("\n")[0]}: nuovo tentativo`);
    }
  }
}

async function lighthouseOnce(path: string, name: string, skipAudits: string[]): Promise<LighthouseRow> {
  const output = join(reports, `${name}.json`);
  const run = spawnSync(
    [
      join(root, "node_modules/.bin/lighthouse"),
      `${origin}${path}`,
      "--quiet",
      "--output=json",
      "--output=html",
      `--output-path=${join(reports, name)}`,
      `--chrome-flags=--headless=new ${chromiumArgs.join(" ")}`,
      "--form-factor=mobile",
      "--only-categories=performance,accessibility,best-practices,seo",
      ...(skipAudits.length > 0 ? [`--skip-audits=${skipAudits.join(",")}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdout: "ignore", stderr: "pipe" },
  );
  const jsonFile = existsSync(`${join(reports, name)}.report.json`) ? `${join(reports, name)}.report.json` : output;
  if (run.exitCode !== 0 || !existsSync(jsonFile)) throw new Error(`Lighthouse su ${path}: ${run.stderr.toString().slice(-400)}`);
  const lhr = JSON.parse(readFileSync(jsonFile, "utf8")) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    transferKiB: (lhr.audits["total-byte-weight"]?.numericValue ?? 0) / 1024,
  };
}

async function axeAll(paths: string[]): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROME, args: chromiumArgs });
  const problems: string[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${origin}${path}`);
      await page.waitForSelector("html[data-ready='true']", { timeout: 15_000 });
      const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      for (const v of result.violations) problems.push(`${path}: ${v.id} (${v.nodes.length})`);
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
    ];
    const rows: LighthouseRow[] = [];
    for (const [path, name] of pages) rows.push(await lighthouse(path, name));
    // The results of a search are kept out of search engines on purpose (noindex): Lighthouse's
    // "page is blocked from indexing" is what the page asks for, every other audit applies.
    rows.push(await lighthouse("/cerca?q=parcheggio", "ricerca", ["is-crawlable"]));

    const lighthouseOnly = process.argv.includes("--lighthouse");
    const routes = lighthouseOnly ? [] : await publicRoutes(origin);
    const axe = lighthouseOnly ? [] : await axeAll(routes);
    const html = lighthouseOnly ? [] : await checkHtml(origin, routes);
    const links = lighthouseOnly ? [] : await brokenLinks();

    console.log(
      `\nparksite audit, load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    console.log("| pagina | prestazioni | accessibilità | best practice | SEO | LCP ms | TBT ms | CLS | trasferiti KiB |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const r of rows) {
      console.log(
        `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs.toFixed(0)} | ${r.tbtMs.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.transferKiB.toFixed(0)} |`,
      );
      if (r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100) failed = true;
    }
    console.log(`| axe, ${routes.length} pagine | ${axe.length} violazioni |`);
    console.log(`| Nu Html Checker, ${routes.length} pagine | ${html.length} errori |`);
    console.log(`| linkinator | ${links.length} link rotti |`);
    for (const line of [...axe, ...html.map((p) => `${p.path}:${p.line ?? "?"} ${p.message}`), ...links])
      console.log(`  - ${line}`);
    if (axe.length || html.length || links.length) failed = true;
    console.log(`rapporti Lighthouse: ${reports}`);
  } finally {
    server.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
