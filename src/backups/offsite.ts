import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RemoteCopyInfo } from "../shared/backups";
import { checkEndpoint, EndpointRefusedError, hostOfUrl } from "../system/endpoint-guard";
import { REMOTE_STATE, snapshotEntries, snapshotPath } from "./catalog";
import type { OffsiteConfig } from "./offsite-config";
import { forgetUploads, readUploadRecord, recordedCopy, recordUpload } from "./offsite-record";
import { tarSize, tarStream } from "./tar";

/** Waits between attempts: a storage that fails is tried again, four times in all. */
const RETRY_DELAYS_MS = [2_000, 10_000, 60_000];

function clientOf(config: OffsiteConfig) {
  return new Bun.S3Client({
    endpoint: config.endpoint,
    region: config.region,
    bucket: config.bucket,
    accessKeyId: config.access_key_id,
    secretAccessKey: config.secret_access_key,
    // The retries are ours (with growing waits, and counted in the state the page shows).
    retry: 0,
  });
}

const keyOf = (config: OffsiteConfig, name: string) => `${config.prefix}${name}.tar`;

/**
 * Checked right before each exchange with the storage, not only when the settings were saved: the
 * name's addresses may have changed since. A refused storage is never connected to.
 */
async function reachable(config: OffsiteConfig): Promise<void> {
  await checkEndpoint(hostOfUrl(config.endpoint), config.scope, "storage");
}

function writeRemoteState(snapshotDir: string, state: RemoteCopyInfo): void {
  if (existsSync(snapshotDir)) writeFileSync(join(snapshotDir, REMOTE_STATE), JSON.stringify(state));
}

/** A storage's refusal in Italian, without keys or server paths. */
function reasonOf(error: unknown): string {
  if (error instanceof EndpointRefusedError) return error.message;
  const code = (error as { code?: string }).code;
  const status = (error as { status?: number }).status;
  if (code === "ECONNREFUSED" || code === "ConnectionRefused") return "lo storage non risponde";
  if (status === 403 || code === "AccessDenied" || code === "SignatureDoesNotMatch") return "accesso negato: controlla le chiavi";
  if (code === "NoSuchBucket") return "il bucket non esiste";
  if (code === "ENOTFOUND") return "l'indirizzo dello storage non si trova: controllalo";
  return "lo storage ha rifiutato o interrotto il caricamento";
}

export interface UploadOptions {
  delays?: readonly number[];
  log?: (message: string) => void;
}

/**
 * Copies a snapshot to the bucket as one .tar, streamed from its files. A failure is tried again
 * after a growing wait; the copy is marked done only once the storage holds it whole (its size
 * checked), never before, and recorded as this server's. Then the oldest of this server's copies
 * past `keep` are removed from the bucket. A storage at an address the settings may not use is
 * not tried at all.
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
      await reachable(config);
      const entries = snapshotEntries(dir);
      const expected = tarSize(entries);
      await client.write(key, new Response(tarStream(entries)), { type: "application/x-tar" });
      const stored = await client.file(key).stat();
      if (stored.size !== expected) throw new Error(`copia incompleta: ${stored.size} byte invece di ${expected}`);
      const at = new Date().toISOString();
      recordUpload(dataDir, { endpoint: config.endpoint, bucket: config.bucket, key, size: expected, at });
      writeRemoteState(dir, { state: "caricato", attempts: attempt, message: null, at });
      log(`[backup] ${name} copiato fuori sede (${config.bucket}/${key}, tentativo ${attempt}).`);
      await pruneRemote(dataDir, config).catch((error: unknown) =>
        console.error("[backup] pulizia delle copie fuori sede non riuscita:", error),
      );
      return true;
    } catch (error) {
      reason = reasonOf(error);
      if (error instanceof EndpointRefusedError) {
        console.error(`[backup] copia fuori sede di ${name} non tentata: ${reason}`);
        writeRemoteState(dir, {
          state: "errore",
          attempts: attempt,
          message: `Copia fuori sede non eseguita: ${reason}`,
          at: new Date().toISOString(),
        });
        return false;
      }
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

interface RemoteCopy {
  name: string;
  key: string;
  size: number | undefined;
}

/** The copies in the bucket under the prefix, newest first (names sort by time). */
async function listCopies(config: OffsiteConfig): Promise<RemoteCopy[]> {
  await reachable(config);
  const listed = await clientOf(config).list({ prefix: config.prefix });
  return (listed.contents ?? [])
    .filter((item) => item.key.startsWith(config.prefix))
    .map((item) => ({ key: item.key, size: item.size, file: item.key.slice(config.prefix.length) }))
    .filter((item) => /^parksite-[0-9a-z-]+\.tar$/.test(item.file))
    .map((item) => ({ name: item.file.slice(0, -".tar".length), key: item.key, size: item.size }))
    .sort((a, b) => b.name.localeCompare(a.name));
}

/** The names of the copies in the bucket, newest first. */
export async function listRemote(config: OffsiteConfig): Promise<string[]> {
  return (await listCopies(config)).map((copy) => copy.name);
}

/**
 * Removes this server's copies past the newest `keep`. Only a copy this server recorded uploading
 * (same storage, bucket and key, and the size it wrote) is counted and may be removed; anything
 * else the storage lists under the prefix is left alone.
 */
async function pruneRemote(dataDir: string, config: OffsiteConfig): Promise<void> {
  const client = clientOf(config);
  const record = readUploadRecord(dataDir);
  const listed = await listCopies(config);
  const ours = listed.filter((copy) => {
    const recorded = recordedCopy(record, config, copy.key);
    return recorded !== undefined && (copy.size === undefined || copy.size === recorded.size);
  });
  // Entries of copies no longer in the bucket (removed by hand, or by a lifecycle rule) are dropped too.
  const present = new Set(listed.map((copy) => copy.key));
  const removed = record
    .filter(
      (copy) =>
        copy.endpoint === config.endpoint &&
        copy.bucket === config.bucket &&
        copy.key.startsWith(config.prefix) &&
        !present.has(copy.key),
    )
    .map((copy) => copy.key);
  try {
    for (const copy of ours.slice(config.keep)) {
      await reachable(config);
      await client.delete(copy.key);
      removed.push(copy.key);
    }
  } finally {
    forgetUploads(dataDir, config, removed);
  }
}

/** Downloads a copy (a name, or "ultimo" for the newest) to `file`; answers its name. */
export async function downloadSnapshot(config: OffsiteConfig, wanted: string, file: string): Promise<string> {
  const names = await listRemote(config);
  await reachable(config);
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
