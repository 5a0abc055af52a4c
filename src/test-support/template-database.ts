import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Config, loadConfig } from "../config";
import { openDataFolder } from "../data-folder";
import { closeDatabase } from "../db/client";
import { markForDemoGallery } from "../db/seed";

let template: string | null = null;

/** A data folder's database migrated and seeded once per test process. */
function templatePath(): string {
  if (template) return template;
  const dir = mkdtempSync(join(tmpdir(), "parksite-template-"));
  closeDatabase(openDataFolder(loadConfig({ data: dir, port: 0, host: "127.0.0.1" }, {})));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  template = join(dir, "parksite.db");
  return template;
}

/**
 * Gives a new data folder the database a first start makes (migrated, business facts, demo
 * articles and example documents seeded, marked for its demo gallery) by copying a template
 * instead of migrating again, with the example documents' files beside it.
 */
export function prepareFreshDataFolder(config: Config): void {
  const source = templatePath();
  copyFileSync(source, config.dbPath);
  const documents = join(source, "..", "uploads", "documents");
  if (existsSync(documents)) cpSync(documents, join(config.uploadsDir, "documents"), { recursive: true });
  markForDemoGallery(config.uploadsDir);
}
