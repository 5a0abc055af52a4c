import { describe, expect, test } from "bun:test";
import { gzipSync } from "node:zlib";

describe("visit beacon", () => {
  test("costs visitors under 1 KB of script (minified, before compression)", async () => {
    const built = await Bun.build({ entrypoints: [`${import.meta.dir}/visit-beacon.ts`], minify: true, target: "browser" });
    expect(built.success).toBe(true);
    const code = (await built.outputs[0]?.text()) ?? "";
    expect(code).toContain("sendBeacon");
    expect(code.length).toBeLessThan(1024);
    expect(gzipSync(code).length).toBeLessThan(700);
    // No cookie, no local storage: only the tab's session storage.
    expect(code).not.toContain("cookie");
    expect(code).not.toContain("localStorage");
  });
});
