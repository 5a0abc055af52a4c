import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type BuiltInContentLoader, PageStore } from "../api/pages/pages.service";
import { RedirectStore } from "../api/redirects/redirect-store";
import { loadConfig, type Config } from "../config";
import { ContentChanges } from "../content-changes";
import { openDataFolder } from "../data-folder";
import { closeDatabase } from "../db/client";
import { UsageError } from "./args";
import { type ImportedContent, importMenus } from "./import-wordpress-menus";
import { importPage } from "./import-wordpress-pages";
import { importPost } from "./import-wordpress-posts";
import { emptyReport, type ImportReport, summaryLines } from "./import-wordpress-report";
import { parseWxr, WxrError } from "./import-wordpress-wxr";

export type { ImportReport } from "./import-wordpress-report";

/** The import writes only pages it creates: the built-in ones are never read. */
const noBuiltIns: BuiltInContentLoader = () => Promise.reject(new Error("le pagine predefinite non servono all'importazione"));

/**
 * Imports a WXR file into a data folder: its posts as articles, its pages as pages the site
 * created, its menus as a draft of the site's menus; what is not public on WordPress stays a draft.
 */
export async function importWordpress(config: Config, xml: string, uploadsDir: string | null): Promise<ImportReport> {
  const wxr = parseWxr(xml);
  const report = emptyReport();
  const db = openDataFolder(config);
  try {
    const pages = new PageStore(db, new ContentChanges(), noBuiltIns);
    const redirects = new RedirectStore(db);
    const content: ImportedContent = { posts: new Map(), pages: new Map() };
    for (const post of wxr.posts) {
      const now = await importPost(db, config, post, uploadsDir, report);
      if (now) content.posts.set(post.wordpressId, { entry: post, now });
    }
    for (const page of wxr.pages) {
      const now = await importPage({ config, uploadsDir, pages, redirects, report }, page);
      if (now) content.pages.set(page.wordpressId, { entry: page, now });
    }
    report.menus = importMenus(db, pages, wxr, content);
  } finally {
    closeDatabase(db);
  }
  return report;
}

/** `parksite import wordpress FILE.xml [--uploads DIR] [--data DIR]`. */
export async function runImportCommand(argv: string[]): Promise<number> {
  let parsed: ReturnType<
    typeof parseArgs<{ options: { uploads: { type: "string" }; data: { type: "string" } }; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({
      args: argv,
      options: { uploads: { type: "string" }, data: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [kind, file, extra] = parsed.positionals;
  if (kind !== "wordpress")
    throw new UsageError(`importazione sconosciuta: ${kind ?? "(mancante)"}; usa 'import wordpress FILE.xml'`);
  if (!file || extra) throw new UsageError("indica un solo file: parksite import wordpress FILE.xml [--uploads CARTELLA]");
  if (!existsSync(file)) {
    console.error(`Errore: il file ${file} non esiste.`);
    return 1;
  }
  const uploads = parsed.values.uploads ?? null;
  if (uploads && !existsSync(uploads)) {
    console.error(`Errore: la cartella ${uploads} non esiste.`);
    return 1;
  }
  const config = loadConfig({ data: parsed.values.data });
  let report: ImportReport;
  try {
    report = await importWordpress(config, readFileSync(file, "utf8"), uploads ? join(uploads) : null);
  } catch (error) {
    if (error instanceof WxrError) {
      console.error(`Errore: ${error.message}.`);
      return 1;
    }
    throw error;
  }
  for (const line of summaryLines(report)) console.log(line);
  if (report.imported > 0 || report.pages > 0)
    console.log("Se il sito è in funzione, riavvialo per vedere subito articoli, pagine e reindirizzamenti importati.");
  return 0;
}
