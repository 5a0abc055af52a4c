import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { EditConflictAnswer } from "../../shared/edit-conflict";
import type { PageEditorData } from "../../shared/schemas/page-answers";
import { contentOf, type PageContent } from "../../shared/pages/page-schema";
import { loadBuiltInContent } from "../../ssr/built-in-pages";
import { createTestApp, type TestApp } from "../../test-support/test-app";

setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t.cleanup());

const PATH = "/servizi";
const q = `?path=${encodeURIComponent(PATH)}`;

async function withTitle(title: string): Promise<PageContent> {
  const page = (await loadBuiltInContent()).pages.find((p) => p.path === PATH);
  if (!page) throw new Error("pagina mancante");
  const content = structuredClone(contentOf(page));
  return { ...content, meta: { ...content.meta, title } };
}

const editor = async (cookie: string) => (await (await t.request(`/api/pages/editor${q}`, { cookie })).json()) as PageEditorData;

describe("two people editing the same page", () => {
  test("the second save made on an older version gets 409 with who saved, when and their text; nothing is overwritten", async () => {
    t = createTestApp();
    const first = await t.loginAs("editor");
    const second = await t.login();
    const opened = await editor(second);
    expect(opened.version).toBe("");

    const saved = await t.request(`/api/pages/draft${q}&version=${encodeURIComponent(opened.version)}`, {
      method: "PUT",
      json: await withTitle("Servizi: la bozza di chi ha salvato per primo"),
      cookie: first,
    });
    expect(saved.status).toBe(200);
    const afterFirst = (await saved.json()) as PageEditorData;
    expect(afterFirst.version).not.toBe("");

    const stale = await t.request(`/api/pages/publish${q}&version=${encodeURIComponent(opened.version)}`, {
      method: "POST",
      json: await withTitle("Servizi: il titolo di chi arriva secondo"),
      cookie: second,
    });
    expect(stale.status).toBe(409);
    const answer = (await stale.json()) as EditConflictAnswer<PageContent>;
    expect(answer.message).toStartWith(`Nel frattempo ${afterFirst.versionBy} ha salvato questa pagina (`);
    expect(answer.message).toEndWith("): confronta le due versioni e scegli quale tenere.");
    expect(answer.conflict.changedAt).toBe(afterFirst.version);
    expect(answer.conflict.version).toBe(afterFirst.version);
    expect(answer.conflict.theirs.meta.title).toBe("Servizi: la bozza di chi ha salvato per primo");

    const still = await editor(second);
    expect(still.draft?.meta.title).toBe("Servizi: la bozza di chi ha salvato per primo");
    expect(still.published).toBeNull();

    // "Mantieni la mia versione": the save made on their version goes through.
    const kept = await t.request(`/api/pages/publish${q}&version=${encodeURIComponent(answer.conflict.version)}`, {
      method: "POST",
      json: await withTitle("Servizi: il titolo di chi arriva secondo"),
      cookie: second,
    });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as PageEditorData).published?.meta.title).toBe("Servizi: il titolo di chi arriva secondo");
  });

  test("a save without a version (an API client) is not checked", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await t.request(`/api/pages/draft${q}`, { method: "PUT", json: await withTitle("Prima"), cookie });
    const res = await t.request(`/api/pages/draft${q}`, { method: "PUT", json: await withTitle("Dopo"), cookie });
    expect(res.status).toBe(200);
  });
});
