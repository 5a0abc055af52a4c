import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { tmpdir } from "node:os";
import { imageEngine } from "../images";
import { defaultPublicSettings } from "../shared/business-facts";
import { sharp, testJpeg, testPng } from "../test-support/images";
import { pdfImages, pdfInfo, pdfLanguage, pdfStructure, pdfText } from "../test-support/poppler";
import { pdfCompany } from "./company";
import { pdfImage } from "./images";
import { renderPdf } from "./pdf-document";
import type { PdfBlock, PdfDocumentSpec } from "./pdf-types";

// Laying out a document and running poppler on it: seconds on a busy machine.
setDefaultTimeout(30_000);

const company = pdfCompany(defaultPublicSettings, "https://www.parksite.it/");

const sheet = (blocks: PdfBlock[], more: Partial<PdfDocumentSpec> = {}): PdfDocumentSpec => ({
  title: "Ospedale in Lombardia · Scheda referenza",
  kind: "Scheda referenza",
  company,
  pages: [{ blocks }],
  ...more,
});

describe("a PDF of the site", () => {
  test("has its title and language, embeds its fonts and prints Italian accents and the euro sign", async () => {
    const bytes = await renderPdf(
      sheet([
        { kind: "eyebrow", text: "Sanità" },
        { kind: "heading", level: 1, text: "Ospedale in Lombardia" },
        { kind: "paragraph", text: "Perché la città è più vicina: già però ò ì, 1.800 posti e un canone di 12.000 €." },
        { kind: "list", items: ["Lettura targhe all'ingresso", "Cassa automatica con pagamento contactless"] },
      ]),
    );
    const info = await pdfInfo(bytes);
    expect(info.Title).toBe("Ospedale in Lombardia · Scheda referenza");
    expect(info.Author).toBe("ParkSite Italia S.r.l.");
    expect(info.Tagged).toBe("yes");
    expect(pdfLanguage(bytes)).toBe("it-IT");
    const text = await pdfText(bytes);
    expect(text).toContain("Perché la città è più vicina: già però ò ì, 1.800 posti e un canone di 12.000 €.");
    expect(text).toContain("SANITÀ");
    expect(text).toContain("Cassa automatica con pagamento contactless");
    // A reader walks a document of headings, paragraphs and a list; the page furniture stays out of it.
    const structure = await pdfStructure(bytes);
    expect(structure).not.toContain("Warning");
    expect(structure).toStartWith("Document\n  Sect\n");
    expect(structure).toContain('H1 (block)\n      "Ospedale in Lombardia"');
    expect(structure).toContain(
      'L (block)\n      LI (block)\n        Lbl (block)\n          ""\n        LBody (block)\n          "Lettura targhe all\'ingresso"',
    );
    expect(structure).not.toContain("Pagina 1 di 1");
    // Only the embedded Inter: no standard font that a reader would have to stand in for.
    const fonts = Buffer.from(bytes).toString("latin1");
    expect(fonts).toContain("+Inter-Regular");
    expect(fonts).not.toContain("/BaseFont /Helvetica");
  });

  test("prints figures as label and value, and the company's data and page number on every sheet", async () => {
    const long = Array.from(
      { length: 40 },
      (_, i) => ({ kind: "paragraph", text: `Paragrafo ${i + 1} della relazione.` }) as const,
    );
    const figures: PdfBlock = {
      kind: "figures",
      rows: [
        { label: "Posti auto", value: "1.800" },
        { label: "Potenza installata", value: "250 kWp" },
      ],
    };
    // Two pages of the document: the second starts a new sheet and runs over onto a third.
    const bytes = await renderPdf(sheet([], { pages: [{ blocks: [figures] }, { blocks: long }] }));
    const info = await pdfInfo(bytes);
    expect(Number(info.Pages)).toBeGreaterThanOrEqual(3);
    const text = await pdfText(bytes);
    expect(text).toContain("Posti auto 1.800");
    expect(text).toContain("Potenza installata 250 kWp");
    expect(text).toContain(`Pagina 1 di ${info.Pages}`);
    expect(text).toContain(`Pagina ${info.Pages} di ${info.Pages}`);
    const footers = text.match(/P\.IVA IT04812930281/g) ?? [];
    expect(footers).toHaveLength(Number(info.Pages));
    expect(text).toContain("www.parksite.it");
  });

  test("carries a JPEG or PNG as it is, and a WebP upload once the image engine made it a JPEG", async () => {
    const engine = await imageEngine(tmpdir());
    const webp = new Uint8Array(
      await sharp(Buffer.from(await testJpeg(800, 450)))
        .webp()
        .toBuffer(),
    );
    const fromWebp = await pdfImage(webp, engine);
    expect(fromWebp).toMatchObject({ width: 800, height: 450 });
    const png = await pdfImage(await testPng(300, 200), engine);
    expect(png).toMatchObject({ width: 300, height: 200 });
    expect(await pdfImage(new TextEncoder().encode("<svg></svg>"), engine)).toBeNull();
    if (!fromWebp || !png) throw new Error("immagini non convertite");
    const bytes = await renderPdf(
      sheet([
        { kind: "image", image: fromWebp, alt: "Parcheggio multipiano dell'ospedale" },
        { kind: "image", image: png, alt: "Planimetria" },
      ]),
    );
    const images = await pdfImages(bytes);
    expect(images).toHaveLength(3); // the PNG's alpha channel is a mask of its own
    expect(images[0]).toContain("jpeg");
    expect(Buffer.from(bytes).toString("latin1")).toContain("/Alt (Parcheggio multipiano dell'ospedale)");
  });
});
