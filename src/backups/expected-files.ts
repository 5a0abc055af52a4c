import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { variantWidths } from "../images/store";

/** /uploads/<folder>/<24 hex>-<width>x<height>.webp: an image this server stored, with its renditions beside it. */
const STORED = /^\/uploads\/([a-z0-9][a-z0-9-]{0,39})\/([0-9a-f]{24})-(\d{1,5})x(\d{1,5})\.webp$/;
const ADDRESS = /^\/uploads\/([a-z0-9][a-z0-9-]{0,39})\/([A-Za-z0-9][A-Za-z0-9._-]{0,120})$/;

/**
 * The files the pages need and do not find: every address a row names, and for a stored image
 * every rendition its srcset lists (the standard widths below its own, as the server writes
 * them). Answers addresses, sorted, each once.
 */
export function missingFiles(addresses: Iterable<string>, uploadsDir: string): string[] {
  const folders = new Map<string, { names: Set<string>; renditions: Set<string> }>();
  const filesIn = (folder: string) => {
    let files = folders.get(folder);
    if (!files) {
      const dir = join(uploadsDir, folder);
      const names = new Set(existsSync(dir) ? readdirSync(dir).filter((n) => !n.startsWith(".")) : []);
      // "<id>-<width>x" of every rendition present, whatever its height.
      const renditions = new Set([...names].map((n) => /^([0-9a-f]{24}-\d+x)\d+\.webp$/.exec(n)?.[1] ?? ""));
      files = { names, renditions };
      folders.set(folder, files);
    }
    return files;
  };
  const missing = new Set<string>();
  for (const address of addresses) {
    const parts = ADDRESS.exec(address);
    if (!parts) continue;
    const [, folder = "", file = ""] = parts;
    const { names, renditions } = filesIn(folder);
    if (!names.has(file)) missing.add(address);
    const stored = STORED.exec(address);
    if (!stored) continue;
    const [, , id = "", w = "0", h = "0"] = stored;
    const width = Number(w);
    for (const variant of variantWidths(width)) {
      if (variant >= width) continue;
      const prefix = `${id}-${variant}x`;
      if (renditions.has(prefix)) continue;
      missing.add(`/uploads/${folder}/${prefix}${Math.max(1, Math.round((Number(h) * variant) / width))}.webp`);
    }
  }
  return [...missing].sort();
}
