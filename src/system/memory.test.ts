import { describe, expect, test } from "bun:test";
import { limitMallocArenas, releaseStartupPages, releasingMemory } from "./memory";

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
    expect(releaseStartupPages()).toBeGreaterThan(executableBytes / 2);
  });
});
