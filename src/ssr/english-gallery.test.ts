import { afterEach, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

/** What a page shows: its HTML without its scripts. */
const shown = async (path: string) => (await (await t.request(path)).text()).replace(/<script[\s\S]*?<\/script>/g, "");

describe("a gallery's states in the language of its page", () => {
  test("an empty gallery says so in English on an English page, in Italian on the Italian one", async () => {
    t = createTestApp();
    const english = await shown("/en/applications/airports");
    expect(english).toContain("No images to show yet.");
    expect(english).not.toContain("Nessuna immagine disponibile al momento.");
    const italian = await shown("/applicazioni/aeroporti");
    expect(italian).toContain("Nessuna immagine disponibile al momento.");
    expect(italian).not.toContain("No images to show yet.");
  });
});
