import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ADMIN } from "./credentials";
import { freePort } from "./own-server";

/*
 * nginx with proxy_cache (Debian package) in front of the binary, configured with nothing
 * about this site: what it stores and for how long follows the site's own headers alone.
 */

let nginx: ChildProcess | null = null;
let dir = "";
let proxy = "";

test.beforeAll(async ({ baseURL }) => {
  dir = mkdtempSync(join(tmpdir(), "parksite-nginx-"));
  const port = await freePort();
  proxy = `http://127.0.0.1:${port}`;
  const user = process.getuid?.() === 0 ? "user root;" : "";
  writeFileSync(
    join(dir, "nginx.conf"),
    `${user}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache keys_zone=site:1m;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${baseURL};
      proxy_set_header Host $http_host;
      proxy_cache site;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`,
  );
  nginx = spawn("nginx", ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${proxy}/healthz`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error("nginx non risponde");
});

test.afterAll(async () => {
  if (nginx?.pid) {
    process.kill(nginx.pid, "SIGTERM");
    await new Promise((r) => nginx?.once("exit", r));
  }
  rmSync(dir, { recursive: true, force: true });
});

const through = (path: string, init: RequestInit = {}) => fetch(`${proxy}${path}`, init);
const status = (res: Response) => res.headers.get("x-cache-status");

test("public pages are served from the proxy's cache", async () => {
  for (const path of ["/", "/prodotti/automazione-parcheggi", "/blog", "/contatti", "/pagina-inesistente"]) {
    const first = await through(path);
    await first.text();
    expect(["MISS", "HIT"], path).toContain(status(first));
    const second = await through(path);
    expect(status(second), path).toBe("HIT");
    expect(await second.text(), path).toContain("ParkSite Italia");
  }
});

test("the staff area and the API are never stored by the proxy", async () => {
  const login = await through("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: proxy },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  for (const path of ["/admin", "/admin/blog", "/api/auth/me", "/api/blog", "/api/settings"]) {
    for (let i = 0; i < 2; i++) {
      const res = await through(path, { headers: { cookie } });
      await res.arrayBuffer();
      expect(status(res), path).not.toBe("HIT");
    }
  }
  const anonymous = await through("/api/auth/me");
  expect(anonymous.status).toBe(401);
});

test("a newly published article shows through the proxy within s-maxage (60 s)", async () => {
  test.setTimeout(180_000);
  const listed = await through("/blog");
  await listed.text();
  const login = await through("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: proxy },
    body: JSON.stringify(ADMIN),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const title = `Nuovo varco all'aeroporto ${Date.now().toString(36)}`;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title,
    slug: "",
    excerpt: "Un nuovo impianto di lettura targhe.",
    content: "Testo dell'articolo.",
    tags: "aeroporti",
    published: "true",
    article_images: "[]",
  }))
    form.append(name, value);
  const published = await through("/api/blog", { method: "POST", headers: { cookie, origin: proxy }, body: form });
  expect(published.status).toBe(201);
  const publishedAt = Date.now();

  const escaped = title.replace(/'/g, "&#x27;");
  let seenAfter = -1;
  // s-maxage is 60 s; the margin is for a busy machine running other browser tests beside this one.
  while (Date.now() - publishedAt < 120_000) {
    const res = await through("/blog");
    if ((await res.text()).includes(escaped)) {
      seenAfter = Date.now() - publishedAt;
      break;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  expect(seenAfter).toBeGreaterThanOrEqual(0);
  // s-maxage (60 s), then the proxy's background refresh (stale-while-revalidate) and the next poll.
  expect(seenAfter).toBeLessThanOrEqual(66_000);
});
