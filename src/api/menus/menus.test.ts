import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { auditLog, posts } from "../../db/schema";
import { splitTags } from "../../shared/blog";
import type { MenusAnswer, MenusEditorData, MenuTargets, MenuVersion, SiteMenus } from "../../shared/menus";
import { builtInMenus } from "../../shared/menus-built-in";
import { slugify } from "../../shared/slug";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// Sign-ins hash passwords: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t.cleanup());

/** The built-in menus with one more top-level link. */
function withTopLink(label: string, path = "/servizi"): SiteMenus {
  const menus = structuredClone(builtInMenus);
  menus.header.splice(4, 0, { id: "nuova", label, link: { kind: "page", path }, children: [] });
  return menus;
}

const published = async () => ((await (await t.request("/api/menus")).json()) as MenusAnswer).menus;
const put = (json: unknown, cookie: string) => t.request("/api/menus/draft", { method: "PUT", json, cookie });
const publish = (json: unknown, cookie: string) => t.request("/api/menus/publish", { method: "POST", json, cookie });
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("menus: validation with Italian messages", () => {
  test("javascript:, data: and other schemes are refused; http and https addresses are kept", async () => {
    t = createTestApp();
    const cookie = await t.login();
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "ftp://example.com/file",
      "JavaScript://example.com/%0aalert(1)",
    ]) {
      const menus = withTopLink("Esterno");
      menus.header[4] = { id: "x", label: "Esterno", link: { kind: "external", url }, children: [] };
      const res = await put(menus, cookie);
      expect(res.status).toBe(400);
      expect(await message(res)).toBe(
        "Menu principale, voce «Esterno»: Un indirizzo esterno deve iniziare con https:// o http:// (altri schemi come javascript: o data: non sono ammessi)",
      );
    }
    // A page link must be a path of the site: not a scheme, not another host.
    for (const path of ["javascript:alert(1)", "//evil.example.com", "/Servizi"]) {
      const res = await put(withTopLink("Pagina", path), cookie);
      expect(res.status).toBe(400);
      expect(await message(res)).toContain("Scegli una pagina del sito");
    }
    const ok = withTopLink("Partner");
    ok.header[4] = { id: "x", label: "Partner", link: { kind: "external", url: "http://partner.example.com/x" }, children: [] };
    expect((await put(ok, cookie)).status).toBe(200);
    expect((await (await t.request("/api/menus/editor", { cookie })).json()).draft.header[4].link.url).toBe(
      "http://partner.example.com/x",
    );
  });

  test("a sub-item cannot have sub-items of its own: one level of nesting", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const menus = structuredClone(builtInMenus) as unknown as { header: { children: Record<string, unknown>[] }[] };
    const first = menus.header[1]?.children[0];
    if (!first) throw new Error("sottovoce mancante");
    first.children = [{ id: "z", label: "Troppo in basso", link: { kind: "page", path: "/servizi" } }];
    const res = await put(menus, cookie);
    expect(res.status).toBe(400);
    expect(await message(res)).toBe(
      "Menu principale, voce «Prodotti e Soluzioni», sottovoce «Automazione Parcheggi»: Un menu ha un solo livello di sottovoci: una sottovoce non può averne altre",
    );
  });

  test("empty and over-long labels, items leading nowhere", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const empty = await put(withTopLink("   "), cookie);
    expect(empty.status).toBe(400);
    expect(await message(empty)).toBe("Menu principale, voce n. 5: Scrivi il testo della voce");
    const long = await put(withTopLink("x".repeat(41)), cookie);
    expect(await message(long)).toContain("Il testo di una voce può avere al massimo 40 caratteri");
    const nowhere = structuredClone(builtInMenus);
    nowhere.header.push({ id: "vuota", label: "Vuota", link: null, children: [] });
    expect(await message(await put(nowhere, cookie))).toBe(
      "Menu principale, voce «Vuota»: Una voce senza sottovoci deve portare a una pagina: scegli un collegamento",
    );
    expect(
      (
        await t.request("/api/menus/draft", {
          method: "PUT",
          body: "{non json",
          cookie,
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(400);
  });

  test("links to pages, articles and tags that do not exist are refused; existing ones are offered and kept", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const unknownPage = await put(withTopLink("Fantasma", "/pagina-che-non-esiste"), cookie);
    expect(unknownPage.status).toBe(400);
    expect(await message(unknownPage)).toBe("Voce «Fantasma»: La pagina /pagina-che-non-esiste non esiste");

    const article = withTopLink("Articolo");
    article.header[4] = { id: "a", label: "Articolo", link: { kind: "article", slug: "articolo-che-non-esiste" }, children: [] };
    expect(await message(await put(article, cookie))).toBe(
      "Voce «Articolo»: L'articolo «articolo-che-non-esiste» non esiste o non è pubblicato",
    );

    const draftPost = t.db.select().from(posts).where(eq(posts.published, false)).get();
    if (!draftPost) throw new Error("bozza mancante");
    article.header[4] = { id: "a", label: "Articolo", link: { kind: "article", slug: draftPost.slug }, children: [] };
    expect((await put(article, cookie)).status).toBe(400);

    const post = t.db.select().from(posts).where(eq(posts.published, true)).get();
    const tag = post ? splitTags(post.tags)[0] : undefined;
    if (!post || !tag) throw new Error("articolo pubblicato con tag mancante");
    const good = structuredClone(builtInMenus);
    good.footer[0]?.items.push({ id: "a", label: "Un articolo", link: { kind: "article", slug: post.slug } });
    good.footer[0]?.items.push({ id: "t", label: "Un tag", link: { kind: "tag", slug: slugify(tag) } });
    expect((await publish(good, cookie)).status).toBe(200);
    const badTag = structuredClone(good);
    badTag.footer[0]?.items.push({ id: "t2", label: "Tag vuoto", link: { kind: "tag", slug: "tag-senza-articoli" } });
    expect(await message(await put(badTag, cookie))).toBe(
      "Voce «Tag vuoto»: Il tag «tag-senza-articoli» non ha articoli pubblicati",
    );

    const targets = (await (await t.request("/api/menus/targets", { cookie })).json()) as MenuTargets;
    expect(targets.pages).toContainEqual({ path: "/servizi", title: expect.any(String) });
    expect(targets.pages).toContainEqual({ path: "/blog", title: "Blog" });
    expect(targets.articles).toContainEqual({ slug: post.slug, title: post.title });
    expect(targets.tags.map((t) => t.slug)).toContain(slugify(tag));
  });

  test("a created page may be in a draft of the menus, and in the published menus once it is published", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const created = await t.request("/api/pages/created", {
      method: "POST",
      json: { title: "Offerta estate", parent: "", slug: "offerta-estate", template: "landing" },
      cookie,
    });
    expect(created.status).toBe(201);
    const menus = withTopLink("Offerta", "/offerta-estate");
    expect((await put(menus, cookie)).status).toBe(200);
    const early = await publish(menus, cookie);
    expect(early.status).toBe(400);
    expect(await message(early)).toBe(
      "Voce «Offerta»: La pagina /offerta-estate non è ancora pubblicata: pubblicala prima di metterla nel menu",
    );
    const editor = (await created.json()) as { builtIn: unknown };
    expect(
      (await t.request("/api/pages/publish?path=%2Fofferta-estate", { method: "POST", json: editor.builtIn, cookie })).status,
    ).toBe(200);
    expect((await publish(menus, cookie)).status).toBe(200);
    const targets = (await (await t.request("/api/menus/targets", { cookie })).json()) as MenuTargets;
    expect(targets.pages).toContainEqual({ path: "/offerta-estate", title: "Offerta estate" });
  });
});

