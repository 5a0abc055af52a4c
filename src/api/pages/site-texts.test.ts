import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { auditLog, pageEdits } from "../../db/schema";
import type {
  DiffPart,
  PageListItem,
  PageVersion,
  SiteTextsAnswer,
  SiteTextsEditorData,
} from "../../shared/schemas/page-answers";
import type { SiteTexts } from "../../shared/pages/site-texts";
import { loadBuiltInContent } from "../../ssr/built-in-pages";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { PageStore } from "./pages.service";

// Sign-ins hash passwords: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t.cleanup());

const Q = "?path=testi-sito";
const AIRPORTS = "/applicazioni/aeroporti";

const builtInTexts = async () => structuredClone((await loadBuiltInContent()).siteTexts);

async function edited(mission: string, airports = "Terminal e parcheggi senza code"): Promise<SiteTexts> {
  const texts = await builtInTexts();
  return { mission, taglines: { ...texts.taglines, [AIRPORTS]: airports } };
}

const published = async () => ((await (await t.request("/api/pages/site-texts")).json()) as SiteTextsAnswer).texts;
const editor = async (cookie: string) =>
  (await (await t.request(`/api/pages/editor${Q}`, { cookie })).json()) as SiteTextsEditorData;
const changed = (parts: DiffPart[], kind: "added" | "removed") =>
  parts
    .filter((part) => part[kind])
    .map((part) => part.value)
    .join(" ");

