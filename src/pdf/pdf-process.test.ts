import { afterEach, describe, expect, setDefaultTimeout, spyOn, test } from "bun:test";
import { join } from "node:path";
import { defaultPublicSettings } from "../shared/business-facts";
import { testJpeg } from "../test-support/images";
import { pdfText } from "../test-support/poppler";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { pdfCompany } from "./company";
import { layOutPdf } from "./pdf-document";
import { PdfProcess, PdfUnavailableError, pdfProcess } from "./pdf-process";
import type { PdfDocumentSpec } from "./pdf-types";

// A child process started, documents laid out in it and waits for it to end: seconds on a busy machine.
setDefaultTimeout(60_000);

const root = join(import.meta.dir, "../..");

const spec = async (): Promise<PdfDocumentSpec> => ({
  title: "Ospedale in Lombardia · Scheda referenza",
  kind: "Scheda referenza",
  company: pdfCompany(defaultPublicSettings, "https://www.parksite.it/"),
  pages: [
    {
      blocks: [
        { kind: "heading", level: 1, text: "Ospedale in Lombardia" },
        { kind: "paragraph", text: "Più posti, già pagati: 1.800 stalli e un canone di 12.000 €." },
        { kind: "image", image: { bytes: await testJpeg(64, 48), width: 64, height: 48 }, alt: "L'ingresso" },
      ],
    },
    { blocks: [{ kind: "figures", rows: [{ label: "Posti auto", value: "1.800" }] }] },
  ],
});

/** A document's bytes but the moment it was made: pdfkit writes it in the properties, the XMP metadata and the file's /ID. */
const undated = (bytes: Uint8Array) =>
  Buffer.from(bytes)
    .toString("latin1")
    .replace(/\(D:\d{14}Z\)/, "")
    .replace(/<xmp:CreateDate>[^<]*<\/xmp:CreateDate>/, "")
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, "");

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    if (condition()) return true;
    await Bun.sleep(50);
  }
  return condition();
}

describe("the PDF process", () => {
  test("the server does not read the PDF engine: not at start, not when a visitor downloads a datasheet", async () => {
    // A server of its own: in this test run other files lay out PDFs in this very process.
    const probe = `
      import { createTestApp } from "${root}/src/test-support/test-app";
      const engineLoaded = () => Object.keys(require.cache).some((path) => /node_modules\\/(pdfkit|fontkit)\\//.test(path));
      const t = createTestApp();
      const atStart = engineLoaded();
      const res = await t.request("/prodotti/automazione-parcheggi/scheda.pdf");
      const head = new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 5));
      console.log(JSON.stringify({ atStart, afterDatasheet: engineLoaded(), status: res.status, head }));
      t.cleanup();
      process.exit(0);
    `;
    const run = Bun.spawnSync([process.execPath, "--preload", `${root}/src/test-support/preload.ts`, "-e", probe], { cwd: root });
    const seen = JSON.parse(run.stdout.toString().trim().split("\n").at(-1) ?? "{}") as Record<string, unknown>;
    expect(seen).toEqual({ atStart: false, afterDatasheet: false, status: 200, head: "%PDF-" });
  });

  test("ends after a quiet spell, and the next document, in a new child, is the same as one laid out in place", async () => {
    const apart = new PdfProcess({ idleExitMs: 300 });
    const first = await apart.layOut(await spec());
    const pid = apart.pid;
    expect(pid).not.toBeNull();
    expect(await until(() => apart.pid === null && !alive(pid ?? 0), 10_000)).toBe(true);

    const again = await apart.layOut(await spec());
    expect(apart.pid).not.toBe(pid);
    const inPlace = await layOutPdf(await spec());
    expect(undated(again.bytes)).toBe(undated(inPlace.bytes));
    expect(undated(first.bytes)).toBe(undated(inPlace.bytes));
    expect(again.firstSheets).toEqual([1, 2]);
    expect(await pdfText(again.bytes)).toContain("1.800 stalli e un canone di 12.000 €");
  });

  test("a child that never answers is given up in time, and one that dies is reported, never awaited for ever", async () => {
    const silent = new PdfProcess({ timeoutMs: 500, command: [process.execPath, "-e", "setInterval(() => {}, 1000)"] });
    const started = performance.now();
    expect(silent.layOut(await spec())).rejects.toBeInstanceOf(PdfUnavailableError);
    await until(() => silent.pid === null, 5_000);
    expect(performance.now() - started).toBeLessThan(5_000);

    const dying = new PdfProcess({ command: [process.execPath, "-e", "process.exit(3)"] });
    expect(dying.layOut(await spec())).rejects.toBeInstanceOf(PdfUnavailableError);
  });
});

describe("a PDF the process cannot make now", () => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  test("is a 503 with its reason in Italian, not kept: the next download is the document", async () => {
    t = createTestApp();
    const failing = spyOn(pdfProcess, "layOut").mockRejectedValue(new PdfUnavailableError("il processo dei PDF si è chiuso"));
    const res = await t.request("/prodotti/automazione-parcheggi/scheda.pdf");
    failing.mockRestore();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(await res.json()).toEqual({
      message: "Il documento PDF non è disponibile in questo momento. Riprova tra qualche minuto.",
    });

    const next = await t.request("/prodotti/automazione-parcheggi/scheda.pdf");
    expect(next.status).toBe(200);
    expect(next.headers.get("content-type")).toBe("application/pdf");
    expect(await pdfText(new Uint8Array(await next.arrayBuffer()))).toContain("Scheda prodotto");
  });
});
