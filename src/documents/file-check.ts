import { inflateRawSync } from "node:zlib";
import { type DocumentFormat, documentMessages } from "../shared/documents";

/** What the bytes of an upload are, or why they are refused (an Italian message for staff). */
export type CheckedFile = { ok: true; format: DocumentFormat; mime: string } | { ok: false; message: string };

const documentMimeTypes: Record<DocumentFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  dwg: "image/vnd.dwg",
  dxf: "image/vnd.dxf",
  zip: "application/zip",
};

/** An archive that expands past this, or holds more files, is refused: nobody needs it, and it can fill a disk. */
const MAX_EXPANDED_BYTES = 1024 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 10_000;
/** [Content_Types].xml is a few kilobytes; it is read no further than this. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((ch, i) => bytes[start + i] === ch.charCodeAt(0));
const u16 = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, i: number) => (u16(b, i) + u16(b, i + 2) * 0x10000) >>> 0;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The archive's central directory, or null when it cannot be read (damaged, truncated, ZIP64). */
function zipEntries(b: Uint8Array): ZipEntry[] | null {
  const EOCD = 22;
  let end = -1;
  for (let i = b.length - EOCD; i >= Math.max(0, b.length - EOCD - 0xffff); i--) {
    if (b[i] === 0x50 && b[i + 1] === 0x4b && b[i + 2] === 0x05 && b[i + 3] === 0x06) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(b, end + 10);
  const directoryOffset = u32(b, end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) return null;
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  const names = new TextDecoder("utf-8", { fatal: false });
  for (let n = 0; n < count; n++) {
    if (at + 46 > b.length || u32(b, at) !== 0x02014b50) return null;
    const nameLength = u16(b, at + 28);
    const entry: ZipEntry = {
      method: u16(b, at + 10),
      compressedSize: u32(b, at + 20),
      size: u32(b, at + 24),
      localOffset: u32(b, at + 42),
      name: names.decode(b.subarray(at + 46, at + 46 + nameLength)),
    };
    entries.push(entry);
    at += 46 + nameLength + u16(b, at + 30) + u16(b, at + 32);
  }
  return entries;
}

/** The text of one (small) member of the archive, or null when it cannot be read within the limit. */
function zipText(b: Uint8Array, entry: ZipEntry): string | null {
  const at = entry.localOffset;
  if (at + 30 > b.length || u32(b, at) !== 0x04034b50) return null;
  const start = at + 30 + u16(b, at + 26) + u16(b, at + 28);
  const data = b.subarray(start, start + entry.compressedSize);
  try {
    if (entry.method === 0) return new TextDecoder().decode(data.subarray(0, MAX_CONTENT_TYPES_BYTES));
    if (entry.method === 8) {
      return new TextDecoder().decode(inflateRawSync(data, { maxOutputLength: MAX_CONTENT_TYPES_BYTES }));
    }
  } catch {
    return null;
  }
  return null;
}

const refused = (message: string): CheckedFile => ({ ok: false, message });
const accepted = (format: DocumentFormat): CheckedFile => ({ ok: true, format, mime: documentMimeTypes[format] });

/**
 * A ZIP as it is: an Office document (Word or Excel without macros) when it carries
 * [Content_Types].xml, else a plain archive. Its declared sizes are read, nothing is expanded but
 * the content types, so an archive built to expand without end costs nothing to refuse.
 */
function checkZip(bytes: Uint8Array): CheckedFile {
  const entries = zipEntries(bytes);
  if (!entries) return refused(documentMessages.zipDamaged);
  const expanded = entries.reduce((sum, e) => sum + e.size, 0);
  if (entries.length > MAX_ZIP_ENTRIES || expanded > MAX_EXPANDED_BYTES) return refused(documentMessages.zipTooBig);
  const contentTypes = entries.find((e) => e.name === "[Content_Types].xml");
  if (!contentTypes) return accepted("zip");
  if (entries.some((e) => /(^|\/)vbaproject\.bin$/i.test(e.name))) return refused(documentMessages.macro);
  const types = zipText(bytes, contentTypes);
  if (types === null) return refused(documentMessages.zipDamaged);
  if (/macroEnabled/i.test(types)) return refused(documentMessages.macro);
  if (types.includes("application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml")) {
    return accepted("docx");
  }
  if (types.includes("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml")) return accepted("xlsx");
  return refused(documentMessages.officeOther);
}

/** A text DXF opens with its first section (group code 0, SECTION, group code 2, the section's name). */
const DXF_START = /^\s*0\s*\r?\n\s*SECTION\s*\r?\n\s*2\s*\r?\n\s*(HEADER|CLASSES|TABLES|BLOCKS|ENTITIES)\s*\r?\n/;

function isDxf(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return false;
  // A UTF-8 byte order mark may come first.
  const start = ascii(head, 0, "\xef\xbb\xbf") ? 3 : 0;
  return DXF_START.test(new TextDecoder("latin1").decode(head.subarray(start)));
}

/**
 * The format of an upload read from its bytes, never from its name or the browser's type: a
 * program renamed .pdf is refused, and so is an Office file with macros.
 */
export function checkDocumentFile(bytes: Uint8Array): CheckedFile {
  if (ascii(bytes, 0, "%PDF-")) return accepted("pdf");
  if (ascii(bytes, 0, "PK\x03\x04") || ascii(bytes, 0, "PK\x05\x06")) return checkZip(bytes);
  if (/^AC10\d\d/.test(new TextDecoder("latin1").decode(bytes.subarray(0, 6)))) return accepted("dwg");
  if (isDxf(bytes)) return accepted("dxf");
  return refused(documentMessages.unsupported);
}

/**
 * The name a downloaded file gets: the original's words without accents, spaces or anything a
 * file system or a header could misread, ending with the extension of its real format.
 */
export function sanitizeFileName(original: string, format: DocumentFormat): string {
  const base = (original.split(/[\\/]/).pop() ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-._]+|[-._]+$/g, "")
    .replace(/-{2,}/g, "-")
    .slice(0, 80);
  return `${base || "documento"}.${format}`;
}
