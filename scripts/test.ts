/**
 * `npm test`: everything, in the order a failure is cheapest to find.
 *   1. the Debian packages the tests start: chromium and its headless shell, caddy, nginx, Java (installed with
 *      apt-get as root);
 *   2. the build (front end and dist/parksite);
 *   3. bun test's unit tier (no build, under a minute), with the house rules (`npm run lint`: Biome, the
 *      architecture rules, knip) and the TypeScript check (strict) beside it;
 *   4. the integration tier (`*.integration.test.ts`: the compiled binary, caddy, nginx, the lint tools), then the
 *      short crash test (kill -9 during writes);
 *   5. Playwright against the compiled binary.
 * Ends with one line: "N passed, N failed", the sum over every suite.
 */
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../web/e2e/own-server";

const root = join(import.meta.dir, "..");
const bun = process.execPath;
const CHROMIUM = "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const e2eOnly = process.argv.includes("--e2e-only");

interface SuiteResult {
  suite: string;
  passed: number;
  failed: number;
}
const results: SuiteResult[] = [];

function finish(): never {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log("\nRiepilogo:");
  for (const r of results) console.log(`  ${r.suite}: ${r.passed} superati, ${r.failed} falliti`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

/** Runs a command; its output is shown as it comes, or only kept (`shown: false`) for a command running beside another. */
async function run(cmd: string[], env: Record<string, string> = {}, shown = true): Promise<{ code: number; output: string }> {
  const proc = Bun.spawn(cmd, { cwd: root, env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  let output = "";
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      output += text;
      if (shown) sink.write(text);
    }
  };
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)]);
  return { code: await proc.exited, output };
}

/** The real parts the tests start (Debian packages): the browser, the HTTPS and caching proxies, Java for the HTML checker. */
const TEST_PACKAGES = [
  { binary: CHROMIUM, pkg: "chromium" },
  { binary: HEADLESS_SHELL, pkg: "chromium-headless-shell" },
  { binary: "/usr/lib/chromium/locales/it.pak", pkg: "chromium-l10n" },
  { binary: "/usr/bin/caddy", pkg: "caddy" },
  { binary: "/usr/sbin/nginx", pkg: "nginx" },
  { binary: "/usr/bin/java", pkg: "default-jre-headless" },
];

function ensureTestPackages(): boolean {
  const missing = TEST_PACKAGES.filter((p) => !existsSync(p.binary)).map((p) => p.pkg);
  if (missing.length === 0) return true;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `\nMancano i pacchetti Debian che i test avviano: ${missing.join(", ")}.\n` +
        `Installali con:  sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}\n`,
    );
    return false;
  }
  console.log(`Installazione dei pacchetti Debian per i test: ${missing.join(", ")}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = Bun.spawnSync(["apt-get", "update"], { stdout: "inherit", stderr: "inherit", env });
  const install = Bun.spawnSync(["apt-get", "install", "-y", "--no-install-recommends", ...missing], {
    stdout: "inherit",
    stderr: "inherit",
    env,
  });
  return update.exitCode === 0 && install.exitCode === 0 && TEST_PACKAGES.every((p) => existsSync(p.binary));
}

/** Tests that need the build, a program the system provides (caddy, nginx) or the lint tools: the integration tier. */
const INTEGRATION_TESTS = "**/*.integration.test.ts";

const countOf = (output: string, word: "pass" | "fail") => Number(new RegExp(`^\\s*(\\d+) ${word}$`, "m").exec(output)?.[1] ?? 0);

const chromiumReady = ensureTestPackages();

console.log("\n== Build ==");
const build = await run([bun, "scripts/build.ts"]);
results.push({ suite: "build", passed: build.code === 0 ? 1 : 0, failed: build.code === 0 ? 0 : 1 });
if (build.code !== 0) finish();

if (!e2eOnly) {
  // The house rules and the type check read the sources while the unit tier runs: the unit tier keeps one processor
  // busy, they use the other. Their output follows the unit tier's.
  const lint = run(["npm", "run", "--silent", "lint"], {}, false);
  const tsc = run([join(root, "node_modules/.bin/tsc"), "--noEmit", "-p", "."], {}, false);

  // bunfig.toml's [test] timeout is not applied by this bun version; the flag is.
  console.log("\n== bun test: unità (nessuna build, nessun programma esterno) ==");
  const unit = await run([bun, "test", "--timeout", "20000", "--path-ignore-patterns", INTEGRATION_TESTS]);
  for (const [title, suite, done] of [
    ["Regole della casa (npm run lint)", "lint", await lint],
    ["TypeScript (strict)", "typecheck", await tsc],
  ] as const) {
    console.log(`\n== ${title} ==\n${done.output}`);
    results.push({ suite, passed: done.code === 0 ? 1 : 0, failed: done.code === 0 ? 0 : 1 });
  }
  results.push({
    suite: "bun test (unità)",
    passed: countOf(unit.output, "pass"),
    failed: countOf(unit.output, "fail") || (unit.code !== 0 ? 1 : 0),
  });

  console.log("\n== bun test: integrazione (eseguibile compilato, caddy, nginx, regole della casa) ==");
  const integration = await run([bun, "test", "--timeout", "60000", "integration.test"]);
  results.push({
    suite: "bun test (integrazione)",
    passed: countOf(integration.output, "pass"),
    failed: countOf(integration.output, "fail") || (integration.code !== 0 ? 1 : 0),
  });

  console.log("\n== Crash test (kill -9 durante le scritture, forma breve) ==");
  const crash = await run([bun, "scripts/crash-test.ts"]);
  results.push({ suite: "crash test", passed: crash.code === 0 ? 1 : 0, failed: crash.code === 0 ? 0 : 1 });
}

console.log("\n== Playwright (browser, eseguibile compilato) ==");
if (!chromiumReady) {
  results.push({ suite: "playwright", passed: 0, failed: 1 });
  finish();
}
const port = await freePort();
const dataDir = join(tmpdir(), `parksite-e2e-${port}`);
const reportFile = join(root, "test-results/e2e.json");
mkdirSync(join(root, "test-results"), { recursive: true });
rmSync(reportFile, { force: true });
const e2e = await run(
  ["node", join(root, "node_modules/@playwright/test/cli.js"), "test", "-c", "web/e2e/playwright.config.ts"],
  {
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
  },
);
rmSync(dataDir, { recursive: true, force: true });
if (existsSync(reportFile)) {
  const report = (await Bun.file(reportFile).json()) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  };
  const { expected, unexpected, flaky, skipped } = report.stats;
  // A skipped test proves nothing: it counts as failed. So does a run that broke outside the tests.
  const broken = (report.errors?.length ?? 0) > 0 || (e2e.code !== 0 && unexpected === 0) ? 1 : 0;
  results.push({ suite: "playwright", passed: expected + flaky, failed: unexpected + skipped + broken });
} else {
  results.push({ suite: "playwright", passed: 0, failed: 1 });
}
finish();
