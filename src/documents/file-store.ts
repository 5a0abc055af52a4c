import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { TEMP_PREFIX } from "../backups/layout";
import { type DocumentFormat, documentMessages, MAX_DOCUMENT_BYTES } from "../shared/documents";
import { type CheckedFile, checkDocumentFile } from "./file-check";

/** Documents live with the other uploads (uploads/documents/), so snapshots, verify and off-site copies keep them. */
export const DOCUMENTS_FOLDER = "documents";

/** A file received whole and checked, not yet stored under its final name. */
export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
  checked: CheckedFile;
}

/** Why a file could not be received: the Italian message and the status to answer. */
export class DocumentUploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Streams a body to a temporary file in uploads/documents/, counting and hashing the bytes as they
 * arrive (a chunked body has no length to trust): past `maxBytes` it stops and removes what it
 * wrote. The whole file is then checked by its content.
 */
export async function receiveDocumentFile(
  uploadsDir: string,
  body: ReadableStream<Uint8Array>,
  maxBytes = MAX_DOCUMENT_BYTES,
): Promise<ReceivedFile> {
  const dir = join(uploadsDir, DOCUMENTS_FOLDER);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${TEMP_PREFIX}${randomBytes(12).toString("hex")}`);
  const reader = body.getReader();
  const file = await open(path, "w", 0o640);
  const hash = createHash("sha256");
  let size = 0;
  try {
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch {
        throw new DocumentUploadError(400, documentMessages.interrupted);
      }
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > maxBytes) throw new DocumentUploadError(413, documentMessages.tooLarge);
      hash.update(chunk.value);
      await file.write(chunk.value);
    }
    await file.sync();
    await file.close();
    if (size === 0) throw new DocumentUploadError(400, documentMessages.fileMissing);
    const checked = checkDocumentFile(new Uint8Array(await Bun.file(path).arrayBuffer()));
    if (!checked.ok) throw new DocumentUploadError(415, checked.message);
    return { path, size, sha256: hash.digest("hex"), checked };
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    await file.close().catch(() => undefined);
    rmSync(path, { force: true });
    throw error;
  }
}

/** Gives a received file its final name; answers its address (/uploads/documents/<random>.<ext>). */
export function keepDocumentFile(uploadsDir: string, received: ReceivedFile, format: DocumentFormat): string {
  const name = `${randomBytes(12).toString("hex")}.${format}`;
  renameSync(received.path, join(uploadsDir, DOCUMENTS_FOLDER, name));
  return `/uploads/${DOCUMENTS_FOLDER}/${name}`;
}

/** Where a stored document's file is on disk, or null for an address that is not one. */
export function documentFilePath(uploadsDir: string, url: string): string | null {
  const match = /^\/uploads\/documents\/([0-9a-f]{24}\.[a-z]{3,4})$/.exec(url);
  return match?.[1] ? join(uploadsDir, DOCUMENTS_FOLDER, match[1]) : null;
}
