import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { pageEdits } from "../../db/schema";
import type { PageEditorData } from "../../shared/schemas/page-answers";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// Sign-ins hash passwords: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t?.cleanup());

const PAGE = "/prodotti/web2park";
const OLD_BROCHURE = "/contatti?tipo=altro&messaggio=Vorrei%20ricevere%20la%20brochure%20di%20Web2Park";
const DEMO = "/contatti?tipo=altro&messaggio=Vorrei%20una%20demo%20di%20Web2Park";

test("a product page saved when 'Scarica la brochure' opened the contact form offers the brochure or datasheet, in the page and in the editor", async () => {
  t = createTestApp();
  const cookie = await t.login();
  const q = `?path=${encodeURIComponent(PAGE)}`;
  const editor = (await (await t.request(`/api/pages/editor${q}`, { cookie })).json()) as PageEditorData;
  // The page as staff saved it before datasheets: every brochure button led to the contact form.
  const old = JSON.parse(
    JSON.stringify(editor.builtIn).replaceAll('"/prodotti/web2park/scheda.pdf"', JSON.stringify(OLD_BROCHURE)),
  );
  old.blocks[0].actions = [
    { label: "Richiedi una demo", to: DEMO },
    { label: "Scarica la brochure", to: OLD_BROCHURE, variant: "secondary" },
  ];
  old.meta.title = "Web2Park, la pagina modificata";
  const saved = await t.request(`/api/pages/publish${q}`, { method: "POST", json: old, cookie });
  expect(saved.status).toBe(200);
  expect(JSON.stringify(t.db.select().from(pageEdits).all())).toContain(OLD_BROCHURE);

  const res = await t.request(PAGE);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("Web2Park, la pagina modificata");
  expect(html).not.toContain(OLD_BROCHURE.replaceAll("&", "&amp;"));
  expect(html).toContain('href="/prodotti/web2park/scheda.pdf"');
  // Other buttons that open the contact form keep doing so.
  expect(html).toContain(`href="${DEMO.replaceAll("&", "&amp;")}"`);

  const reopened = (await (await t.request(`/api/pages/editor${q}`, { cookie })).json()) as PageEditorData;
  expect(JSON.stringify(reopened)).not.toContain(OLD_BROCHURE);
});