describe("header and footer texts: the same draft, publish, version and restore model as a page", () => {
  test("a draft stays unpublished: visitors get the published texts, staff preview the draft", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const draft = await edited("Una missione ancora in bozza.");
    const res = await t.request(`/api/pages/draft${Q}`, { method: "PUT", json: draft, cookie });
    expect(res.status).toBe(200);
    const data = (await res.json()) as SiteTextsEditorData;
    expect(data.draft).toEqual(draft);
    expect(data.draftBy).toBe("staff@example.com");
    expect(data.published).toBeNull();
    expect(await published()).toBeNull();
    expect(await (await t.request("/api/pages/site-texts/draft", { cookie })).json()).toEqual({ texts: draft });
    expect((await t.request("/api/pages/site-texts/draft")).status).toBe(401);
    // The entry is listed with the pages, with its draft.
    const list = (await (await t.request("/api/pages", { cookie })).json()) as PageListItem[];
    expect(list.at(-1)).toMatchObject({
      path: "testi-sito",
      title: "Testi di intestazione e piè di pagina",
      status: "originale",
      hasDraft: true,
      updatedBy: "staff@example.com",
    });
    // Without a draft, the preview is what visitors see.
    await t.request(`/api/pages/publish${Q}`, { method: "POST", json: await edited("Missione pubblicata."), cookie });
    expect(((await (await t.request("/api/pages/site-texts/draft", { cookie })).json()) as SiteTextsAnswer).texts?.mission).toBe(
      "Missione pubblicata.",
    );
  });

  test("every publication is a version with who and when; compared in words; restored; the original comes back", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const editorCookie = await t.loginAs("editor");
    let announced = 0;
    t.ctx.changes.subscribe((kind) => {
      if (kind === "pages") announced += 1;
    });
    const first = await edited("Prima missione del sito.");
    const second = await edited("Seconda missione del sito.", "Voli puntuali, parcheggi pronti");
    await t.request(`/api/pages/draft${Q}`, { method: "PUT", json: await edited("Bozza"), cookie });
    expect((await t.request(`/api/pages/publish${Q}`, { method: "POST", json: first, cookie })).status).toBe(200);
    expect((await editor(cookie)).draft).toBeNull();
    expect((await t.request(`/api/pages/publish${Q}`, { method: "POST", json: second, cookie: editorCookie })).status).toBe(200);
    expect(announced).toBe(2);
    expect(await published()).toEqual(second);

    const versions = (await (await t.request(`/api/pages/versions${Q}`, { cookie })).json()) as PageVersion[];
    expect(versions.map((v) => [v.note, v.publishedBy])).toEqual([
      ["Modifica pubblicata", "editor@example.com"],
      ["Modifica pubblicata", "staff@example.com"],
    ]);
    expect(versions.every((v) => !Number.isNaN(Date.parse(v.publishedAt)))).toBe(true);
    const firstId = versions[1]?.id ?? 0;
    // Versions of a page are not those of the texts.
    expect(await (await t.request("/api/pages/versions?path=%2F", { cookie })).json()).toEqual([]);

    const diff = (await (await t.request(`/api/pages/versions/${firstId}/diff`, { cookie })).json()) as { parts: DiffPart[] };
    expect(changed(diff.parts, "added")).toContain("Prima");
    expect(changed(diff.parts, "added")).toContain("Terminal");
    expect(changed(diff.parts, "removed")).toContain("Seconda");
    expect(changed(diff.parts, "removed")).toContain("Voli puntuali");
    expect(diff.parts.map((part) => part.value).join("")).toContain("Aeroporti:");

    const restored = await t.request(`/api/pages/versions/${firstId}/restore`, { method: "POST", cookie });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as SiteTextsEditorData).published).toEqual(first);
    expect(await published()).toEqual(first);

    const original = await t.request(`/api/pages/restore-original${Q}`, { method: "POST", cookie });
    expect(original.status).toBe(200);
    expect(((await original.json()) as SiteTextsEditorData).published).toBeNull();
    expect(await published()).toBeNull();
    const after = (await (await t.request(`/api/pages/versions${Q}`, { cookie })).json()) as PageVersion[];
    expect(after.map((v) => v.note)).toEqual([
      "Ripristino del testo originale",
      `Ripristino della versione n. ${firstId}`,
      "Modifica pubblicata",
      "Modifica pubblicata",
    ]);
    // The version of the original text compares with what visitors see now: nothing changes.
    const same = (await (await t.request(`/api/pages/versions/${after[0]?.id}/diff`, { cookie })).json()) as {
      parts: DiffPart[];
    };
    expect(same.parts.some((part) => part.added || part.removed)).toBe(false);

    expect(
      t.db
        .select()
        .from(auditLog)
        .all()
        .map((line) => [line.event, line.target, line.actor_email]),
    ).toEqual([
      ["auth.login", expect.anything(), "staff@example.com"],
      ["auth.login", expect.anything(), "editor@example.com"],
      ["page.draft_saved", "testi-sito", "staff@example.com"],
      ["page.updated", "testi-sito", "staff@example.com"],
      ["page.updated", "testi-sito", "editor@example.com"],
      ["page.updated", "testi-sito", "staff@example.com"],
      ["page.reset", "testi-sito", "staff@example.com"],
    ]);
  });

  test("a new program with changed built-in texts keeps the edit and shows what changed in the original", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const texts = await edited("La nostra missione, scritta dallo staff.");
    await t.request(`/api/pages/publish${Q}`, { method: "POST", json: texts, cookie });
    expect((await editor(cookie)).builtInChanges).toBeNull();

    const updated = async () => {
      const current = await loadBuiltInContent();
      return { ...current, siteTexts: { ...current.siteTexts, mission: "Nuova missione del programma aggiornato." } };
    };
    t.ctx.pages = new PageStore(t.db, t.ctx.changes, updated);
    expect(await published()).toEqual(texts);
    const data = await editor(cookie);
    expect(data.builtIn.mission).toBe("Nuova missione del programma aggiornato.");
    expect(changed(data.builtInChanges ?? [], "added")).toContain("Nuova missione del programma aggiornato");
    expect(changed(data.builtInChanges ?? [], "removed")).toContain("progettiamo, installiamo e assistiamo impianti");
    const list = (await (await t.request("/api/pages", { cookie })).json()) as PageListItem[];
    expect(list.find((item) => item.path === "testi-sito")).toMatchObject({ status: "modificata", builtInChanged: true });

    await t.request(`/api/pages/publish${Q}`, { method: "POST", json: texts, cookie });
    expect((await editor(cookie)).builtInChanges).toBeNull();
  });

  test("visitors' pages read the published texts once per change, not per request", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const texts = await edited("Missione letta una volta.");
    await t.request(`/api/pages/publish${Q}`, { method: "POST", json: texts, cookie });
    expect(await published()).toEqual(texts);
    // A change behind the program's back is not seen: the texts are not read again for each request…
    t.db
      .update(pageEdits)
      .set({ published: await edited("Scritta direttamente nel database.") })
      .where(eq(pageEdits.path, "testi-sito"))
      .run();
    expect(await published()).toEqual(texts);
    expect((await t.request("/servizi")).status).toBe(200);
    expect(await published()).toEqual(texts);
    // …but after any announced change they are.
    t.ctx.changes.announce("pages");
    expect((await published())?.mission).toBe("Scritta direttamente nel database.");
  });

  test("roles: Amministratore and Editor edit the texts; Commerciale gets 403, signed out 401", async () => {
    t = createTestApp();
    const texts = await edited("Missione.");
    const routes: [string, string, unknown?][] = [
      ["GET", `/api/pages/editor${Q}`],
      ["GET", "/api/pages/site-texts/draft"],
      ["PUT", `/api/pages/draft${Q}`, texts],
      ["POST", `/api/pages/publish${Q}`, texts],
      ["GET", `/api/pages/versions${Q}`],
      ["POST", `/api/pages/restore-original${Q}`],
    ];
    const sales = await t.loginAs("commerciale");
    const editorCookie = await t.loginAs("editor");
    const admin = await t.login();
    for (const [method, path, json] of routes) {
      expect({ path, status: (await t.request(path, { method, json })).status }).toEqual({ path, status: 401 });
      expect({ path, status: (await t.request(path, { method, json, cookie: sales })).status }).toEqual({ path, status: 403 });
      expect({ path, status: (await t.request(path, { method, json, cookie: editorCookie })).status }).toEqual({
        path,
        status: 200,
      });
      expect({ path, status: (await t.request(path, { method, json, cookie: admin })).status }).toEqual({ path, status: 200 });
    }
    expect(await published()).toBeNull();
  });

  test("bad input: an Italian message, nothing stored; page content is not accepted as texts", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const texts = await edited("Missione.");
    const cases: [unknown, string][] = [
      [
        { ...texts, taglines: { ...texts.taglines, "/applicazioni/ospedali": " " } },
        "Descrizione nel menu: Ospedali: campo obbligatorio",
      ],
      [{ ...texts, mission: "x".repeat(301) }, "Frase della missione (piè di pagina): al massimo 300 caratteri"],
      [{ mission: "Missione." }, "Descrizioni nei menu Prodotti e Applicazioni: campo obbligatorio"],
      [
        { meta: { title: "Home", description: "Pagina" }, blocks: [] },
        "Frase della missione (piè di pagina): campo obbligatorio",
      ],
    ];
    for (const [body, message] of cases) {
      for (const route of [`/api/pages/draft${Q}`, `/api/pages/publish${Q}`]) {
        const res = await t.request(route, { method: route.includes("draft") ? "PUT" : "POST", json: body, cookie });
        expect({ route, status: res.status, body: await res.json() }).toEqual({ route, status: 400, body: { message } });
      }
    }
    expect((await editor(cookie)).draft).toBeNull();
    expect(await published()).toBeNull();
    expect((await t.request("/api/pages/editor?path=testi", { cookie })).status).toBe(404);
  });
});
