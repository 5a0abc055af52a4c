import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { freePort } from "./own-server";

const binary = join(import.meta.dirname, "../../dist/parksite");
const CADDY = "/usr/bin/caddy";
const ADMIN = { email: "https@parksite.test", password: "lanterna-del-porto-sicuro-e2e" };

const stopped = (proc: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once("exit", () => resolve());
    proc.kill("SIGTERM");
  });

/**
 * Debian's Caddy with `tls internal` in front of the binary (run with --trust-proxy), as
 * scripts/deploy/Caddyfile sets it up. The browser-side client reaches Caddy over IPv4 while
 * Caddy reaches parksite over IPv6, so the access log can only show 127.0.0.1 if it reads the
 * forwarded address.
 */
test.describe("HTTPS through Caddy", () => {
  test("HTTPS works, HSTS and Secure cookies are there, the access log has the real client address", async () => {
    test.setTimeout(60_000);
    const work = mkdtempSync(join(tmpdir(), "parksite-caddy-"));
    const dataDir = join(work, "dati");
    const appPort = await freePort("::1");
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    expect(
      spawnSync(binary, ["admin", "create", "--data", dataDir, "--email", ADMIN.email, "--password", ADMIN.password]).status,
    ).toBe(0);

    let log = "";
    const app = spawn(binary, ["--host", "::1", "--port", String(appPort), "--data", dataDir, "--trust-proxy"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    app.stdout?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });
    writeFileSync(
      join(work, "Caddyfile"),
      `{
	admin off
	skip_install_trust
	http_port ${httpPort}
	https_port ${httpsPort}
	storage file_system ${join(work, "caddy")}
}

localhost:${httpsPort} {
	tls internal
	reverse_proxy [::1]:${appPort}
}
`,
    );
    const caddy = spawn(CADDY, ["run", "--config", join(work, "Caddyfile"), "--adapter", "caddyfile"], {
      stdio: "ignore",
      env: { ...process.env, HOME: work, XDG_DATA_HOME: join(work, "xdg-data"), XDG_CONFIG_HOME: join(work, "xdg-config") },
    });
    const origin = `https://localhost:${httpsPort}`;
    const client = await request.newContext({ ignoreHTTPSErrors: true, baseURL: origin });
    try {
      await expect
        .poll(
          async () => {
            try {
              return (await client.get("/healthz")).status();
            } catch {
              return 0;
            }
          },
          { timeout: 30_000 },
        )
        .toBe(200);

      const home = await client.get("/");
      expect(home.status()).toBe(200);
      expect(home.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(await home.text()).toContain(`<link rel="canonical" href="${origin}/"`);

      const signIn = await client.post("/api/auth/login", { data: ADMIN, headers: { origin } });
      expect(signIn.status()).toBe(200);
      const cookie = signIn.headers()["set-cookie"] ?? "";
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);

      await expect.poll(() => log.includes('"path":"/api/auth/login"')).toBe(true);
      const line = log
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as { path: string; client: string; status: number })
        .find((l) => l.path === "/api/auth/login");
      expect(line).toMatchObject({ status: 200, client: "127.0.0.1" });
    } finally {
      await client.dispose();
      await stopped(caddy);
      await stopped(app);
      rmSync(work, { recursive: true, force: true });
    }
  });
});
