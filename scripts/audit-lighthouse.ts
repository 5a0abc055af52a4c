/** Lighthouse mobile on one page of the running executable, for `npm run audit`. */
import { spawnSync } from "bun";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromiumArgs } from "../web/e2e/playwright.config";

const root = join(import.meta.dir, "..");
export const CHROME = "/usr/bin/chromium";

export interface LighthouseRow {
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
export async function lighthouse(
  origin: string,
  path: string,
  output: string,
  options: { headers?: Record<string, string>; categories?: string[]; skipAudits?: string[] } = {},
): Promise<LighthouseRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(origin, path, output, options);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${(error as Error).message.split("\n")[0]}: nuovo tentativo`);
    }
  }
}

function lighthouseOnce(
  origin: string,
  path: string,
  output: string,
  {
    headers,
    categories = ["performance", "accessibility", "best-practices", "seo"],
    skipAudits = [],
  }: { headers?: Record<string, string>; categories?: string[]; skipAudits?: string[] },
): LighthouseRow {
  const run = spawnSync(
    [
      join(root, "node_modules/.bin/lighthouse"),
      `${origin}${path}`,
      "--quiet",
      "--output=json",
      "--output=html",
      `--output-path=${output}`,
      `--chrome-flags=--headless=new ${chromiumArgs.join(" ")}`,
      "--form-factor=mobile",
      `--only-categories=${categories.join(",")}`,
      // A signed-in page: the session cookie goes with every request of the page.
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      ...(skipAudits.length > 0 ? [`--skip-audits=${skipAudits.join(",")}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdout: "ignore", stderr: "pipe" },
  );
  const jsonFile = existsSync(`${output}.report.json`) ? `${output}.report.json` : `${output}.json`;
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
