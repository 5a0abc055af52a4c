import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { auditLog } from "../../db/schema";
import { newPageSchema } from "../../shared/pages/new-pages";
import type { CreatedPageItem, PageEditorData } from "../../shared/schemas/page-answers";
import type { PageContent } from "../../shared/pages/page-schema";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { PageScheduler } from "./page-scheduler";

// Sign-ins hash passwords and pages are rendered for real: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t?.cleanup());

const q = (path: string) => `?path=${encodeURIComponent(path)}`;

async function create(cookie: string, body: Record<string, unknown>) {
  return t.request("/api/pages/created", { method: "POST", json: body, cookie });
}

/** Creates a page from a template and publishes its starting content, with `change` applied. */
async function createAndPublish(
  cookie: string,
  body: Record<string, unknown>,
  change: (c: PageContent) => PageContent = (c) => c,
) {
  const res = await create(cookie, body);
  expect(res.status).toBe(201);
  const data = (await res.json()) as PageEditorData;
  const published = await t.request(`/api/pages/publish${q(data.path)}`, {
    method: "POST",
    json: change(data.builtIn),
    cookie,
  });
  expect(published.status).toBe(200);
  return data.path;
}

const page = (path: string) => t.request(path);

describe("address of a new page", () => {
  test("is made from the title or the typed slug as the blog does: lower-case, accents transliterated", () => {
    const parsed = newPageSchema.parse({ title: "Perché scegliere Città Sicura", parent: "prodotti", template: "prodotto" });
    expect(parsed.path).toBe("/prodotti/perche-scegliere-citta-sicura");
    const typed = newPageSchema.parse({ title: "Estate", parent: "", slug: "Offerta ESTATE 2026!", template: "landing" });
    expect(typed.path).toBe("/offerta-estate-2026");
  });

  test("refuses built-in pages and the program's own areas with Italian messages", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "Servizi", parent: "", template: "vuota" }, "L'indirizzo /servizi è già di una pagina del sito"],
      [
        { title: "x", parent: "prodotti", slug: "web2park", template: "vuota" },
        "L'indirizzo /prodotti/web2park è già di una pagina del sito",
      ],
      [{ title: "Admin", parent: "", template: "vuota" }, "L'indirizzo /admin è riservato al sito: scegline un altro"],
      [{ title: "Api", parent: "", template: "vuota" }, "L'indirizzo /api è riservato al sito: scegline un altro"],
      [{ title: "Assets", parent: "", template: "vuota" }, "L'indirizzo /assets è riservato al sito: scegline un altro"],
      [{ title: "Uploads", parent: "", template: "vuota" }, "L'indirizzo /uploads è riservato al sito: scegline un altro"],
      [{ title: "Cerca", parent: "", template: "vuota" }, "L'indirizzo /cerca è riservato al sito: scegline un altro"],
      [{ title: "Blog", parent: "", template: "vuota" }, "L'indirizzo /blog è riservato al sito: scegline un altro"],
      [{ title: "", parent: "", template: "vuota" }, "Titolo: campo obbligatorio"],
      [{ title: "!!!", parent: "", template: "vuota" }, "Indirizzo: campo obbligatorio"],
      [{ title: "Pagina", parent: "altro", template: "vuota" }, "Sezione: scegli dove mettere la pagina"],
      [{ title: "Pagina", parent: "", template: "galleria" }, "Modello: scegli un modello dall'elenco"],
    ];
    for (const [body, message] of cases) {
      const res = await create(cookie, body);
      expect({ body, status: res.status, message: (await res.json()).message }).toEqual({ body, status: 400, message });
    }
    expect((await create(cookie, { title: "Offerta estate", parent: "", template: "landing" })).status).toBe(201);
    const again = await create(cookie, { title: "Offerta Estate", parent: "", template: "vuota" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "L'indirizzo /offerta-estate è già usato da un'altra pagina", field: "slug" });
  });
});

