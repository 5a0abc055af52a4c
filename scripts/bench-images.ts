/**
 * `npm run bench:images`: the image figures of the built executable (run `npm run build` first).
 *   upload-to-ready time of a 12-megapixel JPEG (request sent -> renditions written and row committed);
 *   bytes a phone downloads for a 3-column gallery of six such photos, against the original files.
 * The photos are synthetic (drawn shapes under texture at several scales, JPEG quality 90, 4000x3000):
 * busier than most real photos, so the rendition sizes err on the heavy side.
 * Prints figures; asserts nothing (timings depend on the machine).
 */
import { spawn, spawnSync, type Subprocess } from "bun";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SharpModule } from "../src/images/sharp-engine";

const root = join(import.meta.dir, "..");
const binary = join(root, "dist/parksite");
const PORT = 4391;
const base = `http://127.0.0.1:${PORT}`;
const sharp = createRequire(import.meta.url)("sharp") as SharpModule;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** A camera-like 12 MP JPEG: shapes under texture at several scales. */
async function photo(seed: number): Promise<Uint8Array> {
  const W = 4000;
  const H = 3000;
  let s = seed;
  const rnd = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  const shapes = Array.from({ length: 60 }, () => {
    const c = `hsl(${Math.floor(rnd() * 360)},${30 + Math.floor(rnd() * 40)}%,${30 + Math.floor(rnd() * 40)}%)`;
    return rnd() > 0.5
      ? `<rect x="${rnd() * W}" y="${rnd() * H}" width="${100 + rnd() * 900}" height="${100 + rnd() * 600}" fill="${c}"/>`
      : `<circle cx="${rnd() * W}" cy="${rnd() * H}" r="${50 + rnd() * 400}" fill="${c}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ab4e8"/><stop offset="0.55" stop-color="#dfe9f5"/><stop offset="0.56" stop-color="#777"/><stop offset="1" stop-color="#555"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  // Texture at every scale (as in a real scene): noise drawn small and enlarged, layered.
  const layers = await Promise.all(
    [1, 6, 24, 96].map(async (scale) => {
      const w = Math.ceil(W / scale);
      const h = Math.ceil(H / scale);
      const noise = sharp({
        create: { width: w, height: h, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 16 } },
      });
      return {
        input: await noise.resize(W, H, { kernel: "cubic" }).png({ compressionLevel: 1 }).toBuffer(),
        blend: "overlay" as const,
      };
    }),
  );
  const data = await sharp(await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer())
    .composite(layers)
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Uint8Array(data);
}

async function start(dataDir: string): Promise<Subprocess> {
  const made = spawnSync([
    binary,
    "admin",
    "create",
    "--data",
    dataDir,
    "--email",
    "bench@example.com",
    "--password",
    "immagini-veloci-sul-banco-prova",
  ]);
  if (made.exitCode !== 0) throw new Error("admin create non riuscito");
  const proc = spawn([binary, "--port", String(PORT), "--host", "127.0.0.1", "--data", dataDir], {
    stdout: "ignore",
    stderr: "ignore",
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return proc;
    } catch {
      // not yet
    }
    await Bun.sleep(20);
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "parksite-bench-img-"));
  const proc = await start(dataDir);
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bench@example.com", password: "immagini-veloci-sul-banco-prova" }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    // Let the demo gallery of the fresh folder finish, so it does not share the CPU with the timings.
    for (let i = 0; i < 200; i++) {
      const all = (await (await fetch(`${base}/api/galleries`)).json()) as Record<string, unknown[]>;
      if (Object.values(all).flat().length > 0) break;
      await Bun.sleep(100);
    }
    for (const [section, images] of Object.entries(
      (await (await fetch(`${base}/api/galleries`)).json()) as Record<string, { id: number }[]>,
    )) {
      if (section !== "aeroporti") continue;
      for (const image of images) await fetch(`${base}/api/galleries/${image.id}`, { method: "DELETE", headers: { cookie } });
    }

    const photos = await Promise.all([1, 2, 3, 4, 5, 6].map((seed) => photo(seed * 7919)));
    const original = photos.reduce((n, p) => n + p.byteLength, 0);
    const times: number[] = [];
    const upload = async (bytes: Uint8Array, i: number) => {
      const form = new FormData();
      form.set("image", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), `foto-${i}.jpg`);
      form.set("section", "aeroporti");
      form.set("name", `Foto ${i + 1}`);
      form.set("alt", `Foto di prova ${i + 1}`);
      const started = performance.now();
      const res = await fetch(`${base}/api/upload-to-gallery`, { method: "POST", headers: { cookie }, body: form });
      await res.json();
      if (res.status !== 201) throw new Error(`upload: ${res.status}`);
      times.push(performance.now() - started);
    };
    for (const [i, bytes] of photos.entries()) await upload(bytes, i);

    const shown = (await (await fetch(`${base}/api/galleries/aeroporti`)).json()) as {
      name: string;
      variants: { url: string }[];
    }[];
    console.log("Immagini (eseguibile compilato, sharp)");
    console.log(`  galleria: ${shown.map((i) => i.name).join(", ")}`);
    console.log(`  foto di prova: 6 JPEG 4000x3000 (12 MP), in media ${mb(original / 6)} ciascuna`);
    console.log(
      `  upload fino a pronta (12 MP JPEG): mediana ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (${times.length} upload)`,
    );

    const { chromium } = await import("playwright-core");
    const { chromiumArgs } = await import("../web/e2e/playwright.config");
    const { CHROME } = await import("./audit-lighthouse");
    const browser = await chromium.launch({ executablePath: CHROME, args: chromiumArgs });
    for (const [label, viewport, dpr] of [
      ["telefono 390x844 @3x", { width: 390, height: 844 }, 3],
      ["telefono 390x844 @2x", { width: 390, height: 844 }, 2],
      ["desktop 1440x900 @1x", { width: 1440, height: 900 }, 1],
    ] as const) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: dpr, isMobile: dpr > 1, hasTouch: dpr > 1 });
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      const picked: string[] = [];
      page.on("response", (response) => {
        if (!response.url().includes("/uploads/")) return;
        bodies.push(response.body());
        picked.push(/-(\d+)x\d+\.webp/.exec(response.url())?.[1] ?? "?");
      });
      await page.goto(`${base}/applicazioni/aeroporti`);
      await page.locator("#galleria").scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 1200);
      await page.waitForFunction(() =>
        [...document.querySelectorAll("#galleria li img")].every((i) => (i as HTMLImageElement).complete),
      );
      await page.waitForTimeout(300);
      const bytes = (await Promise.all(bodies)).reduce((n, b) => n + b.byteLength, 0);
      console.log(
        `  galleria a 3 colonne, ${label}: ${kb(bytes)} per 6 foto (larghezze ${picked.sort().join(", ")}) contro ${mb(original)} di originali: ${((bytes / original) * 100).toFixed(1)}%`,
      );
      await context.close();
    }
    await browser.close();
  } finally {
    proc.kill("SIGTERM");
    await proc.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