describe("menus: draft, publish, versions, restore", () => {
  test("a draft stays unpublished; publishing makes it live and a version; a version and the original come back", async () => {
    t = createTestApp();
    const cookie = await t.login();
    expect(await published()).toBeNull();
    const draft = withTopLink("In bozza");
    const saved = await put(draft, cookie);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as MenusEditorData).draft).toEqual(draft);
    expect(await published()).toBeNull();
    // Staff preview the draft; visitors cannot.
    expect(await (await t.request("/api/menus/draft", { cookie })).json()).toEqual({ menus: draft });
    expect((await t.request("/api/menus/draft")).status).toBe(401);

    const first = withTopLink("Prima");
    const second = withTopLink("Seconda");
    expect((await publish(first, cookie)).status).toBe(200);
    const editor = (await (await t.request("/api/menus/editor", { cookie })).json()) as MenusEditorData;
    expect(editor.draft).toBeNull();
    expect(editor.publishedBy).toBe("staff@example.com");
    expect((await publish(second, await t.loginAs("editor"))).status).toBe(200);
    expect(await published()).toEqual(second);

    const versions = (await (await t.request("/api/menus/versions", { cookie })).json()) as MenuVersion[];
    expect(versions.map((v) => [v.note, v.publishedBy])).toEqual([
      ["Menu pubblicati", "editor@example.com"],
      ["Menu pubblicati", "staff@example.com"],
    ]);
    const older = versions[1];
    if (!older) throw new Error("versione mancante");
    expect((await t.request(`/api/menus/versions/${older.id}/restore`, { method: "POST", cookie })).status).toBe(200);
    expect(await published()).toEqual(first);
    expect((await t.request("/api/menus/versions/9999/restore", { method: "POST", cookie })).status).toBe(404);
    expect(await message(await t.request("/api/menus/versions/abc/restore", { method: "POST", cookie }))).toBe(
      "Versione non trovata",
    );

    expect((await t.request("/api/menus/restore-original", { method: "POST", cookie })).status).toBe(200);
    expect(await published()).toBeNull();
    const notes = ((await (await t.request("/api/menus/versions", { cookie })).json()) as MenuVersion[]).map((v) => v.note);
    expect(notes.slice(0, 2)).toEqual(["Ripristino dei menu originali", `Ripristino della versione n. ${older.id}`]);

    // Throwing a draft away: the editor starts again from what visitors see.
    await put(draft, cookie);
    expect((await t.request("/api/menus/draft", { method: "DELETE", cookie })).status).toBe(200);
    expect(((await (await t.request("/api/menus/editor", { cookie })).json()) as MenusEditorData).draft).toBeNull();
    expect((await t.request("/api/menus/draft", { method: "DELETE", cookie })).status).toBe(404);

    const events = t.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .orderBy(auditLog.id)
      .all()
      .map((row) => row.event)
      .filter((e) => e.startsWith("menu."));
    expect(events).toEqual([
      "menu.draft_saved",
      "menu.published",
      "menu.published",
      "menu.published",
      "menu.reset",
      "menu.draft_saved",
      "menu.draft_discarded",
    ]);
  });

  test("only staff with the pages area edit the menus", async () => {
    t = createTestApp();
    const sales = await t.loginAs("commerciale");
    expect((await put(builtInMenus, sales)).status).toBe(403);
    expect((await publish(builtInMenus, sales)).status).toBe(403);
    expect((await t.request("/api/menus/publish", { method: "POST", json: builtInMenus })).status).toBe(401);
    expect(await published()).toBeNull();
  });
});

