import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listSnapshots, readManifest } from "./catalog";
import { sha256File } from "./fs-sync";
import { BACKUPS, DB_FILE, isSnapshotMember, TEMP_PREFIX, UPLOADS } from "./layout";
import { parksiteDatabaseProblems } from "./database-identity";
import { missingFiles } from "./expected-files";
import type { Manifest } from "./manifest";
import { collectReferencedUploads } from "./references";
import { binarySchemaVersion, readDataSchema } from "./schema-version";
import { countRows, integrityOf, uploadFilesByKey } from "./snapshot";
import { extractTarFile, TarFormatError } from "./tar";
import { verifySearchIndex } from "../search/verify-index";

type FindingLevel = "ok" | "info" | "avviso" | "errore";

export interface VerifyReport {
  target: string;
  subject: "cartella dati" | "backup";
  findings: { level: FindingLevel; text: string }[];
  /** Files under uploads/ that no row uses. */
  orphans: string[];
  missing: string[];
  leftovers: string[];
  ok: boolean;
}

/** A report on `target` with nothing found yet. */
function newReport(target: string, subject: VerifyReport["subject"]): VerifyReport {
  return { target, subject, findings: [], orphans: [], missing: [], leftovers: [], ok: false };
}

const LIST_LIMIT = 10;

function listed(items: readonly string[]): string {
  const shown = items.slice(0, LIST_LIMIT).join(", ");
  return items.length > LIST_LIMIT ? `${shown} e altri ${items.length - LIST_LIMIT}` : shown;
}

function openForReading(path: string): Database {
  try {
    return new Database(path, { readonly: true });
  } catch {
    return new Database(path, { readwrite: true, create: false });
  }
}

/** Temporary files and folders a crash may leave (names starting with .tmp-), relative to `root`. */
export function findLeftovers(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, relative: string, depth: number) => {
    if (!existsSync(dir) || depth > 3) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.name.startsWith(TEMP_PREFIX)) found.push(rel);
      else if (entry.isDirectory() && depth < 2) walk(join(dir, entry.name), rel, depth + 1);
    }
  };
  walk(root, "", 0);
  walk(join(root, UPLOADS), UPLOADS, 1);
  walk(join(root, BACKUPS), BACKUPS, 2);
  return [...new Set(found)].sort();
}

interface DatabaseFacts {
  integrity: string[];
  /** Why it is not a parksite database (none when it is). */
  foreign: string[];
  schema: ReturnType<typeof readDataSchema>;
  counts: Record<string, number>;
  referenced: ReturnType<typeof collectReferencedUploads>;
}

function readDatabase(path: string): DatabaseFacts {
  const sqlite = openForReading(path);
  try {
    const integrity = integrityOf(sqlite);
    const foreign = parksiteDatabaseProblems(sqlite);
    const empty = { keys: new Set<string>(), examples: new Map<string, string>(), addresses: new Set<string>() };
    return {
      integrity,
      foreign,
      schema: readDataSchema(sqlite),
      counts: foreign.length === 0 ? countRows(sqlite) : {},
      referenced: foreign.length === 0 ? collectReferencedUploads(sqlite) : empty,
    };
  } finally {
    sqlite.close();
  }
}

/** The manifest tells the truth about the database beside it: schema version and rows per table. */
function checkAgainstManifest(report: VerifyReport, facts: DatabaseFacts, manifest: Manifest): void {
  const problems: string[] = [];
  if (manifest.schema_version !== facts.schema.version) {
    problems.push(`schema ${facts.schema.version} invece di ${manifest.schema_version}`);
  }
  const tables = new Set([...Object.keys(manifest.counts), ...Object.keys(facts.counts)]);
  for (const table of [...tables].sort()) {
    const inManifest = manifest.counts[table];
    const inDatabase = facts.counts[table];
    if (inManifest !== inDatabase)
      problems.push(`${table}: ${inDatabase ?? "assente"} righe invece di ${inManifest ?? "nessuna"}`);
  }
  if (problems.length === 0) report.findings.push({ level: "ok", text: "Manifesto e database corrispondono (schema e righe)." });
  else {
    report.findings.push({
      level: "errore",
      text: `Il database non corrisponde al manifesto del backup: ${listed(problems)}.`,
    });
  }
}

