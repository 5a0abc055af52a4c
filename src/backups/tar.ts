import { closeSync, fsyncSync, mkdirSync, openSync, readSync, writeSync } from "node:fs";
import { open } from "node:fs/promises";
import { dirname, join } from "node:path";

/**
 * The snapshot download format: a plain POSIX (ustar) tar, readable by `tar -xf` anywhere.
 * Written as a stream (one file at a time, never the whole archive in memory) and read back
 * entry by entry with names checked before anything touches the disk.
 */

const BLOCK = 512;
const CHUNK = 1024 * 1024;

export interface TarEntry {
  /** Path inside the archive, with forward slashes. */
  name: string;
  /** File on disk whose bytes go into the archive. */
  source: string;
  size: number;
  mtimeMs: number;
}

export class TarFormatError extends Error {}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: "", base: name };
  const cut = name.lastIndexOf("/", 155);
  if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new TarFormatError(`nome troppo lungo: ${name}`);
  return { prefix: name.slice(0, cut), base: name.slice(cut + 1) };
}

/** One 512-byte ustar header for a regular file. */
export function tarHeader(name: string, size: number, mtimeMs: number): Uint8Array {
  const header = Buffer.alloc(BLOCK, 0);
  const { prefix, base } = splitName(name);
  header.write(base, 0, 100, "utf8");
  header.write(octal(0o644, 8), 100, "ascii");
  header.write(octal(0, 8), 108, "ascii");
  header.write(octal(0, 8), 116, "ascii");
  header.write(octal(size, 12), 124, "ascii");
  header.write(octal(Math.floor(mtimeMs / 1000), 12), 136, "ascii");
  header.write("        ", 148, "ascii");
  header.write("0", 156, "ascii");
  header.write("ustar\0", 257, "ascii");
  header.write("00", 263, "ascii");
  header.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return header;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Exact length of the archive the entries make. */
export function tarSize(entries: readonly TarEntry[]): number {
  return entries.reduce((n, e) => n + BLOCK + e.size + padding(e.size), 0) + 2 * BLOCK;
}

/** The archive as a stream of chunks, reading each file only when the consumer asks for more. */
async function* tarChunks(entries: readonly TarEntry[]): AsyncGenerator<Uint8Array> {
  for (const entry of entries) {
    yield tarHeader(entry.name, entry.size, entry.mtimeMs);
    const handle = await open(entry.source, "r");
    try {
      let left = entry.size;
      while (left > 0) {
        const buffer = Buffer.alloc(Math.min(CHUNK, left));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, entry.size - left);
        if (bytesRead === 0) throw new TarFormatError(`file accorciato durante la lettura: ${entry.name}`);
        left -= bytesRead;
        yield buffer.subarray(0, bytesRead);
      }
    } finally {
      await handle.close();
    }
    const pad = padding(entry.size);
    if (pad) yield new Uint8Array(pad);
  }
  yield new Uint8Array(2 * BLOCK);
}

export function tarStream(entries: readonly TarEntry[]): ReadableStream<Uint8Array> {
  const chunks = tarChunks(entries);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** Writes the archive to a file and fsyncs it (for `parksite backup --out FILE`). */
export async function writeTarFile(path: string, entries: readonly TarEntry[]): Promise<void> {
  const fd = openSync(path, "w", 0o640);
  try {
    for await (const chunk of tarChunks(entries)) writeSync(fd, chunk);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function readString(block: Buffer, start: number, length: number): string {
  const slice = block.subarray(start, start + length);
  const end = slice.indexOf(0);
  return slice.subarray(0, end === -1 ? length : end).toString("utf8");
}

function checksumOk(block: Buffer): boolean {
  const stored = Number.parseInt(readString(block, 148, 8).trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  return stored === sum;
}

/**
 * Extracts a tar file into `target`, accepting only the names `allow` approves (regular files;
 * anything else, a bad checksum or a name outside the folder is an error before it is written).
 * Returns the names written.
 */
export function extractTarFile(archive: string, target: string, allow: (name: string) => boolean): string[] {
  const fd = openSync(archive, "r");
  const written: string[] = [];
  try {
    const header = Buffer.alloc(BLOCK);
    let offset = 0;
    for (;;) {
      const read = readSync(fd, header, 0, BLOCK, offset);
      if (read === 0) break;
      if (read < BLOCK) throw new TarFormatError("archivio troncato");
      if (header.every((b) => b === 0)) break;
      if (!checksumOk(header)) throw new TarFormatError("intestazione danneggiata");
      const type = String.fromCharCode(header[156] ?? 0);
      const prefix = readString(header, 345, 155);
      const base = readString(header, 0, 100);
      const name = prefix ? `${prefix}/${base}` : base;
      const size = Number.parseInt(readString(header, 124, 12).trim() || "0", 8);
      if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError(`dimensione non valida per ${name}`);
      offset += BLOCK;
      if (type === "5") continue; // directories are made as files need them
      if (type !== "0" && type !== "\0") throw new TarFormatError(`voce non ammessa: ${name}`);
      if (!allow(name)) throw new TarFormatError(`file non ammesso nell'archivio: ${name}`);
      const path = join(target, name);
      mkdirSync(dirname(path), { recursive: true });
      const out = openSync(path, "wx", 0o640);
      try {
        let left = size;
        const buffer = Buffer.alloc(Math.min(CHUNK, Math.max(size, 1)));
        while (left > 0) {
          const n = readSync(fd, buffer, 0, Math.min(buffer.length, left), offset + (size - left));
          if (n === 0) throw new TarFormatError(`archivio troncato in ${name}`);
          writeSync(out, buffer, 0, n);
          left -= n;
        }
        fsyncSync(out);
      } finally {
        closeSync(out);
      }
      written.push(name);
      offset += size + padding(size);
    }
  } finally {
    closeSync(fd);
  }
  return written;
}
