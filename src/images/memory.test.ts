import { describe, expect, test } from "bun:test";
import { limitMallocArenas, releasingMemory } from "./memory";

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
