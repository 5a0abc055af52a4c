import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { contactRequests, documentDownloads } from "../../db/schema";
import { currentBrochureOf } from "../../documents/documents.service";
import { signDownloadLink } from "../../documents/download-link";
import { secretKeyOf } from "../../system/secret-key";
import { documentMessages, MAX_DOCUMENT_BYTES } from "../../shared/documents";
import type { DocumentAdmin } from "../../shared/schemas/document-answers";
import { testDocm, testDocx, testExe, testPdf } from "../../test-support/documents";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let cookie = "";
beforeAll(async () => {
  t = createTestApp();
  cookie = await t.login();
});
afterAll(() => t.cleanup());

const create = async (json: Record<string, unknown>) => {
  const res = await t.request("/api/documents", { method: "POST", cookie, json });
  expect(res.status).toBe(201);
  return (await res.json()) as DocumentAdmin;
};
const upload = (id: number, body: BodyInit, name = "file") =>
  t.request(`/api/documents/${id}/file`, {
    method: "PUT",
    cookie,
    body,
    headers: { "x-file-name": encodeURIComponent(name), "content-type": "application/octet-stream" },
  });
const publish = (id: number) =>
  t.request(`/api/documents/${id}/status`, { method: "PUT", cookie, json: { status: "published" } });
const visitor = (path: string, init: RequestInit = {}) =>
  t.app.request(`http://localhost${path}`, { ...init, headers: { "user-agent": "Mozilla/5.0 Firefox/140.0", ...init.headers } });

