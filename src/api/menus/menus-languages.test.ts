import { afterEach, describe, expect, test } from "bun:test";
import type { MenusAnswer, MenuVersion } from "../../shared/schemas/menu-answers";
import { builtInEnglishMenus } from "../../shared/menus-built-in-en";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import {
  menusEditor,
  menuVersion,
  menuVersionList,
  previewMenus,
  publishedMenus,
  publishMenus,
  restoreOriginalMenus,
} from "./menus.service";

let t: TestApp;
afterEach(() => t.cleanup());

describe("menus stored per language", () => {
  test("English menus published are kept apart: the Italian menus, their API and their history are untouched", async () => {
    t = createTestApp();
    expect(menusEditor(t.db, "en").builtIn).toEqual(builtInEnglishMenus);
    const english = structuredClone(builtInEnglishMenus);
    english.header.push({ id: "careers", label: "Careers", link: { kind: "page", path: "/contatti" }, children: [] });
    publishMenus(t.db, english, "staff@example.com", "Menu pubblicati", "en");

    expect(publishedMenus(t.db, "en")).toEqual(english);
    expect(publishedMenus(t.db)).toBeNull();
    expect(((await (await t.request("/api/menus")).json()) as MenusAnswer).menus).toBeNull();
    const cookie = await t.login();
    const versions = (await (await t.request("/api/menus/versions", { cookie })).json()) as MenuVersion[];
    expect(versions).toEqual([]);

    const [englishVersion] = menuVersionList(t.db, "en");
    expect(englishVersion?.publishedBy).toBe("staff@example.com");
    expect(menuVersion(t.db, englishVersion?.id ?? 0, "en")).toEqual(english);
    // An English version is no Italian one: the Italian editor cannot restore it.
    expect(menuVersion(t.db, englishVersion?.id ?? 0)).toBeNull();

    restoreOriginalMenus(t.db, "staff@example.com", "en");
    expect(publishedMenus(t.db, "en")).toBeNull();
    expect(previewMenus(t.db, "en")).toEqual(builtInEnglishMenus);
    expect(menuVersionList(t.db, "en")).toHaveLength(2);
  });
});
