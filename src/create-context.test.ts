import { afterEach, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { dataFolder } from "./backups/layout";
import { createSnapshot } from "./backups/snapshot";
import { createTestApp, type TestApp } from "./test-support/test-app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

describe("one context for the server, the tests and a restore", () => {
  test("the server's site and the test app make their context with createContext, never by hand", () => {
    const sources = ["site.ts", "test-support/test-app.ts"].map((path) => ({
      path,
      source: readFileSync(join(import.meta.dir, path), "utf8"),
    }));
    expect(sources.filter(({ source }) => !source.includes("createContext(")).map(({ path }) => path)).toEqual([]);
    const byHand = sources.flatMap(({ path, source }) =>
      [...source.matchAll(/as AppContext|: AppContext = \{|new LiveRestore\(|new SettingsStore\(/g)].map(
        (m) => `${path}: ${m[0]}`,
      ),
    );
    expect(byHand).toEqual([]);
  });

  test("restored data without an administrator gets a new set-up link; the one from before is refused", async () => {
    t = createTestApp({ withAdmin: false, liveRestore: () => {} });
    const app = t;
    const before = app.ctx.setup.token ?? "";
    expect(before).not.toBe("");
    const snapshot = createSnapshot(dataFolder(app.config.dataDir), { kind: "manuale" });
    const job = app.ctx.restore?.start({ source: snapshot.path, label: snapshot.name, actor: null });
    expect(job?.state).toBe("in_corso");
    for (let i = 0; i < 200 && app.ctx.restore?.running(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app.ctx.restore?.latest()?.state).toBe("completato");

    const account = { name: "Carla Capo", email: "capo@example.com", password: "password-lunga-1" };
    const old = await app.request("/api/auth/setup", { method: "POST", json: { token: before, ...account } });
    expect(old.status).toBe(403);
    expect(((await old.json()) as { message: string }).message).toBe("Link di configurazione non valido o scaduto");
    const fresh = await app.request("/api/auth/setup", { method: "POST", json: { token: app.ctx.setup.token, ...account } });
    expect(fresh.status).toBe(201);
  });
});
