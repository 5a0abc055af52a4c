import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { Attention } from "../../shared/dashboard";
import type { PageContent } from "../../shared/pages/page-schema";
import type { CreatedPageItem, PageEditorData, PageListItem } from "../../shared/schemas/page-answers";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// Sign-ins hash passwords and pages are rendered for real: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t?.cleanup());

const q = (path: string) => `?path=${encodeURIComponent(path)}`;

/** The Italian page of the tests: created from the 'settore' template and published. */
async function publishedItalianPage(cookie: string, title = "Aree di sosta per camion") {
  const res = await t.request("/api/pages/created", {
    method: "POST",
    json: { title, parent: "", template: "settore" },
    cookie,
  });
  expect(res.status).toBe(201);
  const data = (await res.json()) as PageEditorData;
  expect((await publish(cookie, data.path, data.builtIn)).status).toBe(200);
  return { path: data.path, content: data.builtIn };
}

const translate = (cookie: string, path: string, address: string) =>
  t.request(`/api/pages/translation${q(path)}`, { method: "POST", json: { address }, cookie });

const publish = (cookie: string, path: string, content: PageContent) =>
  t.request(`/api/pages/publish${q(path)}`, { method: "POST", json: content, cookie });

const saveDraft = (cookie: string, path: string, content: PageContent) =>
  t.request(`/api/pages/draft${q(path)}`, { method: "PUT", json: content, cookie });

