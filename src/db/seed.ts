import { seedSettings } from "../api/settings/settings.service";
import type { Db } from "./client";

export interface SeedOptions {
  /** The database was created just now: demo content may be added (deleting it later keeps it deleted). */
  fresh: boolean;
}

/** Fills a data folder: business facts always get their missing defaults. */
export function seedDatabase(db: Db, _options: SeedOptions): void {
  seedSettings(db);
}
