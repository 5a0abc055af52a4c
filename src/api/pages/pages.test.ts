import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { auditLog } from "../../db/schema";
import type { AuditPage } from "../../shared/schemas/audit-answers";
import type { PageEditorData, PageListItem, PageVersion } from "../../shared/schemas/page-answers";
import { type ContentPage, contentOf, type PageContent } from "../../shared/pages/page-schema";
import { loadBuiltInContent } from "../../ssr/built-in-pages";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { PageStore } from "./pages.service";

// Sign-ins hash passwords and every page is rendered for real: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t.cleanup());

const HOME = "/api/pages/editor?path=%2F";
const q = (path: string) => `?path=${encodeURIComponent(path)}`;

async function builtInHome(): Promise<ContentPage> {
  const page = (await loadBuiltInContent()).pages.find((p) => p.path === "/");
  if (!page) throw new Error("home mancante");
  return structuredClone(page);
}

/** The home page with a new headline and a new first figure. */
async function editedHome(headline = "Parcheggi senza code, da Padova a tutta Italia", figure = "250+"): Promise<PageContent> {
  const content = contentOf(await builtInHome());
  const [hero, stats, ...rest] = content.blocks;
  if (stats?.kind !== "stats") throw new Error("il secondo blocco della home è dei numeri");
  return {
    meta: content.meta,
    blocks: [
      { ...hero, title: headline },
      { ...stats, items: stats.items.map((item, i) => (i === 1 ? { ...item, value: figure } : item)) },
      ...rest,
    ],
  };
}

const live = async (path = "/") => (await (await t.request(`/api/pages/live${q(path)}`)).json()).page as ContentPage | null;

