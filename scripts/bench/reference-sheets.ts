/**
 * A reference's one-page sheet and the 50-page dossier of /referenze, made anew among 1,000 published
 * references (part of `npm run bench`, or alone: `npm run bench -- --reference-sheets-only`): the
 * server's caches emptied through the staff API before each, as after an edit. The first 50 references
 * each have a photo of their own, uploaded to the media library as staff would; the dossier is timed with
 * every photo converted for the PDF for the first time (the JPEGs made for print deleted before each run),
 * then with them kept. Bars: 300 ms a sheet, 5 s a dossier.
 */
import { Database } from "bun:sqlite";
import { readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { join } from "node:path";
import type { SharpModule } from "../../src/images/sharp-engine";
import { childrenOf, percentile } from "./measure";
import { REFERENCES, startWithReferences } from "./references";
import { clearCaches, signIn, timedPdf } from "./renders";

/** References of the dossier with a photo: all of them. */
const PHOTOS = 50;

/** The first reference of the seeded list, and the list unfiltered: its first 50 references. */
const SHEET = "/referenze/referenza-1/scheda.pdf";
const DOSSIER = "/referenze/fascicolo.pdf";
const WARM_UP = 3;
const SHEET_RUNS = Number(process.env.BENCH_REFERENCE_SHEETS ?? 30);
const DOSSIER_RUNS = Number(process.env.BENCH_REFERENCE_DOSSIERS ?? 5);

interface PdfTimes {
  runs: number;
  /** What the server reports in Server-Timing (pdf;dur): laying the document out. */
  serverP50Ms: number;
  serverMaxMs: number;
  /** Request to last byte. */
  p50Ms: number;
  bytes: number;
  pages: number;
}

export interface ReferenceSheetsRow {
  references: number;
  photos: number;
  sheet: PdfTimes;
  /** Every photo converted for print during the run, as the first dossier after the photos were chosen. */
  dossierFirstPhotos: PdfTimes;
  /** The photos' print JPEGs kept from an earlier document. */
  dossier: PdfTimes;
}

/** A camera-like 3 MP JPEG, different for each seed: a sky, a ground, shapes and grain. */
async function photo(sharp: SharpModule, seed: number): Promise<Uint8Array> {
  const W = 2000;
  const H = 1500;
  let s = seed;
  const rnd = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  const shapes = Array.from({ length: 30 }, () => {
    const c = `hsl(${Math.floor(rnd() * 360)},${30 + Math.floor(rnd() * 40)}%,${30 + Math.floor(rnd() * 40)}%)`;
    return `<rect x="${rnd() * W}" y="${rnd() * H}" width="${50 + rnd() * 500}" height="${50 + rnd() * 300}" fill="${c}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="55%" fill="#9bc0ea"/><rect y="55%" width="100%" height="45%" fill="#6b6b6b"/>${shapes}</svg>`;
  const grain = await sharp({
    create: { width: W, height: H, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const data = await sharp(await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer())
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 88 })
    .toBuffer();
  return new Uint8Array(data);
}

/**
 * Uploads PHOTOS photos to the media library and gives each of the first PHOTOS references one; answers
 * the folders their files are in.
 */
async function photographFirstReferences(base: string, cookie: string, dbPath: string): Promise<string[]> {
  const sharp = createRequire(import.meta.url)("sharp") as SharpModule;
  const urls: string[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const form = new FormData();
    form.set(
      "image",
      new Blob([(await photo(sharp, (i + 1) * 7919)) as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }),
      `impianto-${i + 1}.jpg`,
    );
    const res = await fetch(`${base}/api/media`, { method: "POST", headers: { cookie, origin: base }, body: form });
    const item = (await res.json()) as { url?: string };
    if (res.status !== 201 || !item.url) throw new Error(`caricamento della foto ${i + 1}: HTTP ${res.status}`);
    urls.push(item.url);
  }
  const sqlite = new Database(dbPath);
  const update = sqlite.query("UPDATE reference_projects SET photos = ? WHERE slug = ?");
  sqlite.transaction(() => {
    urls.forEach((url, i) => {
      update.run(JSON.stringify([{ url, alt: `L'impianto della referenza ${i + 1}` }]), `referenza-${i + 1}`);
    });
  })();
  sqlite.close();
  return [...new Set(urls.map((url) => url.slice(0, url.lastIndexOf("/"))))];
}

/** Deletes the JPEGs made beside the stored WebPs, so the next document converts every photo again. */
function forgetPrintedPhotos(uploadsDir: string, folders: string[]): void {
  for (const folder of folders) {
    const dir = join(uploadsDir, folder.slice("/uploads/".length));
    for (const name of readdirSync(dir)) if (name.endsWith(".jpg")) rmSync(join(dir, name), { force: true });
  }
}

async function timed(base: string, path: string, cookie: string, runs: number, beforeEach?: () => void): Promise<PdfTimes> {
  const server: number[] = [];
  const total: number[] = [];
  let bytes = new Uint8Array();
  for (let i = 0; i < WARM_UP + runs; i++) {
    await clearCaches(cookie, base);
    beforeEach?.();
    const made = await timedPdf(path, base);
    bytes = made.bytes;
    if (i < WARM_UP) continue;
    server.push(made.serverMs);
    total.push(made.elapsedMs);
  }
  server.sort((a, b) => a - b);
  total.sort((a, b) => a - b);
  // Each sheet of a PDF is one /Type /Page object.
  const pages =
    Buffer.from(bytes)
      .toString("latin1")
      .match(/\/Type \/Page\b/g)?.length ?? 0;
  return {
    runs,
    serverP50Ms: percentile(server, 0.5),
    serverMaxMs: server[server.length - 1] ?? 0,
    p50Ms: percentile(total, 0.5),
    bytes: bytes.byteLength,
    pages,
  };
}

export async function benchReferenceSheets(binary: string, port: number, dataDir: string): Promise<ReferenceSheetsRow> {
  const { base, dataDir: copy, pid, stop } = await startWithReferences(binary, port, dataDir);
  try {
    const cookie = await signIn(base);
    const folders = await photographFirstReferences(base, cookie, join(copy, "parksite.db"));
    // The uploads' renditions are written by the image process: timed once it is idle again.
    for (let i = 0; i < 600 && childrenOf(pid).length > 0; i++) await Bun.sleep(100);
    const uploadsDir = join(copy, "uploads");
    return {
      references: REFERENCES,
      photos: PHOTOS,
      sheet: await timed(base, SHEET, cookie, SHEET_RUNS),
      dossierFirstPhotos: await timed(base, DOSSIER, cookie, DOSSIER_RUNS, () => forgetPrintedPhotos(uploadsDir, folders)),
      dossier: await timed(base, DOSSIER, cookie, DOSSIER_RUNS),
    };
  } finally {
    await stop();
  }
}

export function describeReferenceSheets(row: ReferenceSheetsRow): string {
  const f = (n: number) => n.toFixed(1);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const { sheet, dossier, dossierFirstPhotos: first } = row;
  return [
    `scheda referenza PDF con foto (${sheet.pages} pagina, ${kb(sheet.bytes)}) tra ${row.references.toLocaleString("it-IT")} referenze, generata ${sheet.runs} volte con la cache svuotata: sul server p50 ${f(sheet.serverP50Ms)} ms, massimo ${f(sheet.serverMaxMs)} ms; richiesta completa p50 ${f(sheet.p50Ms)} ms (soglia: 300 ms)`,
    `fascicolo referenze PDF (${first.pages} pagine, ${kb(first.bytes)}, ${row.photos} foto convertite per la prima volta), generato ${first.runs} volte con la cache svuotata: sul server p50 ${f(first.serverP50Ms)} ms, massimo ${f(first.serverMaxMs)} ms; richiesta completa p50 ${f(first.p50Ms)} ms (soglia: 5 s)`,
    `fascicolo referenze PDF (${dossier.pages} pagine, ${kb(dossier.bytes)}, foto già convertite), generato ${dossier.runs} volte con la cache svuotata: sul server p50 ${f(dossier.serverP50Ms)} ms, massimo ${f(dossier.serverMaxMs)} ms; richiesta completa p50 ${f(dossier.p50Ms)} ms (soglia: 5 s)`,
  ].join("\n");
}

/** `--reference-sheets-only`: these rows alone. */
export async function referenceSheetsOnly(binary: string, port: number, dataDir: string): Promise<void> {
  try {
    const row = await benchReferenceSheets(binary, port, dataDir);
    console.log(`load average ${loadavg()[0]?.toFixed(2)}\n${describeReferenceSheets(row)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
