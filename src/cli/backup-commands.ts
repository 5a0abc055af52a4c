import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { deleteSnapshot, snapshotEntries } from "../backups/catalog";
import { importSnapshot } from "../backups/import";
import { dataFolder, MANIFEST, TEMP_PREFIX } from "../backups/layout";
import { SNAPSHOT_KINDS, type SnapshotKind } from "../shared/backups";
import { downloadSnapshot } from "../backups/offsite";
import { offsiteFromEnv } from "../backups/offsite-config";
import { restoreSnapshot } from "../backups/restore";
import { shownMessage } from "../backups/shown-error";
import { createSnapshot, type Progress } from "../backups/snapshot";
import { removeOrphanUploadsOf } from "../backups/sweep";
import { writeTarFile } from "../backups/tar";
import { formatReport, verifyDataFolder, verifySnapshot } from "../backups/verify";
import { UsageError, type BackupFlags, type ImportFlags, type RestoreFlags, type VerifyFlags } from "./args";

/** The CLI side of src/backups: read flags, call the module, print Italian. */

const dataDirOf = (data: string | undefined) => resolve(data ?? process.env.DATA_DIR ?? "./data");

const jsonLine = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `parksite backup [--out FILE|DIR]`: a snapshot in backups/, or an archive at --out. */
export async function runBackup(flags: BackupFlags): Promise<number> {
  const kind = (flags.kind ?? "manuale") as SnapshotKind;
  if (!SNAPSHOT_KINDS.includes(kind)) throw new UsageError(`tipo di backup sconosciuto: ${flags.kind}`);
  const folder = dataFolder(dataDirOf(flags.data));
  const progress: Progress | undefined = flags.json ? (fraction, step) => jsonLine({ progress: fraction, step }) : undefined;
  try {
    const started = performance.now();
    const snapshot = createSnapshot(folder, { kind, onProgress: progress });
    if (flags.out) {
      let out = resolve(flags.out);
      if (existsSync(out) && statSync(out).isDirectory()) out = join(out, `${snapshot.name}.tar`);
      else mkdirSync(join(out, ".."), { recursive: true });
      try {
        await writeTarFile(out, snapshotEntries(snapshot.path));
      } finally {
        await deleteSnapshot(folder.dataDir, snapshot.name);
      }
      const ms = Math.round(performance.now() - started);
      if (flags.json) jsonLine({ done: true, name: snapshot.name, file: out });
      else console.log(`Backup scritto in ${out} (${sizeText(statSync(out).size)}, ${ms} ms).`);
      return 0;
    }
    const { manifest } = snapshot;
    // The daily run also removes uploads no row has used for a day, here in the child process.
    const swept = kind === "giornaliero" ? removeOrphanUploadsOf(folder).orphansRemoved.length : 0;
    if (flags.json) jsonLine({ done: true, name: snapshot.name, orphans_removed: swept });
    else {
      console.log(
        `Backup creato: ${snapshot.path}\n  ${sizeText(manifest.bytes)}, ${manifest.upload_files} file di immagini, ${manifest.duration_ms} ms.`,
      );
      if (manifest.missing_uploads.length > 0) {
        console.log(
          `  Attenzione: ${manifest.missing_uploads.length} immagini usate dal sito mancavano già nella cartella dati.`,
        );
      }
    }
    return 0;
  } catch (error) {
    if (flags.json) jsonLine({ error: (error as Error).message, message: shownMessage(error) });
    else console.error(`Errore: backup non riuscito: ${(error as Error).message}.`);
    return 1;
  }
}

/** Downloads the off-site copy named `wanted` ("ultimo": the newest) into a temporary file of the data folder. */
async function fetchFromS3(wanted: string, dataDir: string): Promise<string> {
  const config = offsiteFromEnv(process.env);
  if (!config)
    throw new Error("copie fuori sede non configurate: imposta S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY");
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, `${TEMP_PREFIX}da-s3-${process.pid}.tar`);
  const name = await downloadSnapshot(config, wanted, file);
  console.log(`Copia ${name} scaricata da ${config.bucket}.`);
  return file;
}

/** `parksite restore FILE [--data DIR]`, or `parksite restore --from-s3 [NOME|ultimo] [--data DIR]`; `--snapshot-accounts` either way. */
export async function runRestore(flags: RestoreFlags): Promise<number> {
  const dataDir = dataDirOf(flags.data);
  let downloaded: string | null = null;
  try {
    if (flags.fromS3) downloaded = await fetchFromS3(flags.file, dataDir);
    const result = restoreSnapshot(downloaded ?? resolve(flags.file), dataDir, { keepPeople: flags.snapshotAccounts !== true });
    console.log(`Backup ${result.manifest.name} (del ${result.manifest.created_at}) ripristinato in ${dataDir}.`);
    console.log(
      result.keptPeople
        ? "Persone, password, ruoli, secondi fattori e passkey sono rimasti quelli attuali."
        : "Persone, password, ruoli, secondi fattori e passkey sono quelli del backup.",
    );
    if (result.aside) console.log(`I dati sostituiti sono stati spostati in ${result.aside}.`);
    console.log("Avvia il server per usarlo (es. sudo systemctl start parksite).");
    return 0;
  } catch (error) {
    console.error(`Errore: ripristino non eseguito, nulla è stato modificato: ${(error as Error).message}.`);
    return 1;
  } finally {
    if (downloaded) rmSync(downloaded, { force: true });
  }
}

/** `parksite verify [FILE] [--data DIR|FILE]`: a data folder, a snapshot folder or an archive. */
export function runVerify(flags: VerifyFlags): number {
  const target = resolve(flags.file ?? dataDirOf(flags.data));
  const isSnapshot =
    flags.file !== undefined || (existsSync(target) && (statSync(target).isFile() || existsSync(join(target, MANIFEST))));
  const report = isSnapshot ? verifySnapshot(target) : verifyDataFolder(target);
  console.log(formatReport(report));
  return report.ok ? 0 : 1;
}

/** `parksite import FILE [--data DIR]`: adds a downloaded snapshot to the folder's backups. */
export function runImport(flags: ImportFlags): number {
  const dataDir = dataDirOf(flags.data);
  try {
    const { name } = importSnapshot(resolve(flags.file), dataDir);
    if (flags.json) jsonLine({ done: true, name });
    else console.log(`Backup aggiunto come ${name}: ripristinalo da /admin/backup o con 'parksite restore'.`);
    return 0;
  } catch (error) {
    if (flags.json) jsonLine({ error: (error as Error).message, message: shownMessage(error) });
    else console.error(`Errore: ${(error as Error).message}.`);
    return 1;
  }
}
