/** What staff do during the bench: photo uploads and a redirect import. */
import { base } from "./config";
import { childrenRssMb, rssMb } from "./measure";

/** A 3000x2000 JPEG with detail at every scale, made with sharp from the dev dependencies. */
async function photo(seed: number): Promise<Uint8Array> {
  const sharp = (await import("sharp")).default;
  const data = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: `hsl(${seed % 360},40%,50%)`,
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return new Uint8Array(data);
}

/** Imports `count` redirect rules through the staff API, as a CSV of an old site. */
export async function importRedirects(cookie: string, count: number): Promise<{ rules: number; ms: number }> {
  const lines = ["old,new,code"];
  for (let i = 0; i < count; i++) {
    lines.push(i % 100 === 0 ? `/archivio-${i}/*,/blog/*,301` : `/vecchio-sito/pagina-${i}.html,/servizi,301`);
  }
  const form = new FormData();
  form.set("file", new Blob([lines.join("\n")], { type: "text/csv" }), "vecchio-sito.csv");
  const started = performance.now();
  const res = await fetch(`${base}/api/redirects/import`, { method: "POST", headers: { cookie, origin: base }, body: form });
  const report = (await res.json()) as { created: number; errors: unknown[] };
  if (res.status !== 200 || report.errors.length > 0) throw new Error(`import dei reindirizzamenti: HTTP ${res.status}`);
  return { rules: report.created, ms: performance.now() - started };
}

/** 20 photo uploads, one after the other, as staff would add them; the server's memory sampled meanwhile. */
export async function uploadPhotos(cookie: string, pid: number) {
  // 20 photo uploads, one after the other, as staff would add them.
  // The image process's memory is its own (it ends when idle): sampled apart.
  let peakUploads = rssMb(pid);
  let peakImageProcess = 0;
  const sampler = setInterval(() => {
    peakUploads = Math.max(peakUploads, rssMb(pid));
    peakImageProcess = Math.max(peakImageProcess, childrenRssMb(pid));
  }, 50);
  const uploadTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const form = new FormData();
    form.set("image", new Blob([(await photo(i * 37)) as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), `foto-${i}.jpg`);
    form.set("section", "aeroporti");
    form.set("name", `Foto di prova ${i + 1}`);
    form.set("alt", `Foto di prova ${i + 1}`);
    const started = performance.now();
    const res = await fetch(`${base}/api/upload-to-gallery`, { method: "POST", headers: { cookie, origin: base }, body: form });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`upload ${i + 1}: HTTP ${res.status}`);
    uploadTimes.push(performance.now() - started);
  }
  clearInterval(sampler);
  await Bun.sleep(2000);
  uploadTimes.sort((a, b) => a - b);
  return { peakUploads, peakImageProcess, uploadTimes };
}
