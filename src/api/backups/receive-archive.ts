import { statfsSync } from "node:fs";
import { open, rm } from "node:fs/promises";
import { dirname } from "node:path";
import { HttpError } from "../../http/http-error";

export interface UploadLimits {
  /** Largest archive accepted, counted as the bytes arrive. */
  maxBytes: number;
  /** Free space the disk keeps whatever is uploaded. */
  freeMarginBytes: number;
}

const GB = 1024 * 1024 * 1024;

/** 4 GB per archive; the disk of the data folder never goes under 1 GB free because of an upload. */
export const UPLOAD_LIMITS: UploadLimits = { maxBytes: 4 * GB, freeMarginBytes: GB };

/** How often, in bytes written, the free space is measured again. */
const SPACE_CHECK_EVERY = 16 * 1024 * 1024;

const uploadMessages = {
  tooLarge: "Il file del backup supera il limite di 4 GB",
  noSpace: "Spazio su disco insufficiente per il backup: il server deve conservare almeno 1 GB libero",
  interrupted: "Caricamento del backup interrotto",
} as const;

function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return Number(stats.bavail) * Number(stats.bsize);
}

/**
 * Streams a request body to `path`, counting the bytes as they arrive (a chunked body has no
 * length to trust): past `maxBytes` it stops with 413, and when the disk would keep less than
 * the margin free it stops with 507. The partial file is removed whenever it stops.
 */
export async function receiveArchive(
  body: ReadableStream<Uint8Array>,
  path: string,
  declaredBytes: number,
  limits: UploadLimits = UPLOAD_LIMITS,
): Promise<number> {
  if (declaredBytes > limits.maxBytes) throw new HttpError(413, uploadMessages.tooLarge);
  const dir = dirname(path);
  if (freeBytes(dir) - declaredBytes < limits.freeMarginBytes) throw new HttpError(507, uploadMessages.noSpace);
  const reader = body.getReader();
  const file = await open(path, "w", 0o640);
  let written = 0;
  let nextCheck = SPACE_CHECK_EVERY;
  try {
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch {
        throw new HttpError(400, uploadMessages.interrupted);
      }
      if (chunk.done) break;
      written += chunk.value.byteLength;
      if (written > limits.maxBytes) throw new HttpError(413, uploadMessages.tooLarge);
      if (written >= nextCheck || written === chunk.value.byteLength) {
        nextCheck = written + SPACE_CHECK_EVERY;
        if (freeBytes(dir) - chunk.value.byteLength < limits.freeMarginBytes) throw new HttpError(507, uploadMessages.noSpace);
      }
      await file.write(chunk.value);
    }
    await file.sync();
    await file.close();
    return written;
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    await file.close().catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
}
