import type { Download, Page } from "@playwright/test";

/** The file the browser downloads once `start` (a click, a key press) has run. */
export async function downloadOf(page: Page, start: () => Promise<unknown>): Promise<Download> {
  const downloading = page.waitForEvent("download");
  await start();
  return downloading;
}

/** The bytes of a file the browser downloaded (a PDF, a CSV export), read whole. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
