import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { IslandModule } from "../lib/islands";

const files = readdirSync(import.meta.dir).filter((file) => file.endsWith(".island.tsx"));

describe("each island is one file that says what it shows and when it comes to life", () => {
  test("the folder has the islands of public pages", () => {
    expect(files.map((file) => file.replace(".island.tsx", ""))).toEqual(
      expect.arrayContaining(["site-header", "cookie-banner", "toaster", "contact-form", "gallery-block"]),
    );
  });

  for (const file of files) {
    test(`${file}: a component, a hydration moment and nothing else the entry would ignore`, async () => {
      const module = (await import(join(import.meta.dir, file))) as Partial<IslandModule> & Record<string, unknown>;
      expect(typeof module.component).toBe("function");
      expect(["load", "visible", "interaction"]).toContain(module.hydrate as string);
      if (module.prepare !== undefined) expect(typeof module.prepare).toBe("function");
      expect(Object.keys(module).filter((key) => !["component", "hydrate", "prepare"].includes(key))).toEqual([]);
    });
  }
});