describe("staff upload a datasheet and replace it", () => {
  test("the address stays; a PDF opens inline in a sandbox, a Word file is saved under a clean name", async () => {
    const doc = await create({ title: "Scheda tecnica Web2Park", kind: "scheda-tecnica", products: ["web2park"] });
    expect(doc.status).toBe("draft");
    expect(doc.address).toBe("/documenti/scheda-tecnica-web2park");
    expect((await publish(doc.id)).status).toBe(409);

    const first = await upload(doc.id, testPdf("Web2Park v1"), "Scheda Web2Park è v1.pdf");
    expect(first.status).toBe(201);
    expect(((await first.json()) as DocumentAdmin).current?.original_name).toBe("Scheda-Web2Park-e-v1.pdf");
    // A draft is not reachable.
    expect((await visitor(doc.address)).status).toBe(404);
    expect((await publish(doc.id)).status).toBe(200);

    const pdf = await visitor(doc.address);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    expect(pdf.headers.get("content-disposition")).toStartWith('inline; filename="Scheda-Web2Park-e-v1.pdf"');
    expect(await pdf.text()).toContain("Web2Park v1");

    const second = await upload(doc.id, testDocx(), "capitolato web2park.docx");
    expect(second.status).toBe(201);
    const replaced = (await second.json()) as DocumentAdmin;
    expect(replaced.address).toBe(doc.address);
    expect(replaced.versions.map((v) => [v.original_name, v.current])).toEqual([
      ["capitolato-web2park.docx", true],
      ["Scheda-Web2Park-e-v1.pdf", false],
    ]);
    const docx = await visitor(doc.address);
    expect(docx.headers.get("content-disposition")).toStartWith('attachment; filename="capitolato-web2park.docx"');
    expect(docx.headers.get("x-content-type-options")).toBe("nosniff");
    expect(docx.headers.get("content-security-policy")).toContain("sandbox");

    // The earlier version stays downloadable for staff only.
    const old = replaced.versions[1];
    expect((await t.request(old?.download_url ?? "", { cookie })).status).toBe(200);
    expect((await t.request(old?.download_url ?? "")).status).toBe(401);
    // One visitor downloading twice in a day counts once.
    const counted = t.db.select().from(documentDownloads).where(eq(documentDownloads.document_id, doc.id)).all();
    expect(counted).toHaveLength(1);
  });

  test("a browser that asks not to be measured (Do Not Track, Global Privacy Control) is not counted", async () => {
    const doc = await create({ title: "Scheda tecnica VeroPark", kind: "scheda-tecnica", products: ["veropark"] });
    expect((await upload(doc.id, testPdf("VeroPark"), "veropark.pdf")).status).toBe(201);
    expect((await publish(doc.id)).status).toBe(200);
    for (const header of [
      ["dnt", "1"],
      ["sec-gpc", "1"],
    ] satisfies [string, string][]) {
      expect((await visitor(doc.address, { headers: Object.fromEntries([header]) })).status).toBe(200);
    }
    expect(t.db.select().from(documentDownloads).where(eq(documentDownloads.document_id, doc.id)).all()).toHaveLength(0);
    expect((await visitor(doc.address)).status).toBe(200);
    expect(t.db.select().from(documentDownloads).where(eq(documentDownloads.document_id, doc.id)).all()).toHaveLength(1);
  });

  test("the admin form's empty date is no date, not a refusal", async () => {
    const doc = await create({ title: "Brochure Infomobilità", kind: "brochure", document_date: null, slug: "", products: [] });
    expect(doc.document_date).toBeNull();
    const dated = await t.request(`/api/documents/${doc.id}`, {
      method: "PUT",
      cookie,
      json: { title: "Brochure Infomobilità", kind: "brochure", document_date: "2026-03-01" },
    });
    expect(((await dated.json()) as DocumentAdmin).document_date).toBe("2026-03-01");
  });

  test("a program renamed .pdf and a macro-enabled document are refused with Italian messages", async () => {
    const doc = await create({ title: "Manuale", kind: "manuale" });
    const exe = await upload(doc.id, testExe(), "manuale.pdf");
    expect(exe.status).toBe(415);
    expect(await exe.json()).toEqual({ message: documentMessages.unsupported });
    const docm = await upload(doc.id, testDocm(), "capitolato.docm");
    expect(docm.status).toBe(415);
    expect(((await docm.json()) as { message: string }).message).toContain("macro");
  });

  test("an upload past 50 MB is cut on its bytes, whatever length it announces", async () => {
    const doc = await create({ title: "Disegni", kind: "disegno-cad-bim" });
    const chunk = new Uint8Array(1024 * 1024);
    chunk.set(new TextEncoder().encode("%PDF-1.4\n"));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_DOCUMENT_BYTES + 4 * chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await upload(doc.id, body, "enorme.pdf");
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "Il file supera il limite di 50 MB" });
    expect(((await (await t.request(`/api/documents/${doc.id}`, { cookie })).json()) as DocumentAdmin).versions).toEqual([]);
  });

  test("a binned document answers 404 at its address", async () => {
    const doc = await create({ title: "Certificato ISO 9001", kind: "certificazione" });
    await upload(doc.id, testPdf(), "iso.pdf");
    await publish(doc.id);
    expect((await visitor(doc.address)).status).toBe(200);
    expect((await t.request(`/api/documents/${doc.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await visitor(doc.address)).status).toBe(404);
    const bin = (await (await t.request("/api/bin", { cookie })).json()) as { items: { kind: string; label: string }[] };
    expect(bin.items).toContainEqual(expect.objectContaining({ kind: "document", label: "Certificato ISO 9001" }));
  });
});

describe("the brochure a product's button downloads", () => {
  test("is the newest published brochure of that product, or none", async () => {
    expect(currentBrochureOf(t.db, "veropark")).toBeNull();
    // Until one is published, 'Scarica la brochure' gives the datasheet made from the page.
    const datasheet = await t.request("/prodotti/veropark/scheda.pdf");
    expect(datasheet.status).toBe(200);
    expect(datasheet.headers.get("content-type")).toBe("application/pdf");
    const older = await create({
      title: "Brochure VeroPark 2024",
      kind: "brochure",
      products: ["veropark"],
      document_date: "2024-05-01",
    });
    const newer = await create({
      title: "Brochure VeroPark 2026",
      kind: "brochure",
      products: ["veropark"],
      document_date: "2026-02-01",
    });
    for (const doc of [older, newer]) await upload(doc.id, testPdf(doc.title), "brochure.pdf");
    // A draft is not offered.
    expect(currentBrochureOf(t.db, "veropark")).toBeNull();
    await publish(older.id);
    expect(currentBrochureOf(t.db, "veropark")?.title).toBe("Brochure VeroPark 2024");
    await publish(newer.id);
    expect(currentBrochureOf(t.db, "veropark")).toMatchObject({ title: "Brochure VeroPark 2026", address: newer.address });
    expect(currentBrochureOf(t.db, "pay2park")).toBeNull();
    const button = await t.request("/prodotti/veropark/scheda.pdf");
    expect(button.status).toBe(302);
    expect(button.headers.get("location")).toBe(newer.address);
    expect((await t.request("/prodotti/pay2park/scheda.pdf")).status).toBe(200);
  });
});

describe("a gated document", () => {
  let address = "";
  beforeAll(async () => {
    const doc = await create({ title: "Voce di capitolato Pay2Park", kind: "voce-di-capitolato", gated: true });
    await upload(doc.id, testPdf("Capitolato"), "capitolato.pdf");
    await publish(doc.id);
    address = doc.address;
  });

  const send = (fields: Record<string, string>) =>
    visitor(address, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
    });

  test("asks for contacts first", async () => {
    const res = await visitor(address);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/documentazione/voce-di-capitolato-pay2park");
  });

  test("the form lands in the inbox as 'Download: <title>' and the visitor gets the file at once", async () => {
    const res = await send({
      nome: "Giulia Neri",
      email: "giulia.neri@example.it",
      azienda: "ASL Brescia",
      privacy: "si",
      fill_time_ms: "9000",
      landing_page: "/prodotti/pay2park",
      utm_source: "newsletter",
    });
    expect(res.status).toBe(303);
    const link = res.headers.get("location") ?? "";
    expect(link).toMatch(/^\/documenti\/voce-di-capitolato-pay2park\?scadenza=\d+&firma=[\w-]{43}$/);
    const file = await visitor(link);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain("Capitolato");
    const lead = t.db.select().from(contactRequests).where(eq(contactRequests.email, "giulia.neri@example.it")).get();
    expect(lead).toMatchObject({
      message: "Download: Voce di capitolato Pay2Park",
      company: "ASL Brescia",
      marketing_consent: false,
      landing_page: "/prodotti/pay2park",
      source_page: "/documentazione/voce-di-capitolato-pay2park",
      utm_source: "newsletter",
      spam_reasons: null,
    });
  });

  test("without the privacy notice the visitor is told why, in Italian", async () => {
    const res = await send({ nome: "Ugo", email: "ugo@example.it", azienda: "Comune" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("informativa sulla privacy");
  });

  test("what a program sends is stored as possible spam, not dropped", async () => {
    const res = await send({
      nome: "Bot",
      email: "bot@example.com",
      azienda: "Spam",
      privacy: "si",
      website: "http://x.example",
    });
    expect(res.status).toBe(303);
    const lead = t.db.select().from(contactRequests).where(eq(contactRequests.email, "bot@example.com")).get();
    expect(lead?.spam_reasons).toEqual([{ kind: "honeypot" }]);
  });

  test("a forged link answers 403, an expired one 410, each with an Italian page", async () => {
    const forged = await visitor(`${address}?scadenza=9999999999&firma=${"a".repeat(43)}`);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(documentMessages.linkForged);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    const old = signDownloadLink(secretKeyOf(t.db).keyFor("document-link"), "voce-di-capitolato-pay2park", eightDaysAgo);
    const expired = await visitor(`${address}?scadenza=${old.scadenza}&firma=${old.firma}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("Il link per scaricare il documento è scaduto");
  });
});
