import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { datasheetAddress } from "../shared/site-addresses";
import { pdfText } from "../test-support/poppler";
import { createTestApp, type TestApp } from "../test-support/test-app";

// Every document is laid out for real: seconds on a busy machine.
setDefaultTimeout(90_000);

let t: TestApp;
afterEach(() => t.cleanup());

/** The example documents every fresh site has: a product's datasheet, a reference's sheet, the dossier. */
const DOCUMENTS = [
  datasheetAddress("/prodotti/web2park"),
  "/referenze/esempio-aeroporto-catania/scheda.pdf",
  "/referenze/fascicolo.pdf",
];

async function textOf(path: string, host?: string): Promise<string> {
  const res = await t.request(path, host ? { headers: { host } } : {});
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

test("the datasheet, the reference sheet and the dossier print the site's configured public address", async () => {
  t = createTestApp({ publicUrl: "https://www.parksite-italia.example" });
  for (const path of DOCUMENTS) {
    const text = await textOf(path, "127.0.0.1:4173");
    expect(text).toContain("www.parksite-italia.example");
    expect(text).not.toContain("127.0.0.1");
  }
});

test("without one, they print the address the site was reached at, but never this machine or a bare IP address", async () => {
  t = createTestApp();
  for (const path of DOCUMENTS) {
    for (const host of ["localhost", "127.0.0.1:4173"]) {
      const text = await textOf(path, host);
      expect(text).toContain("+39 049 825 4100");
      expect(text).not.toContain("localhost");
      expect(text).not.toContain("127.0.0.1");
    }
    expect(await textOf(path, "www.parksite.it")).toContain("www.parksite.it");
  }
});
