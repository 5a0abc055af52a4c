import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { DocumentAdmin } from "../shared/schemas/document-answers";
import { testPdf } from "../test-support/documents";
import { createTestApp, type TestApp } from "../test-support/test-app";

setDefaultTimeout(30_000);

let t: TestApp;
afterEach(async () => {
  await t.cleanup();
});

const ORIGIN = "http://localhost";

/** What a page says, as a test reads it: the text itself when there, else what is missing (never the whole page). */
const says = (html: string, text: string) => (html.replace(/<!-- -->/g, "").includes(text) ? text : `missing: ${text}`);

async function page(path: string, status = 200) {
  const res = await t.request(path);
  expect(`${path} ${res.status}`).toBe(`${path} ${status}`);
  const html = await res.text();
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );
  return { html, alternates, lang: /<html lang="([^"]+)"/.exec(html)?.[1] };
}

/** A published gated datasheet with its English title published. */
async function gatedWithEnglish() {
  const cookie = await t.loginAs("editor");
  const doc = (await (
    await t.request("/api/documents", {
      method: "POST",
      cookie,
      json: { title: "Voce di capitolato Pay2Park", kind: "voce-di-capitolato", products: ["pay2park"], gated: true },
    })
  ).json()) as DocumentAdmin;
  await t.request(`/api/documents/${doc.id}/file`, {
    method: "PUT",
    cookie,
    body: testPdf("Capitolato"),
    headers: { "x-file-name": "capitolato.pdf", "content-type": "application/octet-stream" },
  });
  await t.request(`/api/documents/${doc.id}/status`, { method: "PUT", cookie, json: { status: "published" } });
  const base = `/api/documents/${doc.id}/translations/en`;
  await t.request(base, { method: "POST", cookie });
  await t.request(base, { method: "PUT", cookie, json: { title: "Pay2Park tender specification", slug: "" } });
  await t.request(`${base}/publish`, { method: "POST", cookie });
  return doc;
}

describe("the documents' English pages, as the server draws them", () => {
  test("/en/documents lists the English titles, paired with /documentazione; the file's link is the document's own", async () => {
    t = createTestApp();
    await gatedWithEnglish();
    const list = await page("/en/documents");
    expect(list.lang).toBe("en");
    expect(list.alternates).toEqual({
      it: `${ORIGIN}/documentazione`,
      en: `${ORIGIN}/en/documents`,
      "x-default": `${ORIGIN}/documentazione`,
    });
    expect(says(list.html, "Datasheets, specifications and certificates")).toBe("Datasheets, specifications and certificates");
    expect(says(list.html, "Tender specification")).toBe("Tender specification");
    expect(says(list.html, 'href="/en/documents/pay2park-tender-specification"')).toBe(
      'href="/en/documents/pay2park-tender-specification"',
    );
    expect(says(list.html, "Asks for your contact details")).toBe("Asks for your contact details");
    expect(says(list.html, "Voce di capitolato Pay2Park")).toBe("missing: Voce di capitolato Pay2Park");
  });

  test("a gated document's English page: its form in English, sent with its language; hreflang pairs with the Italian", async () => {
    t = createTestApp();
    const doc = await gatedWithEnglish();
    const english = await page("/en/documents/pay2park-tender-specification");
    expect(english.lang).toBe("en");
    expect(english.alternates).toEqual({
      it: `${ORIGIN}/documentazione/${doc.slug}`,
      en: `${ORIGIN}/en/documents/pay2park-tender-specification`,
      "x-default": `${ORIGIN}/documentazione/${doc.slug}`,
    });
    for (const text of [
      "Pay2Park tender specification",
      "Full name",
      "Company or organisation",
      "privacy notice",
      `action="${doc.address}"`,
      '<input type="hidden" name="lingua" value="en"/>',
      'href="/en/privacy-policy"',
    ]) {
      expect(says(english.html, text)).toBe(text);
    }
    const italian = await page(`/documentazione/${doc.slug}`);
    expect(italian.alternates.en).toBe(`${ORIGIN}/en/documents/pay2park-tender-specification`);
    expect(says(italian.html, "Nome e cognome")).toBe("Nome e cognome");
    expect(says(italian.html, 'name="lingua"')).toBe('missing: name="lingua"');
    const missing = await page("/en/documents/nope", 404);
    expect(says(missing.html, "Document not found")).toBe("Document not found");
  });
});
