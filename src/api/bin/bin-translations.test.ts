import { afterEach, describe, expect, test } from "bun:test";
import type { StaffPostDetail } from "../../shared/blog";
import type { BinAnswer } from "../../shared/schemas/bin-answers";
import { articleFields, blogForm } from "../../test-support/blog-forms";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

async function italianWithTranslation(cookie: string) {
  const created = await t.request("/api/blog", {
    method: "POST",
    cookie,
    body: blogForm(articleFields({ title: "Casse automatiche" })),
  });
  expect(created.status).toBe(201);
  const original = await json<StaffPostDetail>(created);
  const translated = await t.request(`/api/blog/${original.id}/translations`, {
    method: "POST",
    cookie,
    json: { language: "en" },
  });
  expect(translated.status).toBe(201);
  return { original, translation: await json<StaffPostDetail>(translated) };
}

async function binAndFind(cookie: string, id: number) {
  expect((await t.request(`/api/blog/${id}`, { method: "DELETE", cookie })).status).toBe(200);
  const item = (await json<BinAnswer>(await t.request("/api/bin", { cookie }))).items.find((row) => row.itemId === id);
  expect(item).toBeDefined();
  return item?.id ?? 0;
}

const read = async (cookie: string, id: number) => json<StaffPostDetail>(await t.request(`/api/blog/${id}`, { cookie }));

describe("translations and the bin", () => {
  test("an original back from the bin has its English translation again", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const { original, translation } = await italianWithTranslation(cookie);
    const binned = await binAndFind(cookie, original.id);
    expect((await read(cookie, translation.id)).translation_of).toBeNull();
    expect((await t.request(`/api/bin/${binned}/restore`, { method: "POST", cookie })).status).toBe(200);
    expect((await read(cookie, original.id)).translations).toEqual([{ id: translation.id, language: "en", status: "draft" }]);
    expect((await read(cookie, translation.id)).translation_of).toBe(original.id);
  });

  test("a translation comes back to its original, or is refused in Italian when the original has another one", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const { original, translation } = await italianWithTranslation(cookie);
    const english = articleFields({ title: "Automatic pay stations", slug: "automatic-pay-stations", published: "false" });
    expect((await t.request(`/api/blog/${translation.id}`, { method: "PUT", cookie, body: blogForm(english) })).status).toBe(200);
    const binned = await binAndFind(cookie, translation.id);
    const again = await t.request(`/api/blog/${original.id}/translations`, { method: "POST", cookie, json: { language: "en" } });
    expect(again.status).toBe(201);
    const refused = await t.request(`/api/bin/${binned}/restore`, { method: "POST", cookie });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "L'articolo originale ha già un'altra traduzione in questa lingua: eliminala prima di ripristinare questa",
    );
    expect((await t.request(`/api/blog/${(await json<StaffPostDetail>(again)).id}`, { method: "DELETE", cookie })).status).toBe(
      200,
    );
    expect((await t.request(`/api/bin/${binned}/restore`, { method: "POST", cookie })).status).toBe(200);
    expect((await read(cookie, translation.id)).translation_of).toBe(original.id);
  });
});
