import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readManifest } from "./catalog";
import { fsyncPath } from "./fs-sync";
import { BACKUPS, isSnapshotMember, MANIFEST, OWNER_FILE, snapshotName, TEMP_PREFIX } from "./layout";
import { extractTarFile } from "./tar";
import { ShownBackupError } from "./shown-error";
import { snapshotFolderErrors } from "./verify";

class ImportError extends ShownBackupError {}

/**
 * Adds a snapshot archive (a download from this or another server) to backups/, after the
 * same checks a restore makes; it is listed as 'caricato' with its original date.
 */
export function importSnapshot(archive: string, dataDir: string, now = new Date()): { name: string } {
  const backupsDir = join(dataDir, BACKUPS);
  mkdirSync(backupsDir, { recursive: true });
  const name = snapshotName("caricato", now);
  const temp = join(backupsDir, `${TEMP_PREFIX}${name}`);
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp);
  writeFileSync(join(temp, OWNER_FILE), String(process.pid));
  try {
    try {
      extractTarFile(archive, temp, isSnapshotMember);
    } catch (error) {
      throw new ImportError(`il file non è un backup di parksite valido (${(error as Error).message})`);
    }
    const errors = snapshotFolderErrors(temp);
    if (errors.length > 0) throw new ImportError(`il backup non supera la verifica: ${errors.join(" ")}`);
    const manifest = readManifest(temp);
    if (!manifest) throw new ImportError("manifesto del backup non leggibile");
    writeFileSync(join(temp, MANIFEST), `${JSON.stringify({ ...manifest, name, kind: "caricato" }, null, 2)}\n`);
    fsyncPath(join(temp, MANIFEST));
    rmSync(join(temp, OWNER_FILE), { force: true });
    fsyncPath(temp);
    renameSync(temp, join(backupsDir, name));
    fsyncPath(backupsDir);
    return { name };
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}
