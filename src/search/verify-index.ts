import { Database } from "bun:sqlite";
import { CONTENT_PAGE_PATHS } from "../shared/pages/site-links";
import { galleryPhotoStamps, pagePublications, publishedPostStamps, publishedReferenceStamps } from "./content-sources";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../shared/languages";
import { indexTables, SEARCH_INDEX_VERSION, storedIndexVersion } from "./index-store";

type Level = "ok" | "info" | "avviso";
export interface IndexFinding {
  level: Level;
  text: string;
}

/** Keys whose indexed stamp differs from the content's (missing, extra or stale). */
function differences(indexed: Map<string, string>, expected: Map<string, string>, matches: (a: string, b: string) => boolean) {
  const wrong: string[] = [];
  for (const [key, stamp] of expected) {
    const got = indexed.get(key);
    if (got === undefined || !matches(got, stamp)) wrong.push(key);
  }
  for (const key of indexed.keys()) if (!expected.has(key)) wrong.push(key);
  return wrong;
}

function check(sqlite: Database): IndexFinding {
  const version = storedIndexVersion(sqlite);
  if (version === null) return { level: "info", text: "Indice di ricerca assente: viene creato al prossimo avvio." };
  if (version !== SEARCH_INDEX_VERSION) {
    return { level: "info", text: `Indice di ricerca della versione ${version}: viene ricostruito al prossimo avvio.` };
  }
  const indexed = (kind: string, documents = indexTables(DEFAULT_LANGUAGE).documents) =>
    new Map(
      sqlite
        .query<{ key: string; stamp: string }, [string]>(`SELECT key, stamp FROM ${documents} WHERE kind = ?`)
        .all(kind)
        .map((r) => [r.key, r.stamp]),
    );
  const stamps = <T>(rows: Map<string, { stamp: string; source: T }>) => new Map([...rows].map(([k, v]) => [k, v.stamp]));
  const publications = pagePublications(sqlite);
  const pages = new Map(CONTENT_PAGE_PATHS.map((path) => [`page:${path}`, publications.get(path) ?? ""]));
  const wrong = [
    ...differences(indexed("post"), stamps(publishedPostStamps(sqlite)), (a, b) => a === b),
    ...differences(indexed("image"), stamps(galleryPhotoStamps(sqlite)), (a, b) => a === b),
    ...differences(indexed("reference"), stamps(publishedReferenceStamps(sqlite)), (a, b) => a === b),
    // A page's stamp starts with when its edit was published; the rest hashes the built-in text it was made on.
    ...differences(indexed("page"), pages, (a, b) => a.startsWith(`${b}|`)),
  ];
  let documents = 0;
  for (const language of LANGUAGE_CODES) {
    const tables = indexTables(language);
    // The other languages' articles; their pages are the program's own translations, checked by the sync at start.
    if (language !== DEFAULT_LANGUAGE) {
      const expected = stamps(publishedPostStamps(sqlite, language));
      wrong.push(
        ...differences(indexed("post", tables.documents), expected, (a, b) => a === b).map((key) => `${language}:${key}`),
      );
    }
    const count = sqlite.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${tables.documents}`).get()?.n ?? 0;
    const rows = sqlite.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${tables.fts}`).get()?.n ?? 0;
    if (rows !== count) wrong.push(`${Math.abs(rows - count)} righe dell'indice testuale (${language})`);
    documents += count;
  }
  if (wrong.length > 0) {
    const shown = wrong.slice(0, 5).join(", ") + (wrong.length > 5 ? ` e altri ${wrong.length - 5}` : "");
    return {
      level: "avviso",
      text: `Indice di ricerca non allineato ai contenuti (${wrong.length} differenze: ${shown}): viene riallineato al prossimo avvio.`,
    };
  }
  return { level: "ok", text: `Indice di ricerca: allineato ai contenuti (${documents} documenti).` };
}

/** Whether the database's search index matches its published content: what `parksite verify` reports. */
export function verifySearchIndex(dbPath: string): IndexFinding {
  let sqlite: Database;
  try {
    sqlite = new Database(dbPath, { readonly: true });
  } catch {
    return { level: "avviso", text: "Indice di ricerca: il database non si apre in lettura." };
  }
  try {
    return check(sqlite);
  } catch (error) {
    return {
      level: "avviso",
      text: `Indice di ricerca non leggibile (${(error as Error).message}): viene ricostruito al prossimo avvio.`,
    };
  } finally {
    sqlite.close();
  }
}