async function editor(cookie: string, path: string): Promise<PageEditorData> {
  const res = await t.request(`/api/pages/editor${q(path)}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as PageEditorData;
}

const withHeroTitle = (content: PageContent, title: string): PageContent => ({
  ...content,
  blocks: [{ ...content.blocks[0], title }, ...content.blocks.slice(1)],
});

const englishOf = async (cookie: string, path: string) => {
  const list = (await (await t.request("/api/pages/created", { cookie })).json()) as CreatedPageItem[];
  return list.find((item) => item.path === path)?.english;
};

describe("'Traduci in inglese' on a page staff created", () => {
  test("refuses an English address that is malformed, reserved or taken, with Italian messages", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const { path } = await publishedItalianPage(cookie);
    const other = await publishedItalianPage(cookie, "Parcheggi stagionali");
    expect((await translate(cookie, other.path, "seasonal-car-parks")).status).toBe(201);
    await t.request("/api/redirects", {
      method: "POST",
      json: { source: "/en/old-truck-page", target: "/en", code: 301 },
      cookie,
    });
    const cases: [string, number, string][] = [
      ["", 400, "Indirizzo inglese: campo obbligatorio"],
      ["/en/", 400, "Indirizzo inglese: campo obbligatorio"],
      [
        "Truck Parking!",
        400,
        "Indirizzo inglese: usa solo lettere minuscole senza accenti, numeri e trattini, al massimo due parti separate da / (per esempio products/new-system)",
      ],
      [
        "a/b/c",
        400,
        "Indirizzo inglese: usa solo lettere minuscole senza accenti, numeri e trattini, al massimo due parti separate da / (per esempio products/new-system)",
      ],
      ["blog/trucks", 400, "L'indirizzo /en/blog/trucks è riservato all'edizione inglese del sito: scegline un altro"],
      ["contact", 409, "L'indirizzo /en/contact è già di una pagina inglese del sito"],
      ["/en/products/web2park", 409, "L'indirizzo /en/products/web2park è già di una pagina inglese del sito"],
      ["seasonal-car-parks", 409, "L'indirizzo /en/seasonal-car-parks è già usato da un'altra pagina"],
      [
        "old-truck-page",
        409,
        "L'indirizzo /en/old-truck-page ha un reindirizzamento: eliminalo prima da Reindirizzamenti, oppure scegli un altro indirizzo",
      ],
    ];
    for (const [address, status, message] of cases) {
      const res = await translate(cookie, path, address);
      expect({ address, status: res.status, message: (await res.json()).message }).toEqual({ address, status, message });
    }
    // Typed with or without its prefix, the address is the English edition's.
    const res = await translate(cookie, path, "/en/truck-parking");
    expect(res.status).toBe(201);
    const data = (await res.json()) as PageEditorData;
    expect(data.path).toBe("/en/truck-parking");
    expect(data.translation).toMatchObject({ of: path, language: "en", outdated: [] });
    expect(data.published).toBeNull();
    // It starts from the Italian, which the translator writes over.
    expect(data.builtIn.blocks[0].title).toBe("Aree di sosta per camion");
    const again = await translate(cookie, path, "truck-parking-2");
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("Questa pagina ha già la sua versione inglese");
  });

  test("only an Italian page staff created is translated this way; unknown pages are 404", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const builtIn = await translate(cookie, "/servizi", "our-services");
    expect(builtIn.status).toBe(400);
    expect((await builtIn.json()).message).toBe(
      "Si traducono solo le pagine italiane create dallo staff: le pagine del sito hanno già la loro versione inglese",
    );
    expect((await translate(cookie, "/non-esiste", "missing")).status).toBe(404);
  });

  test("roles: as the page editor's, Editor translates; Commerciale gets 403, signed out 401", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const { path } = await publishedItalianPage(cookie);
    expect((await translate(await t.loginAs("commerciale"), path, "truck-parking")).status).toBe(403);
    expect((await translate("", path, "truck-parking")).status).toBe(401);
    const editorCookie = await t.loginAs("editor");
    expect((await translate(editorCookie, path, "truck-parking")).status).toBe(201);
    const english = await editor(editorCookie, "/en/truck-parking");
    expect((await publish(await t.loginAs("commerciale", "altro@example.com"), english.path, english.builtIn)).status).toBe(403);
  });
});

describe("a created page's English", () => {
  test("is the English 404 until published; publishing it leaves the Italian as it was, and the reverse", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const italian = await publishedItalianPage(cookie);
    // An Italian draft waits while the English is published.
    expect((await saveDraft(cookie, italian.path, withHeroTitle(italian.content, "Bozza italiana"))).status).toBe(200);
    const english = (await (await translate(cookie, italian.path, "truck-parking")).json()) as PageEditorData;
    const gone = await t.request("/en/truck-parking");
    expect(gone.status).toBe(404);
    const goneHtml = await gone.text();
    expect(goneHtml).toContain('<html lang="en"');
    expect(goneHtml).not.toContain("Aree di sosta per camion");
    expect(await englishOf(cookie, italian.path)).toEqual({ path: "/en/truck-parking", state: "bozza", hasDraft: false });

    // Read before its English is published, the Italian page's switcher leads to the English home.
    const before = await (await t.request(italian.path)).text();
    expect(before).not.toContain('href="/en/truck-parking"');

    const written = withHeroTitle(english.builtIn, "Truck parking areas");
    expect((await publish(cookie, "/en/truck-parking", written)).status).toBe(200);
    const live = await t.request("/en/truck-parking");
    expect(live.status).toBe(200);
    const html = await live.text();
    expect(html).toContain("Truck parking areas");
    expect(html).toContain('<html lang="en"');
    // Each version names the other: hreflang both ways, and the switcher leads from one to the other.
    expect(html).toContain(`hreflang="it" href="http://localhost${italian.path}"`);
    const italianHtml = await (await t.request(italian.path)).text();
    expect(italianHtml).toContain('hreflang="en" href="http://localhost/en/truck-parking"');
    expect(italianHtml).toContain('href="/en/truck-parking"');
    // The Italian: still its published text, its draft still a draft.
    expect(italianHtml).toContain("Aree di sosta per camion");
    expect(italianHtml).not.toContain("Bozza italiana");
    const italianEditor = await editor(cookie, italian.path);
    expect(italianEditor.draft?.blocks[0].title).toBe("Bozza italiana");
    expect(italianEditor.translations).toEqual([{ language: "en", path: "/en/truck-parking" }]);
    expect(await englishOf(cookie, italian.path)).toEqual({ path: "/en/truck-parking", state: "pubblicata", hasDraft: false });
    const sitemap = await (await t.request("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>http://localhost/en/truck-parking</loc>");

    // Publishing the Italian leaves an English draft a draft.
    expect((await saveDraft(cookie, "/en/truck-parking", withHeroTitle(written, "English draft"))).status).toBe(200);
    expect((await publish(cookie, italian.path, withHeroTitle(italian.content, "Sosta camion"))).status).toBe(200);
    const after = await (await t.request("/en/truck-parking")).text();
    expect(after).toContain("Truck parking areas");
    expect(after).not.toContain("English draft");
    expect((await editor(cookie, "/en/truck-parking")).draft?.blocks[0].title).toBe("English draft");
  });

  test("marks the texts whose Italian changed after the English was saved, on the editor, the list and the dashboard, until saved again", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const italian = await publishedItalianPage(cookie);
    const english = (await (await translate(cookie, italian.path, "truck-parking")).json()) as PageEditorData;
    const written = withHeroTitle(english.builtIn, "Truck parking areas");
    await publish(cookie, "/en/truck-parking", written);
    expect((await editor(cookie, "/en/truck-parking")).translation?.outdated).toEqual([]);

    await publish(cookie, italian.path, withHeroTitle(italian.content, "Sosta sicura per camion"));
    const marked = await editor(cookie, "/en/truck-parking");
    expect(marked.translation?.outdated).toEqual([JSON.stringify(["blocks", 0, "title"])]);
    expect(marked.translation?.original.blocks[0].title).toBe("Sosta sicura per camion");
    expect(await englishOf(cookie, italian.path)).toMatchObject({ state: "da aggiornare" });
    const attention = (await (await t.request("/api/dashboard/attention", { cookie })).json()) as Attention;
    expect(attention.items.find((item) => item.kind === "outdated-translations")).toEqual({
      kind: "outdated-translations",
      translations: [
        {
          what: "Pagina",
          title: written.meta.title,
          language: "en",
          fields: ["Blocco 1 · Apertura › Titolo principale"],
          href: "/admin/pagine/modifica?percorso=%2Fen%2Ftruck-parking",
        },
      ],
    });
    // Sales staff do not open the pages: the dashboard does not list them the page.
    const sales = (await (
      await t.request("/api/dashboard/attention", { cookie: await t.loginAs("commerciale") })
    ).json()) as Attention;
    expect(sales.items.some((item) => item.kind === "outdated-translations")).toBe(false);

    // Saving the English (a draft is a save) takes the marks away.
    expect((await saveDraft(cookie, "/en/truck-parking", withHeroTitle(written, "Safe truck parking"))).status).toBe(200);
    expect((await editor(cookie, "/en/truck-parking")).translation?.outdated).toEqual([]);
    expect(await englishOf(cookie, italian.path)).toEqual({ path: "/en/truck-parking", state: "pubblicata", hasDraft: true });
    const cleared = (await (await t.request("/api/dashboard/attention", { cookie })).json()) as Attention;
    expect(cleared.items.some((item) => item.kind === "outdated-translations")).toBe(false);
  });

  test("goes with its Italian page: deleted with it, its address gone or moved to the destination's English", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const first = await publishedItalianPage(cookie, "Prima pagina");
    const second = await publishedItalianPage(cookie, "Seconda pagina");
    for (const [page, address] of [
      [first, "first-page"],
      [second, "second-page"],
    ] as const) {
      const english = (await (await translate(cookie, page.path, address)).json()) as PageEditorData;
      await publish(cookie, english.path, english.builtIn);
    }
    const moved = await t.request(`/api/pages/created${q(first.path)}`, {
      method: "DELETE",
      json: { outcome: "moved", target: second.path },
      cookie,
    });
    expect(moved.status).toBe(200);
    const english = await t.request("/en/first-page", { redirect: "manual" });
    expect(english.status).toBe(301);
    expect(english.headers.get("location")).toBe("/en/second-page");
    await t.request(`/api/pages/created${q(second.path)}`, { method: "DELETE", json: { outcome: "gone" }, cookie });
    expect((await t.request("/en/second-page")).status).toBe(410);
    expect((await t.request(`/api/pages/editor${q("/en/second-page")}`, { cookie })).status).toBe(404);
  });
});

describe("a created page's English address", () => {
  test("changes with its history, and the old address leads to the new one for good (301)", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const italian = await publishedItalianPage(cookie);
    const english = (await (await translate(cookie, italian.path, "truck-parking")).json()) as PageEditorData;
    await publish(cookie, english.path, withHeroTitle(english.builtIn, "Truck parking areas"));
    const move = (path: string, address: string, as = cookie) =>
      t.request(`/api/pages/translation/address${q(path)}`, { method: "PUT", json: { address }, cookie: as });

    expect((await move(english.path, "products/web2park")).status).toBe(409);
    const builtIn = await move("/en/products/web2park", "web2park-new");
    expect(builtIn.status).toBe(400);
    expect((await builtIn.json()).message).toBe("Questa pagina non è una traduzione creata dallo staff");
    expect((await move(english.path, "lorry-parking", await t.loginAs("commerciale"))).status).toBe(403);

    const moved = await move(english.path, "lorry-parking");
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as PageEditorData).path).toBe("/en/lorry-parking");
    const old = await t.request("/en/truck-parking", { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/en/lorry-parking");
    expect(await (await t.request("/en/lorry-parking")).text()).toContain("Truck parking areas");
    const versions = (await (await t.request(`/api/pages/versions${q("/en/lorry-parking")}`, { cookie })).json()) as unknown[];
    expect(versions).toHaveLength(1);
    expect(await englishOf(cookie, italian.path)).toMatchObject({ path: "/en/lorry-parking", state: "pubblicata" });
    expect(await (await t.request(italian.path)).text()).toContain('hreflang="en" href="http://localhost/en/lorry-parking"');
  });
});

describe("a built-in page's English", () => {
  test("is edited like the Italian: its own draft, publication, versions and restore; the Italian is untouched", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const address = "/en/products/web2park";
    const data = await editor(cookie, address);
    expect(data.translation).toMatchObject({ of: "/prodotti/web2park", language: "en", outdated: [] });
    expect(data.translation?.original.blocks[0].title).toBe("Web2Park");
    const builtInTitle = data.builtIn.meta.title;
    const edited = { ...data.builtIn, meta: { ...data.builtIn.meta, title: "Web2Park: ticketless parking, edited" } };

    expect((await saveDraft(cookie, address, edited)).status).toBe(200);
    expect(await (await t.request(address)).text()).toContain(`<title>${builtInTitle}`);
    expect((await publish(cookie, address, edited)).status).toBe(200);
    const html = await (await t.request(address)).text();
    expect(html).toContain("<title>Web2Park: ticketless parking, edited");
    expect(await (await t.request("/prodotti/web2park")).text()).not.toContain("ticketless parking, edited");
    const list = (await (await t.request("/api/pages", { cookie })).json()) as PageListItem[];
    expect(list.find((item) => item.path === "/prodotti/web2park")).toMatchObject({
      status: "originale",
      english: { path: address, state: "pubblicata", hasDraft: false },
    });
    const versions = (await (await t.request(`/api/pages/versions${q(address)}`, { cookie })).json()) as unknown[];
    expect(versions).toHaveLength(1);

    // The Italian changes: the English field beside it is out of date.
    const italian = await editor(cookie, "/prodotti/web2park");
    await publish(cookie, "/prodotti/web2park", withHeroTitle(italian.builtIn, "Web2Park 2"));
    expect((await editor(cookie, address)).translation?.outdated).toEqual([JSON.stringify(["blocks", 0, "title"])]);

    expect((await t.request(`/api/pages/restore-original${q(address)}`, { method: "POST", cookie })).status).toBe(200);
    expect(await (await t.request(address)).text()).toContain(`<title>${builtInTitle}`);
  });
});