describe("a created page", () => {
  test("starts from its template, unpublished: visitors get a 404 until it is published", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await create(cookie, { title: "Parcheggi per eventi", parent: "applicazioni", template: "settore" });
    expect(res.status).toBe(201);
    const data = (await res.json()) as PageEditorData;
    expect(data.path).toBe("/applicazioni/parcheggi-per-eventi");
    expect(data.created).toBe(true);
    expect(data.published).toBeNull();
    expect(data.builtIn.blocks.map((b) => b.kind)).toEqual(["hero", "text", "lists", "cta"]);
    expect(data.builtIn.blocks[0].title).toBe("Parcheggi per eventi");
    expect((await page("/applicazioni/parcheggi-per-eventi")).status).toBe(404);
    expect((await t.request(`/api/pages/live${q(data.path)}`)).status).toBe(404);
    const list = (await (await t.request("/api/pages/created", { cookie })).json()) as CreatedPageItem[];
    expect(list).toMatchObject([{ path: data.path, status: "bozza", template: "settore", createdBy: "staff@example.com" }]);
    const audit = t.db.select().from(auditLog).all();
    expect(audit.some((row) => row.event === "page.created" && row.target === data.path)).toBe(true);
  });

  test("once published is served with its breadcrumb, JSON-LD, sitemap entry and search result; edits follow", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const path = await createAndPublish(
      cookie,
      { title: "Sistema Parcheggio Smart", parent: "prodotti", template: "prodotto" },
      (c) => ({
        ...c,
        meta: { ...c.meta, description: "Il nuovo sistema per parcheggi con sensori di stallo e pagamento da app." },
        blocks: [{ ...c.blocks[0], lead: "Sensori di stallo zanzibar per ogni posto auto." }, ...c.blocks.slice(1)],
      }),
    );
    expect(path).toBe("/prodotti/sistema-parcheggio-smart");
    const res = await page(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Sistema Parcheggio Smart");
    expect(html).toContain("Sensori di stallo zanzibar per ogni posto auto.");
    expect(html).toContain('aria-label="Percorso"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('"@type":"Product"');
    const sitemap = await (await page("/sitemap.xml")).text();
    expect(sitemap).toContain("/prodotti/sistema-parcheggio-smart</loc>");
    await t.ctx.search.ready();
    const results = await (await t.request("/api/search?q=zanzibar")).json();
    expect(results.results.map((r: { url: string }) => r.url)).toContain(path);
    // A new publication replaces the cached page.
    const edited = (await (await t.request(`/api/pages/editor${q(path)}`, { cookie })).json()) as PageEditorData;
    const content = edited.published as PageContent;
    await t.request(`/api/pages/publish${q(path)}`, {
      method: "POST",
      json: { ...content, blocks: [{ ...content.blocks[0], title: "Parcheggio Smart 2" }, ...content.blocks.slice(1)] },
      cookie,
    });
    expect(await (await page(path)).text()).toContain("Parcheggio Smart 2");
  });

  test("'noindex' keeps the page out of search engines and the sitemap, but visitors still see it", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const path = await createAndPublish(cookie, { title: "Pagina riservata", parent: "", template: "vuota" }, (c) => ({
      ...c,
      meta: { ...c.meta, noindex: true },
    }));
    const res = await page(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<meta name="robots" content="noindex">');
    expect(await (await page("/sitemap.xml")).text()).not.toContain(path);
  });

  test("versions and 'restore original' bring back earlier content", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const path = await createAndPublish(cookie, { title: "Landing primavera", parent: "", template: "landing" }, (c) => ({
      ...c,
      blocks: [{ ...c.blocks[0], title: "Primavera con noi" }, ...c.blocks.slice(1)],
    }));
    expect(await (await page(path)).text()).toContain("Primavera con noi");
    const restored = await t.request(`/api/pages/restore-original${q(path)}`, { method: "POST", cookie });
    expect(restored.status).toBe(200);
    const html = await (await page(path)).text();
    expect(html).toContain("Landing primavera");
    expect(html).not.toContain("Primavera con noi");
    const versions = (await (await t.request(`/api/pages/versions${q(path)}`, { cookie })).json()) as { id: number }[];
    expect(versions).toHaveLength(2);
    const back = await t.request(`/api/pages/versions/${versions[1]?.id}/restore`, { method: "POST", cookie });
    expect(back.status).toBe(200);
    expect(await (await page(path)).text()).toContain("Primavera con noi");
  });
});

