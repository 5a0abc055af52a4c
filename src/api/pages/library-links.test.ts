import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import type { PageEditorData } from "../../shared/schemas/page-answers";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// Sign-ins hash passwords: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t?.cleanup());

const q = (path: string) => `?path=${encodeURIComponent(path)}`;

test("a certification's document on a page that does not exist is refused, as a button's link is", async () => {
  t = createTestApp();
  const cookie = await t.login();
  const editor = (await (await t.request(`/api/pages/editor${q("/servizi")}`, { cookie })).json()) as PageEditorData;
  const certifications = [
    {
      badge: "/attached_assets/default-cover.svg",
      name: "ISO 9001:2015",
      issuer: "Bureau Veritas Italia",
      number: "IT-2045-QMS",
      validUntil: "2030-06-30",
      document: "/certificato-iso",
    },
  ];
  const res = await t.request(`/api/pages/publish${q("/servizi")}`, {
    method: "POST",
    json: {
      ...editor.builtIn,
      blocks: [...editor.builtIn.blocks, { kind: "certifications", title: "Certificazioni", certifications }],
    },
    cookie,
  });
  expect(res.status).toBe(400);
  expect(((await res.json()) as { message: string }).message).toBe(
    "Il link porta a /certificato-iso, una pagina che non esiste: scegli una pagina del sito",
  );
});

test("a button may lead to the references, filtered, and to the documents library", async () => {
  t = createTestApp();
  const cookie = await t.login();
  const editor = (await (await t.request(`/api/pages/editor${q("/servizi")}`, { cookie })).json()) as PageEditorData;
  const cta = {
    kind: "cta",
    title: "Chi ha già scelto noi",
    text: "Leggi i casi e scarica le schede per la gara.",
    actions: [
      { label: "Referenze negli ospedali", to: "/referenze?settore=ospedali" },
      { label: "Documentazione", to: "/documentazione" },
    ],
  };
  const res = await t.request(`/api/pages/publish${q("/servizi")}`, {
    method: "POST",
    json: { ...editor.builtIn, blocks: [...editor.builtIn.blocks, cta] },
    cookie,
  });
  expect(res.status === 200 ? "" : await res.text()).toBe("");
});
