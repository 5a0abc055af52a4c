import { describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  collectionDelay,
  limitMallocArenas,
  PAGES_RELEASE_INTERVAL_MS,
  pagesReleaseDue,
  privateFileMappings,
  releaseAfterLoad,
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

describe("what a quiet server gives back after a load", () => {
  test("the database's page cache is shrunk, but not while a photo is being processed", async () => {
    let shrunk = 0;
    const database = () => {
      shrunk += 1;
    };
    let finishPhoto = () => {};
    const photo = releasingMemory(() => new Promise<void>((resolve) => (finishPhoto = resolve)));
    expect(releaseAfterLoad({ database })).toBe(false);
    expect(shrunk).toBe(0);
    finishPhoto();
    await photo;
    expect(releaseAfterLoad({ database })).toBe(true);
    expect(shrunk).toBe(1);
  });

  test("a read-only mapping of a file is told apart from one holding the process's own copies", () => {
    const smaps = [
      "00200000-01a39000 r--p 00000000 fe:00 5768350                            /opt/parksite",
      "Rss:                4964 kB",
      "Anonymous:             0 kB",
      "01a40000-0684a000 r-xp 01838000 fe:00 5768350                            /opt/parksite",
      "Anonymous:             0 kB",
      "0684a000-06867000 r--p 0664a000 fe:00 5768350                            /opt/parksite",
      "Anonymous:           116 kB",
      "06867000-0929f000 rw-p 0665e000 fe:00 5768350                            /opt/parksite",
      "Anonymous:           124 kB",
      "21661e00000-216a1e00000 rw-p 00000000 00:00 0 ",
      "Anonymous:         46328 kB",
      "7ffd1c3f0000-7ffd1c411000 rw-p 00000000 00:00 0                          [stack]",
      "Anonymous:           132 kB",
      "7fe0b5f5c000-7fe0b60b2000 r-xs 00026000 fe:00 339380                     /usr/lib/x86_64-linux-gnu/libc.so.6",
      "Anonymous:             0 kB",
    ].join("\n");
    expect(privateFileMappings(smaps).map(({ readOnly, ownBytes }) => ({ readOnly, ownBytes }))).toEqual([
      { readOnly: true, ownBytes: 0 },
      { readOnly: true, ownBytes: 0 },
      { readOnly: true, ownBytes: 116 * 1024 },
      { readOnly: false, ownBytes: 124 * 1024 },
    ]);
    expect(privateFileMappings(smaps)[1]).toMatchObject({ start: 0x1a40000, length: 0x684a000 - 0x1a40000 });
  });
});
