import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { contactRequests, emailOutbox } from "../../db/schema";
import type { Attention } from "../../shared/dashboard";
import type { DocumentTranslationAdmin, DocumentTranslationStates } from "../../shared/document-translations";
import type { DocumentAdmin, PublicDocument } from "../../shared/schemas/document-answers";
import { testPdf } from "../../test-support/documents";
import { createTestApp, type TestApp } from "../../test-support/test-app";

setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

/** A published Italian document with its file (gated when asked), and an Editor's cookie. */
async function publishedDocument(gated = false) {
  t = createTestApp();
  const cookie = await t.loginAs("editor");
  const doc = await json<DocumentAdmin>(
    await t.request("/api/documents", {
      method: "POST",
      cookie,
      json: { title: "Scheda tecnica Pay2Park", kind: "scheda-tecnica", products: ["pay2park"], gated },
    }),
  );
  await t.request(`/api/documents/${doc.id}/file`, {
    method: "PUT",
    cookie,
    body: testPdf("Pay2Park"),
    headers: { "x-file-name": "pay2park.pdf", "content-type": "application/octet-stream" },
  });
  expect(
    (await t.request(`/api/documents/${doc.id}/status`, { method: "PUT", cookie, json: { status: "published" } })).status,
  ).toBe(200);
  const base = `/api/documents/${doc.id}/translations/en`;
  return { cookie, doc, base };
}

async function translated(cookie: string, base: string) {
  expect((await t.request(base, { method: "POST", cookie })).status).toBe(201);
  const saved = await t.request(base, { method: "PUT", cookie, json: { title: "Pay2Park datasheet", slug: "" } });
  expect(saved.status).toBe(200);
  return json<DocumentTranslationAdmin>(saved);
}

const englishList = async () => json<PublicDocument[]>(await t.request("/api/documents/public?lingua=en"));

