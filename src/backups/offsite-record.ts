import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod/mini";
import { fsyncPath } from "./fs-sync";
import { BACKUPS, TEMP_PREFIX } from "./layout";

/**
 * The copies this server uploaded, each with the storage, bucket and key it wrote, its size and
 * time. Retention deletes only a copy both listed by the storage under the prefix and recorded
 * here: a storage that lists copies it did not receive from this server (another site's, or
 * invented by a server pretending to be the storage) never makes it delete them. The record is a
 * file under backups/, outside the database, so restoring an older snapshot does not forget the
 * copies uploaded since. Copies uploaded before the record existed are not in it: never deleted.
 */
const UPLOAD_RECORD = "offsite-uploads.json";

const uploadedCopySchema = z.object({
  endpoint: z.string(),
  bucket: z.string(),
  key: z.string(),
  size: z.number(),
  at: z.string(),
});
const recordSchema = z.object({ uploads: z.array(uploadedCopySchema) });

export type UploadedCopy = z.infer<typeof uploadedCopySchema>;

/** Which storage a copy is in: the same key in another bucket or storage is another object. */
export interface CopyPlace {
  endpoint: string;
  bucket: string;
}

const recordPath = (dataDir: string) => join(dataDir, BACKUPS, UPLOAD_RECORD);

export function readUploadRecord(dataDir: string): UploadedCopy[] {
  try {
    const parsed = recordSchema.safeParse(JSON.parse(readFileSync(recordPath(dataDir), "utf8")));
    return parsed.success ? parsed.data.uploads : [];
  } catch {
    return [];
  }
}

/** Written whole under a temporary name, then renamed: a crash leaves the old record or the new one. */
function writeUploadRecord(dataDir: string, uploads: UploadedCopy[]): void {
  const dir = join(dataDir, BACKUPS);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  const temporary = join(dir, `${TEMP_PREFIX}${UPLOAD_RECORD}`);
  writeFileSync(temporary, JSON.stringify({ uploads }, null, 1));
  fsyncPath(temporary);
  renameSync(temporary, recordPath(dataDir));
  fsyncPath(dir);
}

const samePlace = (copy: UploadedCopy, place: CopyPlace, key: string) =>
  copy.endpoint === place.endpoint && copy.bucket === place.bucket && copy.key === key;

/** Notes a copy the storage now holds whole (an upload of the same key again replaces its entry). */
export function recordUpload(dataDir: string, copy: UploadedCopy): void {
  const others = readUploadRecord(dataDir).filter((c) => !samePlace(c, copy, copy.key));
  writeUploadRecord(dataDir, [...others, copy]);
}

/** The recorded copy at `key` in `place`, or undefined. */
export function recordedCopy(uploads: UploadedCopy[], place: CopyPlace, key: string): UploadedCopy | undefined {
  return uploads.find((copy) => samePlace(copy, place, key));
}

/** Drops the entries of copies deleted from the storage. */
export function forgetUploads(dataDir: string, place: CopyPlace, keys: readonly string[]): void {
  if (keys.length === 0) return;
  const gone = new Set(keys);
  writeUploadRecord(
    dataDir,
    readUploadRecord(dataDir).filter((c) => !(c.endpoint === place.endpoint && c.bucket === place.bucket && gone.has(c.key))),
  );
}
