import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAdmin } from "../api/auth/auth.service";
import type { BuiltInContentLoader } from "../api/pages/pages.service";
import { createApp } from "../app";
import type { RestoreFaults } from "../backups/restore";
import { loadConfig } from "../config";
import { closeStores, createContext } from "../create-context";
import { openDataFolder } from "../data-folder";
import { closeDatabase } from "../db/client";
import type { MailServiceOptions } from "../mail/mail-service";
import type { Role } from "../shared/roles";
import { PageCache, type PageCacheLimits } from "../ssr/page-cache";
import type { BuiltAssets } from "../static/asset-manifest";
import { prepareFreshDataFolder } from "./template-database";

/** The app's session middleware, for a test that mounts some routes on their own. */
export { loadSession } from "../api/auth/session.middleware";

/** A built front end for tests: the scripts' names only, no files. */
export const testAssets: BuiltAssets = {
  files: {},
  client: {
    entryScript: "/assets/entry.client.js",
    stylesheet: "/assets/app.css",
    fonts: ["/assets/inter-latin.woff2"],
    entryImports: [],
    routeChunks: {},
    islandsLoader: "/assets/islands-loader.js",
    islandsScript: "/assets/entry.islands.js",
    islandsImports: ["/assets/island-shared.js"],
    islandChunks: { "contact-form": ["/assets/island-contact-form.js", "/assets/island-shared.js"] },
    signInScript: "/assets/entry.signin.js",
    signInImports: ["/assets/signin-shared.js"],
  },
};

const ORIGIN = "http://localhost";
export const ADMIN = { email: "staff@example.com", password: "una-password-sicura" };

/** A fresh app on a temporary data folder, as `parksite serve` would build it. */
export function createTestApp(
  options: {
    withAdmin?: boolean;
    trustProxy?: boolean;
    /** As --public-url: the site's address for canonical links, the sitemap and printed documents. */
    publicUrl?: string;
    mail?: MailServiceOptions;
    builtInContent?: BuiltInContentLoader;
    pageCache?: PageCacheLimits;
    /**
     * As --allow-private-endpoints: the test SMTP and S3 servers listen on this machine, so the
     * test app allows them unless a test asks for the server's default (false).
     */
    allowPrivateEndpoints?: boolean;
    /** Restores in the running app (as `parksite serve`), with the test's failing step if any. */
    liveRestore?: RestoreFaults;
  } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), "parksite-test-"));
  const config = loadConfig(
    {
      data: dataDir,
      port: 0,
      host: "127.0.0.1",
      trustProxy: options.trustProxy ?? false,
      publicUrl: options.publicUrl,
      allowPrivateEndpoints: options.allowPrivateEndpoints ?? true,
    },
    {},
  );
  prepareFreshDataFolder(config);
  const ctx = createContext(config, openDataFolder(config), {
    builtInContent: options.builtInContent,
    mail: options.mail,
    liveRestore: options.liveRestore ? { faults: options.liveRestore } : undefined,
  });
  const db = ctx.db;
  const pageCache = new PageCache(ctx.changes, options.pageCache);
  const app = createApp(ctx, { assets: testAssets, pageCache });
  const ready =
    options.withAdmin === false
      ? Promise.resolve()
      : createAdmin(db, ADMIN.email, ADMIN.password).then(() => {
          ctx.setup.token = null;
        });

  /** A request as a same-origin browser would send it. */
  const request = (path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set("content-type", "application/json");
    if (init.cookie) headers.set("cookie", init.cookie);
    if (init.method && init.method !== "GET" && !headers.has("origin")) headers.set("origin", ORIGIN);
    return app.request(`${ORIGIN}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  };

  /** Signs in and returns the cookie header to send with later requests. */
  const login = async (email = ADMIN.email, password = ADMIN.password) => {
    await ready;
    const res = await request("/api/auth/login", { method: "POST", json: { email, password } });
    if (res.status !== 200) throw new Error(`login non riuscito: ${res.status}`);
    const cookie = res.headers.get("set-cookie") ?? "";
    return cookie.split(";")[0] ?? "";
  };

  /** Adds a staff member with `role` and returns their session cookie. */
  const loginAs = async (role: Role, email = `${role}@example.com`) => {
    await ready;
    await createAdmin(db, email, ADMIN.password, role);
    return login(email);
  };

  /** Signs the administrator in over HTTPS (as behind the company's proxy): the answer, with its cookie. */
  const loginOverHttps = async () => {
    await ready;
    return app.request("https://parksite.example/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://parksite.example" },
      body: JSON.stringify(ADMIN),
    });
  };

  const cleanup = async () => {
    await ready.catch(() => undefined);
    await closeStores(ctx);
    closeDatabase(ctx.db);
    rmSync(dataDir, { recursive: true, force: true });
  };

  return { app, ctx, db, config, pageCache, request, login, loginAs, loginOverHttps, ready, cleanup };
}

export type TestApp = ReturnType<typeof createTestApp>;
