import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RemoteCopyInfo } from "../shared/backups";
import { REMOTE_STATE, snapshotEntries, snapshotPath } from "./catalog";
import type { OffsiteConfig } from "./offsite-config";
import { tarSize, tarStream } from "./tar";

/** Waits between attempts: a storage that fails is tried again, four times in all. */
const RETRY_DELAYS_MS = [2_000, 10_000, 60_000];

function clientOf(config: OffsiteConfig) {
  return new Bun.S3Client({
    endpoint: config.endpoint,
    region: config.region,
    bucket: config.bucket,
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    // The retries are ours (with growing waits, and counted in the state the page shows).
    retry: 0,
  });
}

const keyOf = (config: OffsiteConfig, name: string) => `${config.prefix}${name}.tar`;

function writeRemoteState(snapshotDir: string, state: RemoteCopyInfo): void {
  if (existsSync(snapshotDir)) writeFileSync(join(snapshotDir, REMOTE_STATE), JSON.stringify(state));
}

/** A storage's refusal in Italian, without keys or server paths. */
function reasonOf(error: unknown): string {
  const code = (error as { code?: string }).code;
  const status = (error as { status?: number }).status;
  if (code === "ECONNREFUSED" || code === "ConnectionRefused") return "lo storage non risponde";
  if (status === 403 || code === "AccessDenied" || code === "SignatureDoesNotMatch") return "accesso negato: controlla le chiavi";
  if (code === "NoSuchBucket") return "il bucket non esiste";
  return "lo storage ha rifiutato o interrotto il caricamento";
}

export interface UploadOptions {
  delays?: readonly number[];
  log?: (message: string) => void;
}

/**
 * Copies a snapshot to the bucket as one .tar, streamed from its files. A failure is tried again
 * after a growing wait; the copy is marked done only once the storage holds it whole (its size
 * checked), never before. Then the oldest copies past `keep` are removed from the bucket.
 */
export async function uploadSnapshot(
  dataDir: string,
  name: string,
  config: OffsiteConfig,
  options: UploadOptions = {},
): Promise<boolean> {
  const dir = snapshotPath(dataDir, name);
  if (!dir) return false;
  const delays = options.delays ?? RETRY_DELAYS_MS;
  const log = options.log ?? console.log;
  const client = clientOf(config);
  const key = keyOf(config, name);
  let reason = "";
  for (let attempt = 1; attempt <= delays.length + 1; attempt++) {
    writeRemoteState(dir, { state: "in_corso", attempts: attempt, message: null, at: new Date().toISOString() });
    try {
      const entries = snapshotEntries(dir);
      const expected = tarSize(entries);
      await client.write(key, new Response(tarStream(entries)), { type: "application/x-tar" });
      const stored = await client.file(key).stat();
      if (stored.size !== expected) throw new Error(`copia incompleta: ${stored.size} byte invece di ${expected}`);
      writeRemoteState(dir, { state: "caricato", attempts: attempt, message: null, at: new Date().toISOString() });
      log(`[backup] ${name} copiato fuori sede (${config.bucket}/${key}, tentativo ${attempt}).`);
      await pruneRemote(config).catch((error: unknown) =>
        console.error("[backup] pulizia delle copie fuori sede non riuscita:", error),
      );
      return true;
    } catch (error) {
      reason = reasonOf(error);
      console.error(`[backup] copia fuori sede di ${name}, tentativo ${attempt} non riuscito:`, error);
      const wait = delays[attempt - 1];
      if (wait === undefined) break;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  writeRemoteState(dir, {
    state: "errore",
    attempts: delays.length + 1,
    message: `Copia fuori sede non riuscita dopo ${delays.length + 1} tentativi: ${reason}.`,
    at: new Date().toISOString(),
  });
  return false;
}

/** The copies in the bucket, newest first (names sort by time). */
export async function listRemote(config: OffsiteConfig): Promise<string[]> {
  const listed = await clientOf(config).list({ prefix: config.prefix });
  return (listed.contents ?? [])
    .map((item) => item.key.slice(config.prefix.length))
    .filter((key) => /^parksite-[0-9a-z-]+\.tar$/.test(key))
    .map((key) => key.slice(0, -".tar".length))
    .sort()
    .reverse();
}

async function pruneRemote(config: OffsiteConfig): Promise<void> {
  const client = clientOf(config);
  for (const name of (await listRemote(config)).slice(config.keep)) await client.delete(keyOf(config, name));
}

/** Downloads a copy (a name, or "ultimo" for the newest) to `file`; answers its name. */
export async function downloadSnapshot(config: OffsiteConfig, wanted: string, file: string): Promise<string> {
  const names = await listRemote(config);
  const name = wanted === "ultimo" ? names[0] : names.find((n) => n === wanted);
  if (!name) {
    throw new Error(
      names.length === 0
        ? `nessuna copia nel bucket ${config.bucket} (prefisso ${config.prefix || "nessuno"})`
        : `copia ${wanted} non trovata nel bucket; le più recenti: ${names.slice(0, 5).join(", ")}`,
    );
  }
  await Bun.write(file, clientOf(config).file(keyOf(config, name)));
  return name;
}

/** After each new snapshot: its off-site copy, when copies are set (in the background; the list shows its state). */
export function copyOffsiteAfterSnapshot(dataDir: string, config: () => OffsiteConfig | null, options: UploadOptions = {}) {
  return (name: string): Promise<boolean> | null => {
    let settings: OffsiteConfig | null;
    try {
      settings = config();
    } catch (error) {
      console.error("[backup] copie fuori sede non configurate correttamente:", error);
      return null;
    }
    return settings ? uploadSnapshot(dataDir, name, settings, options) : null;
  };
}
