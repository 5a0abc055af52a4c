import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { dataFolder } from "../../backups/layout";
import { collectReferencedUploads } from "../../backups/references";
import { createSnapshot } from "../../backups/snapshot";
import { verifyDataFolder } from "../../backups/verify";
import { auditLog, emailOutbox } from "../../db/schema";
import type { DocumentAdmin } from "../../shared/schemas/document-answers";
import { testPdf } from "../../test-support/documents";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let cookie = "";
let doc: DocumentAdmin;
beforeAll(async () => {
  // Mail goes nowhere: the test reads what was queued.
  t = createTestApp({ mail: { transport: async () => {} } });
  cookie = await t.login();
  const created = await t.request("/api/documents", {
    method: "POST",
    cookie,
    json: { title: "Certificato UNI EN ISO 9001", kind: "certificazione", gated: true },
  });
  doc = (await created.json()) as DocumentAdmin;
  const uploaded = await t.request(`/api/documents/${doc.id}/file`, {
    method: "PUT",
    cookie,
    body: testPdf("ISO 9001"),
    headers: { "x-file-name": "iso-9001.pdf" },
  });
  doc = (await uploaded.json()) as DocumentAdmin;
  await t.request(`/api/documents/${doc.id}/status`, { method: "PUT", cookie, json: { status: "published" } });
});
afterAll(() => t.cleanup());

const fileOf = (d: DocumentAdmin) => d.current?.download_url ?? "";

describe("a document's files are kept like the uploads", () => {
  test("a snapshot holds them and verify finds nothing missing", () => {
    const stored = t.db.$client.query("SELECT url FROM document_files WHERE document_id = ?").values(doc.id) as [string][];
    expect(stored.length).toBe(1);
    const snapshot = createSnapshot(dataFolder(t.config.dataDir), { kind: "manuale" });
    for (const [url] of stored) expect(existsSync(join(snapshot.path, url.slice(1)))).toBe(true);
    const report = verifyDataFolder(t.config.dataDir);
    for (const [url] of stored) expect(report.missing).not.toContain(url);
    expect(report.orphans.filter((f) => f.startsWith("documents/"))).toEqual([]);
  });

  test("in the bin its files stay named (the upload sweep keeps them) and a restore serves it again", async () => {
    const url = t.db.$client.query("SELECT url FROM document_files WHERE document_id = ?").values(doc.id)[0]?.[0] as string;
    expect((await t.request(`/api/documents/${doc.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(collectReferencedUploads(t.db.$client).addresses.has(url)).toBe(true);
    const bin = (await (await t.request("/api/bin", { cookie })).json()) as { items: { id: number; kind: string }[] };
    const item = bin.items.find((i) => i.kind === "document");
    expect((await t.request(`/api/bin/${item?.id}/restore`, { method: "POST", cookie })).status).toBe(200);
    expect((await t.request(fileOf(doc), { cookie })).status).toBe(200);
  });

  test("every change is in the activity log", () => {
    const events = t.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .all()
      .map((r) => r.event);
    expect(events).toEqual(
      expect.arrayContaining(["document.created", "document.file_uploaded", "document.published", "document.deleted"]),
    );
  });
});

describe("with SMTP configured", () => {
  test("the visitor of a gated document is sent a signed link valid 7 days", async () => {
    const smtp = {
      host: "127.0.0.1",
      port: 9,
      security: "none",
      user: "",
      password: "",
      from: "sito@parksite.test",
      recipient: "commerciale@parksite.test",
    };
    expect((await t.request("/api/settings/smtp", { method: "PUT", cookie, json: smtp })).status).toBe(200);
    const res = await t.app.request(`http://localhost${doc.address}`, {
      method: "POST",
      body: new URLSearchParams({
        nome: "Paolo Conti",
        email: "paolo.conti@example.it",
        azienda: "Aeroporto di Verona",
        privacy: "si",
      }),
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(303);
    const mail = t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, "paolo.conti@example.it")).get();
    expect(mail?.subject).toBe("Certificato UNI EN ISO 9001: il link per scaricarlo");
    expect(mail?.text_body).toContain(`http://localhost${res.headers.get("location")}`);
    expect(mail?.text_body).toContain("Il link è valido 7 giorni.");
  });
});
