import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { desc } from "drizzle-orm";
import { auditLog } from "../../db/schema";
import { describeAuditDetails } from "../../shared/audit-details";
import type { SiteMenus } from "../../shared/menus";
import type { MenusAnswer, MenusEditorData, MenuVersion } from "../../shared/schemas/menu-answers";
import { builtInEnglishMenus } from "../../shared/menus-built-in-en";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// Sign-ins hash passwords: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t.cleanup());

/** The built-in English menus with their 'Services' entry renamed. */
function renamedServices(label: string): SiteMenus {
  const menus = structuredClone(builtInEnglishMenus);
  const services = menus.header.find((item) => item.id === "servizi");
  if (!services) throw new Error("voce mancante");
  services.label = label;
  return menus;
}

const json = async <T>(res: Response) => (await res.json()) as T;
const publishedIn = async (query: string) => (await json<MenusAnswer>(await t.request(`/api/menus${query}`))).menus;

describe("English menus through the API (?lingua=en)", () => {
  test("a draft and a publication of the English menus leave the Italian ones, their history and their pages as they were", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const editor = await json<MenusEditorData>(await t.request("/api/menus/editor?lingua=en", { cookie }));
    expect(editor.builtIn).toEqual(builtInEnglishMenus);
    expect(editor.published).toBeNull();

    const draft = await t.request("/api/menus/draft?lingua=en", { method: "PUT", json: renamedServices("Our services"), cookie });
    expect(draft.status).toBe(200);
    expect((await json<MenusEditorData>(draft)).draft?.header.find((item) => item.id === "servizi")?.label).toBe("Our services");
    // Staff preview the English draft; visitors still get the built-in English menus.
    const preview = await json<MenusAnswer>(await t.request("/api/menus/draft?lingua=en", { cookie }));
    expect(preview.menus?.header.find((item) => item.id === "servizi")?.label).toBe("Our services");
    expect(await publishedIn("?lingua=en")).toBeNull();

    const res = await t.request("/api/menus/publish?lingua=en", { method: "POST", json: renamedServices("What we do"), cookie });
    expect(res.status).toBe(200);
    expect((await json<MenusEditorData>(res)).draft).toBeNull();
    expect((await publishedIn("?lingua=en"))?.header.find((item) => item.id === "servizi")?.label).toBe("What we do");
    // The Italian menus: still the built-in ones, no Italian version, the Italian editor untouched.
    expect(await publishedIn("")).toBeNull();
    expect(await json<MenuVersion[]>(await t.request("/api/menus/versions", { cookie }))).toEqual([]);
    expect((await json<MenusEditorData>(await t.request("/api/menus/editor", { cookie }))).published).toBeNull();

    const english = await json<MenuVersion[]>(await t.request("/api/menus/versions?lingua=en", { cookie }));
    expect(english.map((version) => version.note)).toEqual(["Menu pubblicati"]);
    // The activity log says which language's menus were published.
    const [last] = t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1).all();
    expect(last?.event).toBe("menu.published");
    expect(last?.details).toEqual({ language: "en" });
    expect(describeAuditDetails({ language: "en" })).toBe("Lingua: inglese");

    // An English version is restored in English only; the Italian editor does not know it.
    const id = english[0]?.id ?? 0;
    expect((await t.request(`/api/menus/versions/${id}/restore`, { method: "POST", cookie })).status).toBe(404);
    expect((await t.request(`/api/menus/versions/${id}/restore?lingua=en`, { method: "POST", cookie })).status).toBe(200);
    expect((await t.request("/api/menus/restore-original?lingua=en", { method: "POST", cookie })).status).toBe(200);
    expect(await publishedIn("?lingua=en")).toBeNull();
    expect(await json<MenuVersion[]>(await t.request("/api/menus/versions?lingua=en", { cookie }))).toHaveLength(3);
  });

  test("an unknown language is refused in Italian; only staff with the pages area write English menus", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const unknown = await t.request("/api/menus/editor?lingua=fr", { cookie });
    expect(unknown.status).toBe(400);
    expect(await json<{ message: string }>(unknown)).toEqual({
      message: "Lingua non valida: scegli it (italiano) o en (inglese)",
    });
    expect((await t.request("/api/menus?lingua=xx")).status).toBe(400);

    const sales = await t.loginAs("commerciale");
    const menus = renamedServices("Services");
    expect((await t.request("/api/menus/publish?lingua=en", { method: "POST", json: menus, cookie: sales })).status).toBe(403);
    expect((await t.request("/api/menus/editor?lingua=en", { cookie: sales })).status).toBe(403);
    expect((await t.request("/api/menus/publish?lingua=en", { method: "POST", json: menus })).status).toBe(401);
    const editor = await t.loginAs("editor");
    expect((await t.request("/api/menus/publish?lingua=en", { method: "POST", json: menus, cookie: editor })).status).toBe(200);
  });

  test("a save made on an older version of the English menus is refused; the Italian menus' version does not count", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const editor = await t.loginAs("editor");
    expect(
      (await t.request("/api/menus/draft?version=", { method: "PUT", json: builtInEnglishMenus, cookie: editor })).status,
    ).toBe(200);
    // The Italian menus changed, the English ones did not: the English save on version '' goes through.
    const ok = await t.request("/api/menus/draft?lingua=en&version=", { method: "PUT", json: renamedServices("Mine"), cookie });
    expect(ok.status).toBe(200);
    const stale = await t.request("/api/menus/publish?lingua=en&version=", {
      method: "POST",
      json: renamedServices("Late"),
      cookie: editor,
    });
    expect(stale.status).toBe(409);
  });
});

describe("English menus on the public pages", () => {
  test("the English header and footer show the published English menus at once; the Italian pages keep theirs", async () => {
    t = createTestApp();
    const cookie = await t.login();
    expect(await (await t.request("/en")).text()).toContain(">Services</a>");
    expect(await (await t.request("/")).text()).toContain(">Servizi</a>");

    const menus = renamedServices("What we do");
    const footer = menus.footer[0];
    if (!footer) throw new Error("colonna mancante");
    footer.title = "Who we are";
    expect((await t.request("/api/menus/publish?lingua=en", { method: "POST", json: menus, cookie })).status).toBe(200);

    const english = await (await t.request("/en/products/parking-automation")).text();
    expect(english).toContain(">What we do</a>");
    expect(english).toContain(">Who we are</h2>");
    // Its links lead to the English pages.
    expect(english).toContain('href="/en/services"');
    const italian = await (await t.request("/")).text();
    expect(italian).not.toContain("What we do");
    expect(italian).toContain(">Servizi</a>");

    await t.request("/api/menus/restore-original?lingua=en", { method: "POST", cookie });
    expect(await (await t.request("/en/products/parking-automation")).text()).not.toContain("What we do");
  });
});