describe("deleting a created page", () => {
  test("with 410 its address answers 'non esiste più'", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const path = await createAndPublish(cookie, { title: "Campagna finita", parent: "", template: "landing" });
    expect((await page(path)).status).toBe(200);
    const res = await t.request(`/api/pages/created${q(path)}`, { method: "DELETE", json: { outcome: "gone" }, cookie });
    expect(res.status).toBe(200);
    expect((await page(path)).status).toBe(410);
    const list = (await (await t.request("/api/pages/created", { cookie })).json()) as CreatedPageItem[];
    expect(list).toEqual([]);
    const audit = t.db.select().from(auditLog).all();
    expect(audit.find((row) => row.event === "page.deleted")).toMatchObject({ target: path });
  });

  test("with 301 its address leads to the page chosen; unknown targets and built-in pages are refused", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const path = await createAndPublish(cookie, { title: "Vecchia offerta", parent: "prodotti", template: "prodotto" });
    const bad = await t.request(`/api/pages/created${q(path)}`, {
      method: "DELETE",
      json: { outcome: "moved", target: "/non-esiste" },
      cookie,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Scegli come destinazione una pagina del sito");
    const builtIn = await t.request(`/api/pages/created${q("/servizi")}`, {
      method: "DELETE",
      json: { outcome: "gone" },
      cookie,
    });
    expect(builtIn.status).toBe(404);
    expect((await builtIn.json()).message).toBe("Solo le pagine create dallo staff possono essere eliminate");
    const res = await t.request(`/api/pages/created${q(path)}`, {
      method: "DELETE",
      json: { outcome: "moved", target: "/prodotti/web2park" },
      cookie,
    });
    expect(res.status).toBe(200);
    const moved = await page(path);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/prodotti/web2park");
  });

  test("a deleted page's address cannot be taken again while its redirect stands", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const path = await createAndPublish(cookie, { title: "Offerta", parent: "", template: "vuota" });
    await t.request(`/api/pages/created${q(path)}`, { method: "DELETE", json: { outcome: "gone" }, cookie });
    const again = await create(cookie, { title: "Offerta", parent: "", template: "vuota" });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toContain("ha un reindirizzamento");
  });
});

describe("scheduled publication", () => {
  test("publishes the draft at its minute; refused without a draft or in the past", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await create(cookie, { title: "Saldi invernali", parent: "", template: "landing" });
    const data = (await res.json()) as PageEditorData;
    const path = data.path;
    const noDraft = await t.request(`/api/pages/schedule${q(path)}`, {
      method: "POST",
      json: { publish_at: new Date(Date.now() + 3_600_000).toISOString() },
      cookie,
    });
    expect(noDraft.status).toBe(409);
    expect((await noDraft.json()).message).toBe("Non c'è una bozza da programmare: salva prima la bozza");
    await t.request(`/api/pages/draft${q(path)}`, { method: "PUT", json: data.builtIn, cookie });
    const past = await t.request(`/api/pages/schedule${q(path)}`, {
      method: "POST",
      json: { publish_at: "2020-01-01T10:00:00Z" },
      cookie,
    });
    expect(past.status).toBe(400);
    expect((await past.json()).message).toBe("La pubblicazione programmata deve essere nel futuro");
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await t.request(`/api/pages/schedule${q(path)}`, { method: "POST", json: { publish_at: at }, cookie });
    expect(scheduled.status).toBe(200);
    expect(((await scheduled.json()) as PageEditorData).scheduledAt).toBe(at);
    expect(t.ctx.pages.nextScheduledAt()).toBe(at);
    // Before its minute nothing happens; at its minute the draft goes live.
    expect(await t.ctx.pages.publishDue(new Date())).toEqual([]);
    expect((await page(path)).status).toBe(404);
    expect(await t.ctx.pages.publishDue(new Date(Date.parse(at) + 1000))).toEqual([path]);
    t.ctx.changes.announce("pages");
    expect((await page(path)).status).toBe(200);
    const after = (await (await t.request(`/api/pages/editor${q(path)}`, { cookie })).json()) as PageEditorData;
    expect(after.scheduledAt).toBeNull();
    expect(after.draft).toBeNull();
    expect(t.ctx.pages.nextScheduledAt()).toBeNull();
  });

  test("a scheduled publication can be cancelled", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const data = (await (await create(cookie, { title: "Fiera", parent: "", template: "vuota" })).json()) as PageEditorData;
    await t.request(`/api/pages/draft${q(data.path)}`, { method: "PUT", json: data.builtIn, cookie });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    await t.request(`/api/pages/schedule${q(data.path)}`, { method: "POST", json: { publish_at: at }, cookie });
    const cancelled = await t.request(`/api/pages/schedule${q(data.path)}`, { method: "DELETE", cookie });
    expect(cancelled.status).toBe(200);
    expect(await t.ctx.pages.publishDue(new Date(Date.parse(at) + 1000))).toEqual([]);
    const again = await t.request(`/api/pages/schedule${q(data.path)}`, { method: "DELETE", cookie });
    expect(again.status).toBe(409);
  });
});

