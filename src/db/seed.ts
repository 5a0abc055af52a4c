import { seedSettings } from "../api/settings/settings.service";
import type { Db } from "./client";
import { demoPostRows } from "./demo/demo-posts";
import { posts } from "./schema";

export interface SeedOptions {
  /** The database was created just now: demo content may be added (deleting it later keeps it deleted). */
  fresh: boolean;
}

/** Fills a data folder: business facts always get their missing defaults; a new one gets demo content. */
export function seedDatabase(db: Db, options: SeedOptions): void {
  seedSettings(db);
  if (options.fresh) seedDemoPosts(db);
}

/** Three demo articles (one a draft), only in a new data folder: deleted ones stay deleted. */
function seedDemoPosts(db: Db): void {
  db.insert(posts).values(demoPostRows()).onConflictDoNothing().run();
}
