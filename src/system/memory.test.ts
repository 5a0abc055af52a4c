import { describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  collectionDelay,
  limitMallocArenas,
  PAGES_RELEASE_INTERVAL_MS,
  pagesReleaseDue,
  RENDERS_BATCH,
  RENDERS_COLLECTION_INTERVAL_MS,
  releaseFilePages,
  releasingMemory,
} from "./memory";

describe("memory of the image work", () => {
  test("glibc's malloc arenas are capped on this Linux", () => {
    expect(limitMallocArenas()).toBe(true);
  });

  test("wrapped work gives back its result or its error unchanged", async () => {
    expect(await releasingMemory(async () => 42)).toBe(42);
    await expect(
      releasingMemory(async () => {
        throw new Error("immagine non valida");
      }),
    ).rejects.toThrow("immagine non valida");
  });
});

describe("full collections of a server at work", () => {
  const fewRenders = { imageWork: false, renders: 3, pagesDue: false };
  test("the first after half a second of quiet; after a few renders, then at most one every 30 seconds", () => {
    expect(collectionDelay(fewRenders, null, 5000)).toBe(500);
    expect(collectionDelay(fewRenders, 5000, 5000)).toBe(RENDERS_COLLECTION_INTERVAL_MS);
    expect(collectionDelay(fewRenders, 5000, 5000 + 10_000)).toBe(RENDERS_COLLECTION_INTERVAL_MS - 10_000);
    expect(collectionDelay(fewRenders, 5000, 5000 + RENDERS_COLLECTION_INTERVAL_MS - 100)).toBe(500);
    expect(collectionDelay(fewRenders, 5000, 5000 + 2 * RENDERS_COLLECTION_INTERVAL_MS)).toBe(500);
  });

  test("after image work, a batch of renders or when the executable's pages are due, at the first pause", () => {
    expect(collectionDelay({ ...fewRenders, imageWork: true }, 5000, 5000)).toBe(500);
    expect(collectionDelay({ ...fewRenders, renders: RENDERS_BATCH }, 5000, 5000)).toBe(500);
    expect(collectionDelay({ ...fewRenders, renders: RENDERS_BATCH - 1 }, 5000, 5000)).toBe(RENDERS_COLLECTION_INTERVAL_MS);
    expect(collectionDelay({ ...fewRenders, pagesDue: true }, 5000, 5000)).toBe(500);
  });
});

describe("start-up pages", () => {
  test("the private mappings of the program's files (this runtime's own code among them) are handed back", () => {
    const executableBytes = Bun.file(process.execPath).size;
    expect(releaseFilePages()).toBeGreaterThan(executableBytes / 2);
  });
});

describe("pages of a quiet server", () => {
  test("handed back after pages were rendered: the first time, then at most every ten minutes", () => {
    expect(pagesReleaseDue(false, null, 1000)).toBe(false);
    expect(pagesReleaseDue(true, null, 1000)).toBe(true);
    expect(pagesReleaseDue(true, 1000, 1000 + PAGES_RELEASE_INTERVAL_MS - 1)).toBe(false);
    expect(pagesReleaseDue(true, 1000, 1000 + PAGES_RELEASE_INTERVAL_MS)).toBe(true);
    expect(pagesReleaseDue(false, 1000, 1000 + 2 * PAGES_RELEASE_INTERVAL_MS)).toBe(false);
  });

  test("handing them back lowers the resident memory of mapped files", () => {
    const fileMb = () => Number(/RssFile:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1]) / 1024;
    // Pages of a file read just now through a private mapping, as the runtime reads its own code:
    // resident whatever an earlier test handed back.
    const file = join(mkdtempSync(join(tmpdir(), "parksite-pages-")), "file.bin");
    writeFileSync(file, new Uint8Array(32 * 1024 * 1024).fill(7));
    const mapped = Bun.mmap(file, { shared: false });
    let sum = 0;
    for (let i = 0; i < Math.min(mapped.length, 64 * 1024 * 1024); i += 4096) sum += mapped[i] ?? 0;
    const before = fileMb();
    releaseFilePages();
    expect(fileMb()).toBeLessThan(before);
    expect(sum).toBe(7 * (mapped.length / 4096));
    rmSync(file);
  });
});
