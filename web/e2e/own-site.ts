import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ADMIN, type test as base } from "./fixtures";
import { freePort, stopProcess } from "./own-server";

const binary = join(import.meta.dirname, "../../dist/parksite");

/**
 * The specs' test on a server of their own, one per worker, with a fresh data folder: for what
 * changes every page of the site (the menus), so that the other specs never see its edits.
 */
export function onOwnSite(test: typeof base) {
  return test.extend<object, { ownSite: string }>({
    ownSite: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
      async ({}, use) => {
        const dataDir = mkdtempSync(join(tmpdir(), "parksite-e2e-own-site-"));
        const created = spawnSync(binary, [
          "admin",
          "create",
          "--data",
          dataDir,
          "--email",
          ADMIN.email,
          "--password",
          ADMIN.password,
        ]);
        if (created.status !== 0) throw new Error(`admin create: ${created.stderr}`);
        const port = await freePort();
        const origin = `http://127.0.0.1:${port}`;
        const server: ChildProcess = spawn(
          binary,
          ["--port", String(port), "--host", "127.0.0.1", "--data", dataDir, "--log-level", "warn"],
          { stdio: "ignore" },
        );
        // Ready once it answers and has drawn its demo gallery (the first start's heavy work, not to compete with a sign-in).
        const galleryCount = () =>
          fetch(`${origin}/api/galleries`).then(
            async (r) => (r.ok ? Object.values((await r.json()) as Record<string, unknown[]>).flat().length : 0),
            () => 0,
          );
        for (let i = 0; i < 600 && (await galleryCount()) === 0; i++) await new Promise((r) => setTimeout(r, 100));
        await use(origin);
        await stopProcess(server);
        rmSync(dataDir, { recursive: true, force: true });
      },
      { scope: "worker", timeout: 120_000 },
    ],
    baseURL: async ({ ownSite }, use) => use(ownSite),
  });
}