describe("page content for visitors", () => {
  test("a page nobody edited is served as built in (null), an unknown path is a 404", async () => {
    t = createTestApp();
    expect(await live("/")).toBeNull();
    expect(await live("/privacy-policy")).toBeNull();
    const unknown = await t.request(`/api/pages/live${q("/admin")}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Pagina non trovata" });
  });
});

describe("roles", () => {
  test("signed out: 401 on every staff route; Commerciale: 403; Editor and Amministratore: allowed", async () => {
    t = createTestApp();
    const body = await editedHome();
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/pages"],
      ["GET", HOME],
      ["GET", `/api/pages/draft${q("/")}`],
      ["PUT", `/api/pages/draft${q("/")}`, body],
      ["POST", `/api/pages/publish${q("/")}`, body],
      ["GET", `/api/pages/versions${q("/")}`],
      ["POST", `/api/pages/restore-original${q("/")}`],
      ["GET", "/api/pages/versions/1/diff"],
      ["POST", "/api/pages/versions/1/restore"],
    ];
    for (const [method, path, json] of routes) {
      const res = await t.request(path, { method, json });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
    }
    const sales = await t.loginAs("commerciale");
    for (const [method, path, json] of routes) {
      const res = await t.request(path, { method, json, cookie: sales });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
    }
    const editor = await t.loginAs("editor");
    expect((await t.request("/api/pages", { cookie: editor })).status).toBe(200);
    expect((await t.request(`/api/pages/publish${q("/")}`, { method: "POST", json: body, cookie: editor })).status).toBe(200);
    expect((await t.request("/api/pages", { cookie: await t.login() })).status).toBe(200);
  });
});

describe("draft, publish, versions, restore", () => {
  test("a draft stays invisible to visitors; staff preview it", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await t.request(`/api/pages/draft${q("/")}`, { method: "PUT", json: await editedHome(), cookie });
    expect(res.status).toBe(200);
    const data = (await res.json()) as PageEditorData;
    expect(data.draft?.blocks[0].title).toBe("Parcheggi senza code, da Padova a tutta Italia");
    expect(data.draftBy).toBe("staff@example.com");
    expect(data.published).toBeNull();
    expect(await live("/")).toBeNull();
    const preview = await (await t.request(`/api/pages/draft${q("/")}`, { cookie })).json();
    expect(preview.page.blocks[0].title).toBe("Parcheggi senza code, da Padova a tutta Italia");
    expect(preview.page.path).toBe("/");
    const list = (await (await t.request("/api/pages", { cookie })).json()) as PageListItem[];
    // The 23 marketing pages, then the header and footer texts.
    expect(list).toHaveLength(24);
    expect(list.find((p) => p.path === "/")).toMatchObject({
      status: "originale",
      hasDraft: true,
      updatedBy: "staff@example.com",
    });
  });

  test("publishing makes the edit live, drops the draft, announces the change and records a version", async () => {
    t = createTestApp();
    const cookie = await t.login();
    let announced = 0;
    t.ctx.changes.subscribe((kind) => {
      if (kind === "pages") announced += 1;
    });
    await t.request(`/api/pages/draft${q("/")}`, { method: "PUT", json: await editedHome("Bozza"), cookie });
    const res = await t.request(`/api/pages/publish${q("/")}`, { method: "POST", json: await editedHome(), cookie });
    expect(res.status).toBe(200);
    expect(announced).toBe(1);
    const page = await live("/");
    expect(page?.blocks[0].title).toBe("Parcheggi senza code, da Padova a tutta Italia");
    expect(page?.blocks[1]).toMatchObject({ kind: "stats" });
    expect(JSON.stringify(page?.blocks[1])).toContain('"250+"');
    expect(page?.path).toBe("/");
    const data = (await res.json()) as PageEditorData;
    expect(data.draft).toBeNull();
    expect(data.publishedBy).toBe("staff@example.com");
    const list = (await (await t.request("/api/pages", { cookie })).json()) as PageListItem[];
    expect(list.find((p) => p.path === "/")).toMatchObject({
      title: "Automazione parcheggi, infomobilità e pensiline fotovoltaiche",
      status: "modificata",
      hasDraft: false,
    });
    expect(list.filter((p) => p.status === "originale")).toHaveLength(23);
  });

  test("saving a draft is in the audit log, with the page's address, and named in Italian on the log's page", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const saved = await t.request(`/api/pages/draft${q("/")}`, { method: "PUT", json: await editedHome("Bozza"), cookie });
    expect(saved.status).toBe(200);
    const lines = t.db.select().from(auditLog).all();
    expect(lines.map((l) => [l.event, l.target, l.actor_email, l.outcome])).toEqual([
      ["auth.login", expect.anything(), "staff@example.com", "ok"],
      ["page.draft_saved", "/", "staff@example.com", "ok"],
    ]);
    const log = (await (await t.request("/api/audit?event=page.draft_saved", { cookie })).json()) as AuditPage;
    expect(log.entries.map((e) => [e.event, e.target])).toEqual([["page.draft_saved", "/"]]);
    const csv = await (await t.request("/api/audit/export?event=page.draft_saved", { cookie })).text();
    expect(csv).toContain("Bozza di una pagina salvata");
  });

  test("publishing and restoring the original text are in the audit log, with the page's address", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await t.request(`/api/pages/publish${q("/")}`, { method: "POST", json: await editedHome(), cookie });
    await t.request(`/api/pages/restore-original${q("/")}`, { method: "POST", cookie });
    const lines = t.db.select().from(auditLog).all();
    expect(lines.map((l) => [l.event, l.target, l.actor_email])).toEqual([
      ["auth.login", expect.anything(), "staff@example.com"],
      ["page.updated", "/", "staff@example.com"],
      ["page.reset", "/", "staff@example.com"],
    ]);
  });

  test("versions: listed newest first with who, compared in words, restored; the original text comes back", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await t.request(`/api/pages/publish${q("/")}`, { method: "POST", json: await editedHome("Primo titolo nuovo"), cookie });
    await t.request(`/api/pages/publish${q("/")}`, { method: "POST", json: await editedHome("Secondo titolo nuovo"), cookie });
    const versions = (await (await t.request(`/api/pages/versions${q("/")}`, { cookie })).json()) as PageVersion[];
    expect(versions.map((v) => v.note)).toEqual(["Modifica pubblicata", "Modifica pubblicata"]);
    expect(versions.every((v) => v.publishedBy === "staff@example.com")).toBe(true);
    const first = versions[1]?.id ?? 0;

    const diff = await (await t.request(`/api/pages/versions/${first}/diff`, { cookie })).json();
    expect(diff.parts.filter((p: { removed?: boolean }) => p.removed).map((p: { value: string }) => p.value.trim())).toContain(
      "Secondo",
    );
    expect(diff.parts.filter((p: { added?: boolean }) => p.added).map((p: { value: string }) => p.value.trim())).toContain(
      "Primo",
    );

    expect((await t.request(`/api/pages/versions/${first}/restore`, { method: "POST", cookie })).status).toBe(200);
    expect((await live("/"))?.blocks[0].title).toBe("Primo titolo nuovo");

    const restored = await t.request(`/api/pages/restore-original${q("/")}`, { method: "POST", cookie });
    expect(restored.status).toBe(200);
    expect(await live("/")).toBeNull();
    const after = (await (await t.request(`/api/pages/versions${q("/")}`, { cookie })).json()) as PageVersion[];
    expect(after.map((v) => v.note)).toEqual([
      "Ripristino del testo originale",
      `Ripristino della versione n. ${first}`,
      "Modifica pubblicata",
      "Modifica pubblicata",
    ]);
    expect((await t.request("/api/pages/versions/9999/diff", { cookie })).status).toBe(404);
  });

  test("a new program with a changed built-in page keeps the staff edit and shows what changed in the built-in text", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await t.request(`/api/pages/publish${q("/")}`, { method: "POST", json: await editedHome(), cookie });

    // The next version of the program ships a different home lead.
    const updated = async () => {
      const current = await loadBuiltInContent();
      const pages = current.pages.map((page) =>
        page.path === "/"
          ? { ...page, blocks: [{ ...page.blocks[0], lead: "Nuovo testo di apertura del programma." }, ...page.blocks.slice(1)] }
          : page,
      ) as ContentPage[];
      return { ...current, pages };
    };
    t.ctx.pages = new PageStore(t.db, t.ctx.changes, updated);

    expect((await live("/"))?.blocks[0].title).toBe("Parcheggi senza code, da Padova a tutta Italia");
    expect((await live("/"))?.blocks[0]).toMatchObject({ lead: (await builtInHome()).blocks[0].lead });
    const list = (await (await t.request("/api/pages", { cookie })).json()) as PageListItem[];
    expect(list.find((p) => p.path === "/")?.builtInChanged).toBe(true);
    expect(list.find((p) => p.path === "/servizi")?.builtInChanged).toBe(false);
    const data = (await (await t.request(HOME, { cookie })).json()) as PageEditorData;
    const added = (data.builtInChanges ?? [])
      .filter((p) => p.added)
      .map((p) => p.value)
      .join(" ");
    const removed = (data.builtInChanges ?? [])
      .filter((p) => p.removed)
      .map((p) => p.value)
      .join(" ");
    expect(added).toContain("Nuovo testo");
    expect(added).toContain("programma");
    expect(removed).toContain("Progettiamo, installiamo e gestiamo da remoto");
    expect(data.builtIn.blocks[0]).toMatchObject({ lead: "Nuovo testo di apertura del programma." });

    // Publishing again acknowledges the new built-in text.
    await t.request(`/api/pages/publish${q("/")}`, { method: "POST", json: await editedHome(), cookie });
    const again = (await (await t.request(HOME, { cookie })).json()) as PageEditorData;
    expect(again.builtInChanges).toBeNull();
  });
});

describe("validation", () => {
  let cookie = "";
  async function publishWith(change: (content: PageContent) => unknown) {
    cookie ||= await t.login();
    const content = await editedHome();
    const body = change(content) ?? content;
    return t.request(`/api/pages/publish${q("/")}`, { method: "POST", json: body, cookie });
  }

  test("links must be the site's routes or tel:, mailto:, https:", async () => {
    t = createTestApp();
    cookie = "";
    const missing = await publishWith((c) => {
      c.blocks[0].actions = [{ label: "Vai", to: "/pagina-inesistente" }];
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(
      "Il link porta a /pagina-inesistente, una pagina che non esiste: scegli una pagina del sito",
    );
    for (const to of ["javascript:alert(1)", "http://example.it", "//evil.example", "/Pagina Nuova", "/a/b/c"]) {
      const res = await publishWith((c) => {
        const hero = c.blocks[0];
        hero.actions = [{ label: "Vai", to }];
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(
        "Destinazione del link: scegli una pagina del sito oppure un indirizzo tel:, mailto: o https://",
      );
    }
    for (const to of [
      "/blog",
      "/applicazioni/ospedali#galleria",
      "tel:+39 049 123456",
      "mailto:info@example.it",
      "https://example.it",
    ]) {
      const res = await publishWith((c) => {
        c.blocks[0].actions = [{ label: "Vai", to }];
      });
      expect({ to, status: res.status }).toEqual({ to, status: 200 });
    }
  });

  test("images need alt text and must be the site's own", async () => {
    t = createTestApp();
    cookie = "";
    let res = await publishWith((c) => {
      c.blocks[0].illustration = { src: "/attached_assets/illustrations/hero-parking.svg", alt: "  " };
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      "Immagine principale: scrivi il testo alternativo oppure segna l'immagine come decorativa",
    );
    res = await publishWith((c) => {
      c.blocks[0].illustration = { src: "https://evil.example/a.png", alt: "Foto" };
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Immagine: scegli un'immagine caricata sul sito");
  });

  test('a picture marked decorative needs no text and is shown with alt=""; the social image needs its own', async () => {
    t = createTestApp();
    cookie = "";
    const src = "/attached_assets/illustrations/hero-parking.svg";
    let res = await publishWith((c) => {
      c.blocks[0].illustration = { src, alt: "", decorative: true };
    });
    expect(res.status).toBe(200);
    let html = await (await t.request("/")).text();
    expect(html).toMatch(new RegExp(`<img[^>]*alt=""[^>]*src="${src}"|<img[^>]*src="${src}"[^>]*alt=""`));

    res = await publishWith((c) => {
      c.meta.image = src;
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Immagine per i social: scrivi il testo alternativo");
    res = await publishWith((c) => {
      c.meta.image = src;
      c.meta.imageAlt = "Parcheggio con sbarra e pensilina fotovoltaica";
    });
    expect(res.status).toBe(200);
    html = await (await t.request("/")).text();
    expect(html).toContain('<meta property="og:image:alt" content="Parcheggio con sbarra e pensilina fotovoltaica">');
  });

  test("the hero stays first and single; an empty headline or unknown block is refused with an Italian message", async () => {
    t = createTestApp();
    cookie = "";
    let res = await publishWith((c) => ({ ...c, blocks: c.blocks.slice(1) }));
    expect(res.status).toBe(400);
    res = await publishWith((c) => ({ ...c, blocks: [...c.blocks, c.blocks[0]] }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("La pagina ha un solo blocco di apertura (il titolo principale)");
    res = await publishWith((c) => {
      c.blocks[0].title = "";
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Titolo principale: campo obbligatorio");
    res = await publishWith((c) => ({ ...c, blocks: [...c.blocks, { kind: "script", html: "<script>" }] }));
    expect(res.status).toBe(400);
    expect(await live("/")).toBeNull();
  });
});
