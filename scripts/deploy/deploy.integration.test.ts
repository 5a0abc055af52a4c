import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const here = import.meta.dir;
const work = mkdtempSync(join(tmpdir(), "parksite-deploy-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("deployment files", () => {
  test("the systemd unit runs unprivileged, read-only but for the data folder, restarting on failure", () => {
    const unit = readFileSync(join(here, "parksite.service"), "utf8");
    for (const line of [
      "User=parksite",
      "ProtectSystem=strict",
      "ReadWritePaths=/var/lib/parksite",
      "NoNewPrivileges=true",
      "Restart=on-failure",
      "--data /var/lib/parksite --trust-proxy",
      "--host 127.0.0.1",
    ]) {
      expect(unit).toContain(line);
    }
  });

  test("Debian's caddy accepts the Caddyfile, which leaves compression to the app", () => {
    const adapted = Bun.spawnSync(["caddy", "adapt", "--config", join(here, "Caddyfile"), "--adapter", "caddyfile"]);
    expect(adapted.exitCode).toBe(0);
    const json = adapted.stdout.toString();
    expect(json).toContain('"handler":"reverse_proxy"');
    expect(json).not.toContain('"handler":"encode"');
  });

  test("Debian's nginx accepts the site (with a throw-away certificate in place of Let's Encrypt's)", () => {
    const cert = join(work, "cert.pem");
    const key = join(work, "key.pem");
    const made = Bun.spawnSync([
      "openssl",
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=www.example.it",
      "-keyout",
      key,
      "-out",
      cert,
    ]);
    expect(made.exitCode).toBe(0);
    const site = readFileSync(join(here, "nginx-parksite.conf"), "utf8")
      .replace("/etc/letsencrypt/live/www.example.it/fullchain.pem", cert)
      .replace("/etc/letsencrypt/live/www.example.it/privkey.pem", key);
    expect(site).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    expect(site).toContain("proxy_set_header X-Forwarded-Proto $scheme;");
    writeFileSync(join(work, "site.conf"), site);
    writeFileSync(
      join(work, "nginx.conf"),
      `pid ${join(work, "nginx.pid")};\nerror_log ${join(work, "error.log")};\nevents {}\nhttp {\n  access_log off;\n  include ${join(work, "site.conf")};\n}\n`,
    );
    const checked = Bun.spawnSync(["nginx", "-t", "-p", work, "-c", join(work, "nginx.conf")]);
    expect(checked.stderr.toString()).toContain("syntax is ok");
    expect(checked.exitCode).toBe(0);
  });
});
