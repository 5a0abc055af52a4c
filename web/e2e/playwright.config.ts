import { defineConfig } from "@playwright/test";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { ADMIN } from "./credentials";
import { SCREENS } from "./viewports";

const root = join(import.meta.dirname, "../..");
const port = Number(process.env.E2E_PORT ?? 4317);
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `parksite-e2e-${port}`);
const binary = join(root, "dist/parksite");
const phone = SCREENS.find((screen) => screen.phone)?.viewport;

/**
 * Debian's chromium-headless-shell: Chromium's own headless build, without the desktop browser
 * around it, runs the same pages with about 40% less processor time than `chromium --headless`.
 */
export const TEST_BROWSER = "/usr/bin/chromium-headless-shell";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-dev-shm-usage",
];

/** End-to-end tests against the compiled binary, on a free port with a fresh data folder. */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.e2e.ts",
  outputDir: join(root, "test-results/e2e-artifacts"),
  // Generous bounds: CI machines are shared and the binary hashes real passwords; a passing test is not slowed by them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  // A test spends part of its time waiting (a debounce, a toast, the proxy's minute, a scheduled minute): three
  // workers for two processors keep both busy (294 tests in 3 minutes on 2 quiet cores, 9 on busy ones).
  workers: Math.max(2, Math.round(availableParallelism() * 1.5)),
  reporter: [["list"], ["json", { outputFile: join(root, "test-results/e2e.json") }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "it-IT",
    timezoneId: "Europe/Rome",
    launchOptions: { executablePath: TEST_BROWSER, args: chromiumArgs },
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "chromium", use: { browserName: "chromium" } },
    // The admin where layout matters (lists, forms, dialogs, the menu) once more on a phone: the tests tagged @telefono.
    { name: "telefono", use: { browserName: "chromium", viewport: phone }, grep: /@telefono/ },
  ],
  webServer: {
    command: [
      `rm -rf '${dataDir}'`,
      `'${binary}' admin create --data '${dataDir}' --email '${ADMIN.email}' --password '${ADMIN.password}'`,
      // --allow-private-endpoints: the specs' SMTP server listens on this machine.
      `exec '${binary}' --port ${port} --host 127.0.0.1 --trust-proxy --allow-private-endpoints --data '${dataDir}'`,
    ].join(" && "),
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
