import type { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { acquireLock } from "./backups/lock";
import { DEFAULT_POLICY } from "./backups/retention";
import type { ServeOptions } from "./cli/serve-options";
import type { Config } from "./config";
import { listenFailure } from "./cli/listen-error";
import { closeConnection } from "./db/connection";
import { openReadyDatabase } from "./db/open-ready";
import { flushLogs } from "./http/log-buffer";
import { keepLargeBlocksApart } from "./system/memory";
import { StartupClock } from "./system/startup-clock";
import type { Site } from "./site";

/**
 * The largest body Bun reads: a snapshot archive uploaded from /admin/backup. Every other
 * route keeps its own, smaller limit (JSON 1 MB, one image 25 MB) in the app.
 */
const MAX_REQUEST_BODY = 4 * 1024 * 1024 * 1024;
const SHUTDOWN_GRACE_MS = 10_000;

function displayOrigin(config: Config, port: number): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/** GET /healthz while the site's code still loads: the database is open and migrated, so it answers for it. */
function healthWhileStarting(sqlite: Database): Response {
  const headers = { "Cache-Control": "no-store" };
  try {
    sqlite.query("SELECT 1").get();
    return Response.json({ status: "ok" }, { status: 200, headers });
  } catch {
    return Response.json({ status: "error", message: "Il database non risponde" }, { status: 503, headers });
  }
}

/**
 * The executable's other parts the server loads by their path (the same next to this file in the
 * sources), each read only when needed: the site's code (src/serve-site.ts) once the server
 * listens, so the first health check does not wait for it; what prepares a data folder
 * (src/prepare-data-folder.ts) only when the folder needs it.
 */
const SITE_PART = "./serve-site.js";
const PREPARE_PART = "./prepare-data-folder.js";
const loadSitePart = () => import(SITE_PART) as Promise<typeof import("./serve-site")>;
const loadPreparePart = () => import(PREPARE_PART) as Promise<typeof import("./prepare-data-folder")>;

/**
 * Starts listening (`serve`); a port that cannot be had (in use, not allowed) ends the start with
 * a message that says so, the data folder released and its database closed.
 */
function listen<T>(config: Config, sqlite: Database, releaseLock: () => void, serve: () => T): T {
  try {
    return serve();
  } catch (error) {
    closeConnection(sqlite);
    releaseLock();
    throw listenFailure(error, config.host, config.port);
  }
}

/**
 * Opens the data folder and serves the site until SIGTERM/SIGINT, then finishes in-flight requests
 * and closes the database. The server listens as soon as the database is ready; the site's code
 * (routes, pages, schedulers, the start-up sweep) loads right after, and a request arriving
 * meanwhile waits for it.
 */
export async function startServer(config: Config, options: ServeOptions = { logLevel: "info", backupPolicy: DEFAULT_POLICY }) {
  const clock = new StartupClock();
  keepLargeBlocksApart();
  mkdirSync(config.dataDir, { recursive: true });
  const releaseLock = acquireLock(config.dataDir);
  const sqlite = openReadyDatabase(config) ?? (await loadPreparePart()).prepareDataFolder(config, console.log);
  clock.mark("database");

  let site: Site | null = null;
  let siteLoaded: Promise<Site> | null = null;
  const server = listen(config, sqlite, releaseLock, () =>
    Bun.serve({
      port: config.port,
      hostname: config.host,
      maxRequestBodySize: MAX_REQUEST_BODY,
      // Bun's development mode (its default unless NODE_ENV=production) answers an error that escapes
      // the site with a page showing the code and its stack: never on a company's server.
      development: false,
      // Not an async function: a response the site has at once (a cached page) is sent without a promise in between.
      fetch: (request, srv) => {
        if (site) return site.fetch(request, srv);
        if (request.method === "GET" && new URL(request.url).pathname === "/healthz") return healthWhileStarting(sqlite);
        return (siteLoaded as Promise<Site>).then((loaded) => loaded.fetch(request, srv));
      },
    }),
  );
  clock.mark("listen");

  const origin = displayOrigin(config, server.port ?? config.port);
  console.log(`parksite in ascolto su ${origin} (dati in ${config.dataDir}), avviato in ${clock.total()} ms`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} ricevuto: chiusura in corso...`);
    const siteStopped = (site ?? (await siteLoaded))?.stop();
    const force = setTimeout(() => {
      console.error("Chiusura forzata: richieste ancora in corso dopo 10 secondi.");
      flushLogs();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    await server.stop(false);
    await siteStopped;
    // A restore from the browser may have opened another database in the site: that one is closed.
    closeConnection(site?.ctx.db.$client ?? sqlite);
    releaseLock();
    clearTimeout(force);
    flushLogs();
    console.log("parksite fermato.");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  // One turn of the event loop first: a health check already waiting is answered before the site's code is read.
  siteLoaded = new Promise<void>((resolve) => setImmediate(resolve))
    .then(loadSitePart)
    .then(({ startBuiltSite }) => startBuiltSite(config, sqlite, options));
  site = await siteLoaded;
  clock.mark("site");
  if (options.logLevel === "debug") console.log(`Avvio: ${clock.summary()}`);
  if (site.ctx.setup.token) {
    console.log(
      `\nNessun amministratore configurato. Crea il primo account da questo link (valido una sola volta):\n  ${origin}/admin/setup#token=${site.ctx.setup.token}\noppure esegui: parksite admin create --email <email> --password <password>\n`,
    );
  }

  return { server, ctx: site.ctx, origin };
}
