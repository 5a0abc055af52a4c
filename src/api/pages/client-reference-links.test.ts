import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import type { ReferenceAdmin } from "../../shared/schemas/reference-answers";
import type { PageEditorData } from "../../shared/schemas/page-answers";
import { referenceInput } from "../../test-support/reference-input";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// Sign-ins hash passwords: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t?.cleanup());

const PAGE = "/servizi";
const q = `?path=${encodeURIComponent(PAGE)}`;

async function reference(cookie: string, title: string, publish: boolean): Promise<ReferenceAdmin> {
  const res = await t.request("/api/references/admin", { method: "POST", cookie, json: referenceInput({ title }) });
  expect(res.status).toBe(201);
  const created = (await res.json()) as ReferenceAdmin;
  if (publish)
    expect((await t.request(`/api/references/admin/${created.id}/publish`, { method: "POST", cookie })).status).toBe(200);
  return created;
}

/** The page with a 'Clienti' block whose one logo links to `link`. */
async function withClientLinkedTo(cookie: string, link: string) {
  const editor = (await (await t.request(`/api/pages/editor${q}`, { cookie })).json()) as PageEditorData;
  const clients = {
    kind: "clients",
    title: "Hanno scelto i nostri sistemi",
    clients: [{ logo: "/attached_assets/default-cover.svg", name: "Ospedale di Lodi", reference: link }],
  };
  return { ...editor.builtIn, blocks: [...editor.builtIn.blocks, clients] };
}

const save = async (cookie: string, route: "draft" | "publish", json: unknown) =>
  t.request(`/api/pages/${route}${q}`, { method: route === "draft" ? "PUT" : "POST", json, cookie });

test("a logo linked to a reference that does not exist or is not published is refused with 422, in Italian; a published one is saved", async () => {
  t = createTestApp();
  const cookie = await t.login();
  const draft = await reference(cookie, "Ospedale di Lodi in bozza", false);
  const live = await reference(cookie, "Ospedale di Lodi", true);
  for (const route of ["draft", "publish"] as const) {
    const missing = await save(cookie, route, await withClientLinkedTo(cookie, "/referenze/non-esiste"));
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { message: string }).message).toBe(
      "Il logo di Ospedale di Lodi porta a /referenze/non-esiste, una referenza che non esiste: scegli una referenza pubblicata o togli il collegamento",
    );
    const unpublished = await save(cookie, route, await withClientLinkedTo(cookie, `/referenze/${draft.slug}`));
    expect(unpublished.status).toBe(422);
    expect(((await unpublished.json()) as { message: string }).message).toBe(
      `Il logo di Ospedale di Lodi porta a /referenze/${draft.slug}, una referenza non pubblicata: pubblicala prima o togli il collegamento`,
    );
  }
  expect((await save(cookie, "publish", await withClientLinkedTo(cookie, `/referenze/${live.slug}`))).status).toBe(200);
});

test("a published page shows a logo's link only while its reference is published: unpublished or binned, the logo stays without it", async () => {
  t = createTestApp();
  const cookie = await t.login();
  const live = await reference(cookie, "Ospedale di Lodi", true);
  const href = `href="/referenze/${live.slug}"`;
  expect((await save(cookie, "publish", await withClientLinkedTo(cookie, `/referenze/${live.slug}`))).status).toBe(200);
  const page = async () => {
    const res = await t.request(PAGE);
    expect(res.status).toBe(200);
    return res.text();
  };
  expect(await page()).toContain(href);

  await t.request(`/api/references/admin/${live.id}/unpublish`, { method: "POST", cookie });
  const withoutLink = await page();
  expect(withoutLink).toContain("Ospedale di Lodi");
  expect(withoutLink).not.toContain(href);

  await t.request(`/api/references/admin/${live.id}/publish`, { method: "POST", cookie });
  expect(await page()).toContain(href);

  expect((await t.request(`/api/references/admin/${live.id}`, { method: "DELETE", cookie })).status).toBe(200);
  const afterBin = await page();
  expect(afterBin).toContain("Ospedale di Lodi");
  expect(afterBin).not.toContain(href);
});