describe("a document's English version", () => {
  test("its own title, address and state; the same file; publishing it never touches the Italian", async () => {
    const { cookie, doc, base } = await publishedDocument();
    const saved = await translated(cookie, base);
    expect(saved).toMatchObject({ slug: "pay2park-datasheet", status: "draft", address: "/en/documents/pay2park-datasheet" });
    expect(await englishList()).toEqual([]);
    expect((await t.request("/api/documents/public/pay2park-datasheet?lingua=en")).status).toBe(404);

    expect((await t.request(`${base}/publish`, { method: "POST", cookie })).status).toBe(200);
    const english = await json<PublicDocument>(await t.request("/api/documents/public/pay2park-datasheet?lingua=en"));
    expect(english).toMatchObject({
      title: "Pay2Park datasheet",
      slug: "pay2park-datasheet",
      address: doc.address,
      page: "/en/documents/pay2park-datasheet",
      other_languages: [{ language: "it", path: `/documentazione/${doc.slug}` }],
    });
    expect((await englishList()).map((d) => d.title)).toEqual(["Pay2Park datasheet"]);
    const italian = await json<PublicDocument>(await t.request(`/api/documents/public/${doc.slug}`));
    expect(italian.title).toBe("Scheda tecnica Pay2Park");
    expect(italian.other_languages).toEqual([{ language: "en", path: "/en/documents/pay2park-datasheet" }]);

    // Withdrawing the English leaves the Italian published.
    await t.request(`${base}/unpublish`, { method: "POST", cookie });
    expect(await englishList()).toEqual([]);
    expect((await t.request(`/api/documents/public/${doc.slug}`)).status).toBe(200);
    // Withdrawing the document withdraws its file in every language: the English, published, is not shown without it.
    await t.request(`${base}/publish`, { method: "POST", cookie });
    await t.request(`/api/documents/${doc.id}/status`, { method: "PUT", cookie, json: { status: "draft" } });
    expect(await englishList()).toEqual([]);
    expect((await json<DocumentTranslationAdmin>(await t.request(base, { cookie }))).status).toBe("published");
  });

  test("a changed Italian title is 'Da aggiornare' until the English is saved again; the dashboard lists it", async () => {
    const { cookie, doc, base } = await publishedDocument();
    await translated(cookie, base);
    await t.request(`/api/documents/${doc.id}`, {
      method: "PUT",
      cookie,
      json: { title: "Scheda tecnica Pay2Park 2026", slug: doc.slug, kind: "scheda-tecnica", products: ["pay2park"] },
    });
    expect((await json<DocumentTranslationAdmin>(await t.request(base, { cookie }))).outdated_fields).toEqual(["title"]);
    const states = await json<DocumentTranslationStates>(await t.request("/api/documents/translations", { cookie }));
    expect(states.items).toEqual([{ document_id: doc.id, language: "en", status: "draft", outdated: true }]);
    const attention = await json<Attention>(await t.request("/api/dashboard/attention", { cookie }));
    expect(attention.items).toContainEqual({
      kind: "outdated-translations",
      translations: [
        {
          what: "Documento",
          title: "Pay2Park datasheet",
          language: "en",
          fields: ["Titolo"],
          href: `/admin/documentazione?traduci=${doc.id}&lingua=en`,
        },
      ],
    });
    await t.request(base, { method: "PUT", cookie, json: { title: "Pay2Park datasheet 2026", slug: "" } });
    expect((await json<DocumentTranslationAdmin>(await t.request(base, { cookie }))).outdated_fields).toEqual([]);
  });

  test("Italian messages for what is refused; roles as the documents' own", async () => {
    const { cookie, doc, base } = await publishedDocument();
    expect((await t.request(base, { cookie })).status).toBe(404);
    expect(await json(await t.request(base, { cookie }))).toEqual({
      message: "Questo documento non ha ancora la versione inglese",
    });
    await translated(cookie, base);
    expect((await t.request(base, { method: "POST", cookie })).status).toBe(409);
    const empty = await t.request(base, { method: "PUT", cookie, json: { title: "", slug: "" } });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain("Scrivi il titolo del documento");
    const language = await t.request(`/api/documents/${doc.id}/translations/de`, { method: "POST", cookie });
    expect(language.status).toBe(400);
    expect(await json(language)).toEqual({ message: "Lingua non valida: scegli l'inglese" });
    const sales = await t.loginAs("commerciale");
    expect((await t.request(base, { cookie: sales })).status).toBe(403);
    expect((await t.request(base)).status).toBe(401);
  });

  test("an English visitor's gated form answers in English, and sends back to the English page", async () => {
    const { cookie, doc, base } = await publishedDocument(true);
    await translated(cookie, base);
    await t.request(`${base}/publish`, { method: "POST", cookie });
    const res = await t.app.request(`http://localhost${doc.address}`, {
      method: "POST",
      body: new URLSearchParams({
        nome: "Jane Smith",
        email: "not-an-address",
        azienda: "Gatwick Parking Ltd",
        privacy: "si",
        lingua: "en",
        page: "/en/documents/pay2park-datasheet",
      }),
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("<h1>Please check the details you entered</h1>");
    expect(page).toContain("<p>Please enter a valid email address</p>");
    expect(page).toContain('<a href="/en/documents/pay2park-datasheet">Back to the document</a>');
  });

  test("an English visitor's request shows 'English' in the inbox and the e-mail with the link speaks English", async () => {
    const { cookie, doc, base } = await publishedDocument(true);
    await translated(cookie, base);
    await t.request(`${base}/publish`, { method: "POST", cookie });
    const smtp = {
      host: "127.0.0.1",
      port: 9,
      security: "none",
      user: "",
      password: "",
      from: "sito@parksite.test",
      recipient: "commerciale@parksite.test",
    };
    const admin = await t.loginAs("amministratore");
    expect((await t.request("/api/settings/smtp", { method: "PUT", cookie: admin, json: smtp })).status).toBe(200);
    const res = await t.app.request(`http://localhost${doc.address}`, {
      method: "POST",
      body: new URLSearchParams({
        nome: "Jane Smith",
        email: "jane.smith@example.co.uk",
        azienda: "Gatwick Parking Ltd",
        privacy: "si",
        lingua: "en",
        page: "/en/documents/pay2park-datasheet",
      }),
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(303);
    const lead = t.db.select().from(contactRequests).where(eq(contactRequests.email, "jane.smith@example.co.uk")).get();
    expect(lead).toMatchObject({ language: "en", message: "Download: Scheda tecnica Pay2Park" });
    const mail = t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, "jane.smith@example.co.uk")).get();
    expect(mail?.subject).toBe("Pay2Park datasheet: your download link");
    expect(mail?.text_body).toContain("The link is valid for 7 days.");
  });
});