/** Checks shared by a data folder and a snapshot: integrity, what the database is, schema, uploads referenced and not. */
function checkDatabaseAndUploads(report: VerifyReport, dir: string, manifest: Manifest | null = null) {
  const dbPath = join(dir, DB_FILE);
  if (!existsSync(dbPath)) {
    report.findings.push({ level: "errore", text: `Database assente (${DB_FILE}).` });
    return;
  }
  let facts: DatabaseFacts;
  try {
    facts = readDatabase(dbPath);
  } catch (error) {
    report.findings.push({ level: "errore", text: `Il database non si apre: ${(error as Error).message}.` });
    return;
  }
  if (facts.integrity.length === 1 && facts.integrity[0] === "ok") {
    report.findings.push({ level: "ok", text: "Integrità del database: ok." });
  } else {
    report.findings.push({ level: "errore", text: `Integrità del database compromessa: ${listed(facts.integrity)}.` });
  }
  if (facts.foreign.length > 0) {
    report.findings.push({ level: "errore", text: `Il database ${listed(facts.foreign)}.` });
    return;
  }
  if (manifest) checkAgainstManifest(report, facts, manifest);
  const binary = binarySchemaVersion();
  if (facts.schema.unknown > 0) {
    report.findings.push({
      level: "errore",
      text: `Versione dello schema ${facts.schema.version}: più recente di quella di questo eseguibile (${binary}); serve una versione più recente di parksite.`,
    });
  } else if (facts.schema.pending > 0) {
    report.findings.push({
      level: "info",
      text: `Versione dello schema ${facts.schema.version}: verrà aggiornata a ${binary} al prossimo avvio (con un backup prima).`,
    });
  } else {
    report.findings.push({ level: "ok", text: `Versione dello schema: ${facts.schema.version} (quella di questo eseguibile).` });
  }
  report.findings.push(verifySearchIndex(dbPath));

  const files = uploadFilesByKey(join(dir, UPLOADS));
  report.missing = missingFiles(facts.referenced.addresses, join(dir, UPLOADS));
  report.orphans = [...files.entries()].filter(([key]) => !facts.referenced.keys.has(key)).flatMap(([, names]) => names);
  const fileCount = [...files.values()].reduce((n, names) => n + names.length, 0);
  if (report.missing.length === 0) {
    report.findings.push({
      level: "ok",
      text: `Immagini caricate: tutte le ${facts.referenced.keys.size} usate dal database sono presenti (${fileCount} file).`,
    });
  } else {
    report.findings.push({
      level: "errore",
      text: `Immagini mancanti: ${report.missing.length} file usati dalle pagine non ci sono: ${listed(report.missing)}.`,
    });
  }
  if (report.orphans.length > 0) {
    report.findings.push({
      level: "avviso",
      text: `File orfani: ${report.orphans.length} file in ${UPLOADS}/ non sono usati da nessun contenuto: ${listed(report.orphans)}.`,
    });
  }
}

function finish(report: VerifyReport): VerifyReport {
  report.ok = !report.findings.some((f) => f.level === "errore");
  return report;
}

/** A data folder: database, schema, uploads, leftovers, and how many snapshots it holds. */
export function verifyDataFolder(dataDir: string): VerifyReport {
  const report = newReport(dataDir, "cartella dati");
  if (!existsSync(dataDir)) {
    report.findings.push({ level: "errore", text: "La cartella non esiste." });
    return finish(report);
  }
  checkDatabaseAndUploads(report, dataDir);
  report.leftovers = findLeftovers(dataDir);
  if (report.leftovers.length > 0) {
    report.findings.push({
      level: "avviso",
      text: `File temporanei rimasti da un'interruzione: ${listed(report.leftovers)} (li rimuove il prossimo avvio).`,
    });
  } else {
    report.findings.push({ level: "ok", text: "Nessun file temporaneo rimasto." });
  }
  const snapshots = listSnapshots(dataDir);
  report.findings.push({
    level: "info",
    text:
      snapshots.length === 0
        ? "Backup nella cartella: nessuno."
        : `Backup nella cartella: ${snapshots.length}, il più recente del ${snapshots[0]?.created_at ?? "?"}.`,
  });
  return finish(report);
}

