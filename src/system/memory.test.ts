import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { limitMallocArenas, PAGES_RELEASE_INTERVAL_MS, pagesReleaseDue, releaseFilePages, releasingMemory } from "./memory";

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
    const before = fileMb();
    releaseFilePages();
    expect(fileMb()).toBeLessThan(before);
  });
});
