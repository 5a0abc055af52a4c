import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Runs one of poppler's tools (Debian's poppler-utils) on a PDF's bytes and returns what it prints.
 * Through node:child_process, so the unit tests (Bun) and the browser tests (Playwright on Node) share it.
 */
async function poppler(
  tool: "pdftotext" | "pdfinfo" | "pdfimages",
  bytes: Uint8Array,
  args: string[],
  withWarnings = false,
): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "parksite-pdf-"));
  try {
    const file = join(dir, "document.pdf");
    writeFileSync(file, bytes);
    const toolArgs = [...args, file, ...(tool === "pdftotext" ? ["-"] : [])];
    return await new Promise<string>((resolve, reject) =>
      execFile(tool, toolArgs, { encoding: "utf8" }, (error, stdout, stderr) =>
        error ? reject(new Error(`${tool}: ${stderr || error.message}`)) : resolve(withWarnings ? stderr + stdout : stdout),
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text a reader extracts, in reading order, with line breaks and gaps as single spaces (a sentence reads whole). */
export const pdfText = async (bytes: Uint8Array) => (await poppler("pdftotext", bytes, ["-enc", "UTF-8"])).replace(/\s+/g, " ");

/** The text of each sheet, as pdfText gives the whole (pdftotext ends each sheet with a form feed). */
export const pdfPages = async (bytes: Uint8Array) =>
  (await poppler("pdftotext", bytes, ["-enc", "UTF-8"]))
    .split("\f")
    .slice(0, -1)
    .map((page) => page.replace(/\s+/g, " "));

/** pdfinfo's fields (Title, Tagged, Pages…) by name. */
export async function pdfInfo(bytes: Uint8Array): Promise<Record<string, string>> {
  const lines = (await poppler("pdfinfo", bytes, [])).split("\n");
  return Object.fromEntries(
    lines.map((line) => /^([^:]+):\s*(.*)$/.exec(line)).flatMap((m) => (m ? [[m[1] ?? "", m[2] ?? ""]] : [])),
  );
}

/** The pictures a PDF carries (pdfimages -list), one line each. */
export const pdfImages = async (bytes: Uint8Array) => (await poppler("pdfimages", bytes, ["-list"])).trim().split("\n").slice(2);

/** The document catalog's language (/Lang), read from the PDF's bytes (pdfkit writes the catalog uncompressed). */
export const pdfLanguage = (bytes: Uint8Array) => /\/Lang \(([^)]*)\)/.exec(Buffer.from(bytes).toString("latin1"))?.[1] ?? null;

/** The tagged structure as a reader walks it (pdfinfo -struct-text), poppler's warnings about it first. */
export const pdfStructure = (bytes: Uint8Array) => poppler("pdfinfo", bytes, ["-struct-text"], true);
