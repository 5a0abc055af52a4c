import { existsSync, renameSync, statSync, writeFileSync } from "node:fs";
import { extname, resolve, sep } from "node:path";
import { imageEngine } from "./load-engine";
import { matchesEtag } from "../http/conditional";

const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
};
/** <folder>/<file>: lowercase names only, no dot files (temporary files), no '..'. */
const SAFE_PATH = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)$/;
const DOWNLOAD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}\.jpg$/;
const UPLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";

const notFound = () =>
  Response.json({ message: "Immagine non trovata" }, { status: 404, headers: { "Cache-Control": "no-store" } });

const converting = new Map<string, Promise<void>>();

/**
 * Writes <stem>.jpg from <stem>.webp once (temporary name, then rename); later requests find the file.
 * The viewer's download and the PDFs that print the picture share it.
 */
export function ensureJpeg(path: string, dataDir: string): Promise<void> {
  const source = path.replace(/\.jpg$/, ".webp");
  let pending = converting.get(path);
  if (!pending) {
    pending = (async () => {
      const engine = await imageEngine(dataDir);
      const jpeg = await engine.toJpeg(new Uint8Array(await Bun.file(source).arrayBuffer()));
      const temp = `${path.slice(0, path.lastIndexOf(sep) + 1)}.tmp-${Date.now()}-${path.slice(path.lastIndexOf(sep) + 1)}`;
      writeFileSync(temp, jpeg);
      renameSync(temp, path);
    })().finally(() => converting.delete(path));
    converting.set(path, pending);
  }
  return pending;
}

/**
 * GET /uploads/<folder>/<file>: the stored images, with their real content type, immutable caching
 * (names never change) and no directory listing or path traversal. A <name>.jpg beside a stored
 * <name>.webp is made on first request (the viewer's download); `?download=<name>.jpg` adds
 * Content-Disposition so the browser saves it under that name.
 */
export async function serveUpload(request: Request, folders: { uploadsDir: string; dataDir: string }): Promise<Response> {
  const { uploadsDir, dataDir } = folders;
  const url = new URL(request.url);
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname.slice("/uploads/".length));
  } catch {
    return notFound();
  }
  if (!SAFE_PATH.test(relative)) return notFound();
  const ext = extname(relative);
  const type = contentTypes[ext];
  const root = resolve(uploadsDir);
  const path = resolve(root, relative);
  if (!type || !path.startsWith(root + sep)) return notFound();

  let stat = existsSync(path) ? statSync(path) : null;
  if (!stat && ext === ".jpg" && existsSync(path.replace(/\.jpg$/, ".webp"))) {
    try {
      await ensureJpeg(path, dataDir);
    } catch (error) {
      console.error("[immagini] conversione in JPEG non riuscita:", error);
      return Response.json({ message: "Impossibile preparare l'immagine da scaricare" }, { status: 500 });
    }
    stat = statSync(path);
  }
  if (!stat?.isFile()) return notFound();

  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
  const headers = new Headers({
    "Content-Type": type,
    "Cache-Control": UPLOAD_CACHE_CONTROL,
    ETag: etag,
    "Last-Modified": stat.mtime.toUTCString(),
    "X-Content-Type-Options": "nosniff",
  });
  const download = url.searchParams.get("download");
  if (download !== null) {
    if (!DOWNLOAD_NAME.test(download) || ext !== ".jpg") return notFound();
    headers.set("Content-Disposition", `attachment; filename="${download}"`);
  }
  if (matchesEtag(request.headers.get("if-none-match") ?? undefined, etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(stat.size));
  return new Response(request.method === "HEAD" ? null : Bun.file(path), { status: 200, headers });
}