test("the page scheduler publishes a scheduled draft by itself, announces it and records it in the audit log", async () => {
  t = createTestApp();
  const cookie = await t.login();
  const data = (await (
    await create(cookie, { title: "Apertura nuova sede", parent: "", template: "vuota" })
  ).json()) as PageEditorData;
  await t.request(`/api/pages/draft${q(data.path)}`, { method: "PUT", json: data.builtIn, cookie });
  const scheduler = new PageScheduler(t.db, () => t.ctx.pages, t.ctx.changes);
  scheduler.start();
  try {
    const at = new Date(Date.now() + 1500).toISOString();
    expect(
      (await t.request(`/api/pages/schedule${q(data.path)}`, { method: "POST", json: { publish_at: at }, cookie })).status,
    ).toBe(200);
    expect((await page(data.path)).status).toBe(404);
    for (let i = 0; i < 50 && (await page(data.path)).status !== 200; i++) await Bun.sleep(200);
    expect((await page(data.path)).status).toBe(200);
  } finally {
    scheduler.stop();
  }
  const events = t.db
    .select()
    .from(auditLog)
    .all()
    .map((row) => `${row.event} ${row.target}`);
  expect(events).toContain(`page.scheduled ${data.path}`);
  expect(events).toContain(`page.updated ${data.path}`);
});

describe("links in page copy to pages staff created", () => {
  /** The content with its first link (a button's or a card's `to`) pointing to `target`. */
  function withFirstLink(content: unknown, target: string): unknown {
    let done = false;
    const visit = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(visit);
      if (!value || typeof value !== "object") return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, child]) => {
          if (key === "to" && typeof child === "string" && !done) {
            done = true;
            return [key, target];
          }
          return [key, visit(child)];
        }),
      );
    };
    const changed = visit(content);
    expect(done).toBe(true);
    return changed;
  }

  test("are offered by the editor, refused while the page does not exist or (to publish) is a draft, and lead there once it is live", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const created = await create(cookie, { title: "Parcheggio del porto", parent: "applicazioni", template: "settore" });
    expect(created.status).toBe(201);
    const target = "/applicazioni/parcheggio-del-porto";

    const editor = (await (await t.request(`/api/pages/editor${q("/servizi")}`, { cookie })).json()) as PageEditorData;
    expect(editor.linkPages).toContainEqual({ path: target, title: "Parcheggio del porto (bozza)" });
    const save = (kind: "draft" | "publish", content: unknown) =>
      t.request(`/api/pages/${kind}${q("/servizi")}`, { method: kind === "draft" ? "PUT" : "POST", json: content, cookie });

    const unknown = await save("draft", withFirstLink(editor.builtIn, "/applicazioni/porto-inesistente"));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe(
      "Il link porta a /applicazioni/porto-inesistente, una pagina che non esiste: scegli una pagina del sito",
    );

    const linked = withFirstLink(editor.builtIn, `${target}#contatti`);
    expect((await save("draft", linked)).status).toBe(200);
    const early = await save("publish", linked);
    expect(early.status).toBe(400);
    expect((await early.json()).message).toBe(
      `Il link porta a ${target}, una pagina non ancora pubblicata: pubblicala prima, oppure salva come bozza`,
    );
    expect(await (await page("/servizi")).text()).not.toContain(`href="${target}`);

    const draft = (await created.json()) as PageEditorData;
    expect((await t.request(`/api/pages/publish${q(target)}`, { method: "POST", json: draft.builtIn, cookie })).status).toBe(200);
    expect((await save("publish", linked)).status).toBe(200);
    expect(await (await page("/servizi")).text()).toContain(`href="${target}#contatti"`);
    expect((await page(target)).status).toBe(200);
  });
});