describe("menus on the public pages", () => {
  test("every page shows the published menus at once: publishing drops the cached pages", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const before = await (await t.request("/servizi")).text();
    expect(before).toContain(">Contatti</a>");
    expect(before).not.toContain("Lavora da noi");
    // Cached now: the same page is served from memory until something changes.
    expect(t.pageCache.size).toBeGreaterThan(0);

    const menus = withTopLink("Lavora da noi", "/contatti");
    const footer = menus.footer[0];
    if (!footer) throw new Error("colonna mancante");
    footer.title = "Chi siamo";
    expect((await publish(menus, cookie)).status).toBe(200);
    const after = await (await t.request("/servizi")).text();
    expect(after).toContain(">Lavora da noi</a>");
    expect(after).toContain(">Chi siamo</h2>");
    // The header island carries the menu, so the visitor's browser keeps it.
    expect(after).toContain("&quot;label&quot;:&quot;Lavora da noi&quot;");

    // Restoring the original serves the built-in menus again, on every page.
    await t.request("/api/menus/restore-original", { method: "POST", cookie });
    expect(await (await t.request("/servizi")).text()).not.toContain("Lavora da noi");
  });
});

describe("menus: two people editing at once", () => {
  test("a save made on an older version is refused with who saved since; without a version it overwrites", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const editor = await t.loginAs("editor");
    const loaded = ((await (await t.request("/api/menus/editor", { cookie })).json()) as MenusEditorData).version;
    expect(loaded).toBe("");
    // The editor saves first.
    const theirs = await t.request("/api/menus/draft?version=", { method: "PUT", json: withTopLink("Loro"), cookie: editor });
    expect(theirs.status).toBe(200);
    const mine = await t.request(`/api/menus/publish?version=${encodeURIComponent(loaded)}`, {
      method: "POST",
      json: withTopLink("Mia"),
      cookie,
    });
    expect(mine.status).toBe(409);
    expect(await message(mine)).toMatch(
      /^Nel frattempo editor@example\.com ha salvato i menu \(\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\): carica la versione salvata/,
    );
    expect(await published()).toBeNull();
    // Saved on the current version, or on purpose without one, it goes through.
    const current = ((await (await t.request("/api/menus/editor", { cookie })).json()) as MenusEditorData).version;
    expect(
      (
        await t.request(`/api/menus/publish?version=${encodeURIComponent(current)}`, {
          method: "POST",
          json: withTopLink("Mia"),
          cookie,
        })
      ).status,
    ).toBe(200);
    expect((await publish(withTopLink("Di nuovo mia"), cookie)).status).toBe(200);
    expect((await published())?.header[4]?.label).toBe("Di nuovo mia");
  });
});
