import { deflateRawSync } from "node:zlib";
import { simplePdf } from "../documents/simple-pdf";

/*
 * Files for the documents library's tests, built here so each test shows what it sends: a ZIP
 * writer (Office documents are ZIPs), a Word document, a macro-enabled one, a minimal PDF.
 */

interface ZipMember {
  name: string;
  data: Uint8Array | string;
  /** Written in the central directory instead of the real size (an archive that lies about itself). */
  declaredSize?: number;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A ZIP archive of deflated members. */
export function zipOf(members: ZipMember[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const member of members) {
    const data = typeof member.data === "string" ? new TextEncoder().encode(member.data) : member.data;
    const packed = deflateRawSync(data);
    const name = Buffer.from(member.name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(member.declaredSize ?? data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const WORD_MACRO_MAIN = "application/vnd.ms-word.document.macroEnabled.main+xml";

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const body = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

/** A Word document (DOCX) with one paragraph, as Word writes its parts. */
export const testDocx = (text = "Voce di capitolato: cassa automatica") =>
  zipOf([
    { name: "[Content_Types].xml", data: contentTypes(WORD_MAIN) },
    { name: "_rels/.rels", data: RELS },
    { name: "word/document.xml", data: body(text) },
  ]);

/** A macro-enabled Word document (DOCM): its content types say so and it carries vbaProject.bin. */
export const testDocm = () =>
  zipOf([
    { name: "[Content_Types].xml", data: contentTypes(WORD_MACRO_MAIN) },
    { name: "_rels/.rels", data: RELS },
    { name: "word/document.xml", data: body("Macro") },
    { name: "word/vbaProject.bin", data: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]) },
  ]);

/** A Windows program (its 'MZ' header), whatever name it is sent under. */
export const testExe = () => {
  const bytes = new Uint8Array(512);
  bytes.set([0x4d, 0x5a, 0x90, 0x00], 0);
  bytes.set(new TextEncoder().encode("This program cannot be run in DOS mode."), 78);
  return bytes;
};

/** A one-page PDF a viewer opens, with the text given. */
export const testPdf = (text = "Scheda tecnica") => simplePdf(text, [text]);
