import { describe, expect, test } from "bun:test";
import { documentMessages } from "../shared/documents";
import { testDocm, testDocx, testExe, testPdf, zipOf } from "../test-support/documents";
import { checkDocumentFile, sanitizeFileName } from "./file-check";

const text = (s: string) => new TextEncoder().encode(s);

describe("what an upload is, read from its bytes", () => {
  test("a PDF and a Word document are accepted as what they are", () => {
    expect(checkDocumentFile(testPdf())).toEqual({ ok: true, format: "pdf", mime: "application/pdf" });
    expect(checkDocumentFile(testDocx())).toMatchObject({ ok: true, format: "docx" });
  });

  test("an Excel workbook, a DWG drawing, a DXF drawing and a plain ZIP are accepted", () => {
    const xlsx = zipOf([
      {
        name: "[Content_Types].xml",
        data: '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      },
      { name: "xl/workbook.xml", data: "<workbook/>" },
    ]);
    expect(checkDocumentFile(xlsx)).toMatchObject({ ok: true, format: "xlsx" });
    expect(checkDocumentFile(text("AC1032\0\0\0\0\0binary drawing"))).toMatchObject({ ok: true, format: "dwg" });
    expect(checkDocumentFile(text("  0\r\nSECTION\r\n  2\r\nHEADER\r\n  9\r\n$ACADVER\r\n"))).toMatchObject({
      ok: true,
      format: "dxf",
    });
    expect(checkDocumentFile(zipOf([{ name: "disegni/pianta.dwg", data: "AC1027" }]))).toMatchObject({ ok: true, format: "zip" });
  });

  test("a macro-enabled Word document is refused with the reason in Italian", () => {
    expect(checkDocumentFile(testDocm())).toEqual({ ok: false, message: documentMessages.macro });
    expect(documentMessages.macro).toContain("macro");
  });

  test("a vbaProject.bin hidden in a document that claims to be a plain DOCX is refused too", () => {
    const disguised = zipOf([
      {
        name: "[Content_Types].xml",
        data: '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      },
      { name: "word/document.xml", data: "<w:document/>" },
      { name: "word/vbaProject.bin", data: "macro" },
    ]);
    expect(checkDocumentFile(disguised)).toEqual({ ok: false, message: documentMessages.macro });
  });

  test("a program renamed .pdf is refused: the name is never read", () => {
    expect(checkDocumentFile(testExe())).toEqual({ ok: false, message: documentMessages.unsupported });
    expect(checkDocumentFile(text("<html><script>alert(1)</script></html>"))).toMatchObject({ ok: false });
  });

  test("an archive that expands to gigabytes is refused without being expanded", () => {
    const bomb = zipOf([
      { name: "a.bin", data: new Uint8Array(1024), declaredSize: 600 * 1024 * 1024 },
      { name: "b.bin", data: new Uint8Array(1024), declaredSize: 600 * 1024 * 1024 },
    ]);
    expect(checkDocumentFile(bomb)).toEqual({ ok: false, message: documentMessages.zipTooBig });
  });

  test("a truncated archive is refused as damaged", () => {
    const zip = testDocx();
    expect(checkDocumentFile(zip.subarray(0, zip.length - 30))).toEqual({ ok: false, message: documentMessages.zipDamaged });
  });
});

describe("the name a downloaded file gets", () => {
  test("accents, spaces and folders go; the extension is the real format's", () => {
    expect(sanitizeFileName("C:\\Documenti\\Scheda Web2Park è v2.PDF", "pdf")).toBe("Scheda-Web2Park-e-v2.pdf");
    expect(sanitizeFileName('../../"evil";.exe', "zip")).toBe("evil.zip");
    expect(sanitizeFileName("", "docx")).toBe("documento.docx");
  });
});
