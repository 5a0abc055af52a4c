import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { EDITING_BEAT_MS, type EditingAnswer, editingAnswerSchema } from "../../shared/schemas/editing";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { EditingPresence } from "./editing-presence";

// Sign-ins hash passwords: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

function app(): TestApp {
  if (!t) throw new Error("nessun sito di prova");
  return t;
}

const open = async (cookie: string, kind: "pages" | "posts", key: string | number) => {
  const res = await app().request(`/api/editing/${kind}`, { method: "PUT", cookie, json: { key } });
  expect(res.status).toBe(200);
  return editingAnswerSchema.parse(await res.json());
};
const names = (answer: EditingAnswer) => answer.others.map((other) => other.name);

describe("who else is editing", () => {
  test("opening a page a colleague has open says who and since when; closing it says nothing any more", async () => {
    t = createTestApp();
    const admin = await t.login();
    const editor = await t.loginAs("editor");
    expect(await open(admin, "pages", "/servizi")).toEqual({ others: [] });
    const seen = await open(editor, "pages", "/servizi");
    expect(seen.others).toHaveLength(1);
    expect(Date.now() - new Date(seen.others[0]?.since ?? 0).getTime()).toBeLessThan(10_000);
    // The colleague's own beat names the other person in turn; another page is nobody's.
    expect(names(await open(admin, "pages", "/servizi"))).toEqual(["editor@example.com"]);
    expect(await open(editor, "pages", "/prodotti/web2park")).toEqual({ others: [] });
    const closed = await app().request("/api/editing/pages", { method: "DELETE", cookie: editor, json: { key: "/servizi" } });
    expect(closed.status).toBe(204);
    expect(await open(admin, "pages", "/servizi")).toEqual({ others: [] });
  });

  test("articles by id, each person's role checked, bad keys refused in Italian", async () => {
    t = createTestApp();
    const admin = await t.login();
    const editor = await t.loginAs("editor");
    const sales = await t.loginAs("commerciale");
    await open(editor, "posts", 12);
    expect((await open(admin, "posts", "12")).others).toHaveLength(1);
    const refused = await t.request("/api/editing/posts", { method: "PUT", cookie: sales, json: { key: 12 } });
    expect(refused.status).toBe(403);
    expect((await t.request("/api/editing/pages", { method: "PUT", json: { key: "/servizi" } })).status).toBe(401);
    const bad = await t.request("/api/editing/pages", { method: "PUT", cookie: admin, json: { key: "../../etc" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Pagina non valida");
  });
});

test("a presence not renewed for three beats is gone; a renewed one keeps its start", () => {
  let now = Date.parse("2026-11-28T09:00:00Z");
  const presence = new EditingPresence(() => now);
  presence.touch("page:/servizi", { id: 1, name: "Anna" });
  now += EDITING_BEAT_MS;
  presence.touch("page:/servizi", { id: 1, name: "Anna" });
  now += EDITING_BEAT_MS;
  expect(presence.touch("page:/servizi", { id: 2, name: "Bruno" }).others).toEqual([
    { name: "Anna", since: "2026-11-28T09:00:00.000Z" },
  ]);
  now += 3 * EDITING_BEAT_MS + 1;
  expect(presence.touch("page:/servizi", { id: 2, name: "Bruno" }).others).toEqual([]);
});