/** A snapshot folder (backups/<name>) or a downloaded archive (.tar). */
export function verifySnapshot(path: string): VerifyReport {
  const report = newReport(path, "backup");
  if (!existsSync(path)) {
    report.findings.push({ level: "errore", text: "Il file non esiste." });
    return finish(report);
  }
  let dir = path;
  let scratch: string | null = null;
  try {
    if (statSync(path).isFile()) {
      scratch = mkdtempSync(join(tmpdir(), "parksite-verifica-"));
      try {
        extractTarFile(path, scratch, isSnapshotMember);
      } catch (error) {
        const reason = error instanceof TarFormatError ? error.message : (error as Error).message;
        report.findings.push({ level: "errore", text: `Archivio non valido: ${reason}.` });
        return finish(report);
      }
      dir = scratch;
    }
    checkSnapshotFolder(report, dir);
    return finish(report);
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

/** A snapshot's own checks: its manifest and checksum, then what a data folder gets. */
function checkSnapshotFolder(report: VerifyReport, dir: string): void {
  const manifest = readManifest(dir);
  if (!manifest) {
    report.findings.push({
      level: "errore",
      text: "Manifesto (manifest.json) assente o non valido: non è un backup di parksite.",
    });
    return;
  }
  report.findings.push({
    level: "info",
    text: `Backup ${manifest.name} del ${manifest.created_at}, versione ${manifest.app_version}, schema ${manifest.schema_version}.`,
  });
  const dbPath = join(dir, DB_FILE);
  if (existsSync(dbPath)) {
    if (sha256File(dbPath) === manifest.db_sha256)
      report.findings.push({ level: "ok", text: "Checksum del database: corrisponde." });
    else report.findings.push({ level: "errore", text: "Checksum del database: non corrisponde al manifesto (file alterato)." });
  }
  checkDatabaseAndUploads(report, dir, manifest);
  const known = new Set(manifest.missing_uploads);
  if (report.missing.length > 0 && report.missing.every((m) => known.has(m))) {
    const finding = report.findings.find((f) => f.text.startsWith("Immagini mancanti"));
    if (finding) {
      finding.level = "avviso";
      finding.text += " Mancavano già nella cartella dati quando il backup è stato creato.";
    }
  }
}

export function formatReport(report: VerifyReport): string {
  const marks: Record<FindingLevel, string> = { ok: "[ok]", info: "[info]", avviso: "[avviso]", errore: "[errore]" };
  const lines = [`Verifica ${report.subject === "backup" ? "del backup" : "della cartella dati"} ${report.target}`];
  for (const f of report.findings) lines.push(`  ${marks[f.level]} ${f.text}`);
  const errors = report.findings.filter((f) => f.level === "errore").length;
  const warnings = report.findings.filter((f) => f.level === "avviso").length;
  lines.push(
    errors > 0
      ? `Esito: ${errors === 1 ? "1 errore" : `${errors} errori`}${warnings ? `, ${warnings === 1 ? "1 avviso" : `${warnings} avvisi`}` : ""}.`
      : warnings > 0
        ? `Esito: nessun errore, ${warnings === 1 ? "1 avviso" : `${warnings} avvisi`}.`
        : "Esito: tutto in ordine.",
  );
  return lines.join("\n");
}

/** What keeps a snapshot folder about to be restored or imported from being used: nothing when it may be. */
export function snapshotFolderErrors(dir: string): string[] {
  const report = newReport(dir, "backup");
  checkSnapshotFolder(report, dir);
  return report.findings.filter((f) => f.level === "errore").map((f) => f.text);
}
