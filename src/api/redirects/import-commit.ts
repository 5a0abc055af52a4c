/**
 * Writing an import's rules: tens of thousands of rows in one transaction take a few hundred
 * milliseconds of SQLite's time, which on the server's one thread would hold every visitor's
 * answer back. A worker thread writes them on a connection of its own, all or none; visitors
 * read the rules from memory meanwhile (WAL: the database stays readable too).
 */

import type { RuleTable } from "./rule-table";

/** One rule as written: id, old address, destination (null for 410), code. */
type RuleRow = [number, string, string | null, number];

export interface ImportWrite {
  /** The database file. */
  path: string;
  now: string;
  /** The rules to write, new ones apart, handed over in parts: each part costs the server's thread a copy. */
  parts: AsyncIterable<{ inserts: RuleRow[]; updates: RuleRow[] }>;
  /** Paths of the 404 report the import's rules now answer. */
  forget: string[];
}

/*
 * The worker's code, on its own (a worker shares nothing with the server's modules): it opens the
 * database with the pragmas every connection of the server has (src/db/connection.ts) and writes.
 */
const WORKER_SOURCE = `
const sqlite = import("bun:sqlite");
const inserts = [];
const updates = [];
self.onmessage = async (event) => {
  const job = event.data;
  if (job.kind === "rules") {
    for (const row of job.inserts) inserts.push(row);
    for (const row of job.updates) updates.push(row);
    return;
  }
  let db;
  try {
    const { Database } = await sqlite;
    db = new Database(job.path);
    db.exec("PRAGMA busy_timeout = 5000");
    db.exec("PRAGMA synchronous = FULL");
    db.exec("PRAGMA foreign_keys = ON");
    const insert = db.prepare("INSERT INTO redirect_rules (id, source, target, code, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)");
    const update = db.prepare("UPDATE redirect_rules SET source = ?2, target = ?3, code = ?4, updated_at = ?5 WHERE id = ?1");
    const forget = db.prepare("DELETE FROM not_found_hits WHERE path = ?1");
    db.transaction(() => {
      for (const row of updates) update.run(row[0], row[1], row[2], row[3], job.now);
      for (const row of inserts) insert.run(row[0], row[1], row[2], row[3], job.now);
      for (const path of job.forget) forget.run(path);
    })();
    postMessage({ ok: true });
  } catch (error) {
    postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  } finally {
    db?.close();
  }
};
`;

let workerUrl: string | null = null;

/** Waits for the event loop's next turn: the requests that came in meanwhile are answered first. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Writes an import in one transaction on a worker thread; rejects (nothing written) when the write fails. */
export async function writeImport(job: ImportWrite): Promise<void> {
  workerUrl ??= URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "application/javascript" }));
  const worker = new Worker(workerUrl);
  const written = new Promise<void>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ ok: boolean; message?: string }>) => {
      if (event.data.ok) resolve();
      else reject(new Error(`importazione dei reindirizzamenti non scritta: ${event.data.message ?? ""}`));
    };
    worker.onerror = (event) => reject(new Error(`importazione dei reindirizzamenti non scritta: ${event.message}`));
  });
  try {
    for await (const part of job.parts) worker.postMessage({ kind: "rules", ...part });
    worker.postMessage({ kind: "write", path: job.path, now: job.now, forget: job.forget });
    await written;
  } finally {
    worker.terminate();
  }
}

/** Rules handed to the import's writer at a time. */
const PART_SIZE = 2_000;

/** An import's rules as rows to write, new ones apart, in parts with a turn for visitors between them. */
export async function* partsOf(draft: RuleTable, changed: Set<number>, created: Set<number>) {
  let part = { inserts: [] as RuleRow[], updates: [] as RuleRow[] };
  for (const id of changed) {
    const rule = draft.get(id);
    if (rule) (created.has(id) ? part.inserts : part.updates).push([rule.id, rule.source, rule.target, rule.code]);
    if (part.inserts.length + part.updates.length >= PART_SIZE) {
      yield part;
      part = { inserts: [], updates: [] };
      await nextTurn();
    }
  }
  yield part;
}
