import type { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import type { ServeOptions } from "./cli/serve-options";
import type { Config } from "./config";
import type { Site } from "./site";

/** Lets requests already waiting (a health check) be answered before the next slice of work. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The site's code with the built front end: a part of the executable of its own, which the
 * server loads by path once it listens (src/server.ts). Its modules are evaluated in a few slices
 * with a pause between them, so that a health check is answered while they load: the database's
 * schema, missing settings and the start-up sweep of the data folder, the page editor's schemas,
 * the page renderer, the API, the app.
 */
export async function startBuiltSite(config: Config, sqlite: Database, options: ServeOptions): Promise<Site> {
  await pause();
  const [{ wrapConnection }, { seedDatabase }, { sweepAtStart }, { dataFolder }] = await Promise.all([
    import("./db/client"),
    import("./db/seed"),
    import("./backups/sweep"),
    import("./backups/layout"),
  ]);
  const db = wrapConnection(sqlite);
  mkdirSync(config.uploadsDir, { recursive: true });
  // Business facts a new version added get their defaults (a new folder has them already).
  seedDatabase(db, { fresh: false });
  sweepAtStart(dataFolder(config.dataDir), sqlite, console.log);
  await pause();
  await import("./api/pages/pages.service");
  await pause();
  await import("./ssr/built-in-pages");
  await pause();
  await import("./api/blog/blog.routes");
  await pause();
  await import("./api/dashboard/dashboard.routes");
  await pause();
  await import("./app");
  await pause();
  const [{ startSite }, { builtAssets }] = await Promise.all([import("./site"), import("./generated/built-assets")]);
  return startSite(config, db, builtAssets, options);
}
