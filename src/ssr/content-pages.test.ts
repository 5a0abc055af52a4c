import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { galleryImages } from "../db/schema";
import type { LivePageAnswer } from "../shared/schemas/page-answers";
import { type ContentPage, contentOf, type PageContent, pageContentSchema } from "../shared/pages/page-schema";
import { expectNothingActive, htmlTags } from "../test-support/html-tags";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { xssCorpus } from "../test-support/xss-corpus";
import { loadBuiltInContent } from "./built-in-pages";

// Sign-ins hash passwords and every page is rendered for real: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t.cleanup());

const q = (path: string) => `?path=${encodeURIComponent(path)}`;
const page = async (path: string) => {
  const res = await t.request(path);
  return { res, html: await res.text() };
};

async function builtIn(path: string): Promise<ContentPage> {
  const found = (await loadBuiltInContent()).pages.find((p) => p.path === path);
  if (!found) throw new Error(`pagina mancante: ${path}`);
  return structuredClone(found);
}

function bootQueries(html: string): { queryKey: unknown[]; state: { data: unknown } }[] {
  const json = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}";
  return JSON.parse(json).queries.queries;
}

const liveAnswerIn = (html: string, path: string) =>
  bootQueries(html).find((query) => query.queryKey[0] === `/api/pages/live${q(path)}`)?.state.data as LivePageAnswer | undefined;

async function editedHome(): Promise<PageContent> {
  const content = contentOf(await builtIn("/"));
  const [hero, stats, ...rest] = content.blocks;
  if (stats?.kind !== "stats") throw new Error("il secondo blocco della home è dei numeri");
  return {
    meta: { ...content.meta, title: "Parcheggi automatici per tutta Italia" },
    blocks: [
      { ...hero, title: "Parcheggi senza code, da Padova a tutta Italia" },
      { ...stats, items: stats.items.map((item, i) => (i === 1 ? { ...item, value: "250+" } : item)) },
      ...rest,
    ],
  };
}

describe("edited pages on the public site", () => {
  test("a published edit replaces the built-in page in the first HTML and in the hydration data; the cached page is dropped", async () => {
    t = createTestApp();
    const before = await page("/");
    expect(before.html).toContain("Parcheggi automatici, intelligenti e sostenibili");
    // A page nobody edited reads no edit: the whole app (a staff preview) hydrates knowing none is live; a visitor's page needs none of it.
    const unedited = (await page("/?anteprima")).html;
    expect(bootQueries(unedited).find((query) => query.queryKey[0] === "/api/pages/edited")?.state.data).toEqual({
      paths: [],
      translations: [],
    });
    expect(liveAnswerIn(unedited, "/")).toBeUndefined();
    expect(liveAnswerIn(before.html, "/")).toBeUndefined();

    const cookie = await t.login();
    const res = await t.request(`/api/pages/publish${q("/")}`, { method: "POST", json: await editedHome(), cookie });
    expect(res.status).toBe(200);

    const after = await page("/");
    expect(after.html).toContain("Parcheggi senza code, da Padova a tutta Italia");
    expect(after.html).not.toContain("Parcheggi automatici, intelligenti e sostenibili");
    expect(after.html).toContain(">250+<");
    expect(after.html).toContain("<title>Parcheggi automatici per tutta Italia | ParkSite Italia</title>");
    // The whole app hydrates from the same content the server rendered.
    const preview = (await page("/?anteprima")).html;
    expect(liveAnswerIn(preview, "/")?.page?.blocks[0].title).toBe("Parcheggi senza code, da Padova a tutta Italia");
    const edited = bootQueries(preview).find((query) => query.queryKey[0] === "/api/pages/edited");
    expect(edited?.state.data).toEqual({ paths: ["/"], translations: [] });
    // Other pages are untouched.
    expect((await page("/servizi")).html).not.toContain("Parcheggi senza code");

    await t.request(`/api/pages/restore-original${q("/")}`, { method: "POST", cookie });
    expect((await page("/")).html).toContain("Parcheggi automatici, intelligenti e sostenibili");
  });

  test("a draft is never rendered for visitors; ?anteprima is a staff preview, not cached, not indexed", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const draft = await editedHome();
    await t.request(`/api/pages/draft${q("/")}`, { method: "PUT", json: draft, cookie });
    const visitor = await page("/");
    expect(visitor.html).toContain("Parcheggi automatici, intelligenti e sostenibili");
    expect(visitor.html).not.toContain("Parcheggi senza code");

    const preview = await page("/?anteprima");
    expect(preview.res.status).toBe(200);
    expect(preview.res.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(preview.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(preview.html).toContain("Caricamento dell&#x27;anteprima della bozza…");
    expect(preview.html).not.toContain("Parcheggi senza code");
    // Rendered afresh each time: a second request is not the cached first one.
    await t.request(`/api/pages/draft${q("/")}`, {
      method: "PUT",
      json: { ...draft, meta: { ...draft.meta, title: "Altro" } },
      cookie,
    });
    expect((await page("/?anteprima")).res.headers.get("cache-control")).toBe("private, no-store");
    // The draft itself is for staff only.
    expect((await t.request(`/api/pages/draft${q("/")}`)).status).toBe(401);
  });
});

/** Every free text of the page set to `payload` (links, images, anchors and choices keep their values). */
function poison(value: unknown, payload: string, key = ""): unknown {
  const keep = ["kind", "id", "to", "src", "section", "call", "scrollTo", "variant", "icon", "gradient", "onError", "image"];
  if (typeof value === "string") {
    if (keep.includes(key)) return value;
    return key === "value" ? payload.slice(0, 20) : payload.slice(0, 60);
  }
  if (Array.isArray(value)) return value.map((item) => poison(item, payload, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, payload, k)]));
  }
  return value;
}

describe("text is text: hostile input in every text field renders inert", () => {
  for (const path of ["/", "/privacy-policy", "/prodotti/automazione-parcheggi"]) {
    test(`every field of ${path}`, async () => {
      t = createTestApp();
      const cookie = await t.login();
      const content = contentOf(await builtIn(path));
      for (const entry of xssCorpus.slice(0, 20)) {
        const poisoned = pageContentSchema.parse(poison(content, `x ${entry}`));
        const res = await t.request(`/api/pages/publish${q(path)}`, { method: "POST", json: poisoned, cookie });
        expect(res.status).toBe(200);
        const { html } = await page(path);
        expectNothingActive(html);
        // The text is there, as text.
        const escaped = `x ${entry}`.slice(0, 60).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
        expect(html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'")).toContain(escaped);
      }
    });
  }
});

describe("header and footer texts", () => {
  const Q = "?path=testi-sito";
  const footerMission = (html: string) =>
    /<footer[\s\S]*?<p class="mt-4 text-sm leading-relaxed">([\s\S]*?)<\/p>/.exec(html)?.[1];

  test("a draft is for the staff preview only; publishing shows it on every page at once; restoring the original brings it back", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const editor = await (await t.request(`/api/pages/editor${Q}`, { cookie })).json();
    expect(editor.published).toBeNull();
    expect(editor.builtIn.taglines["/applicazioni/aeroporti"]).toBe("Sosta breve e lunga senza code ai varchi");
    const original =
      "Automazione parcheggi, infomobilità, controllo accessi e pensiline fotovoltaiche: progettiamo, installiamo e assistiamo impianti in tutta Italia.";
    // Rendered once, then served from the page cache.
    expect(footerMission((await page("/servizi")).html)).toBe(original);

    const texts = {
      mission: "Parcheggi automatici progettati a Padova, installati in tutta Italia.",
      taglines: { ...editor.builtIn.taglines, "/applicazioni/aeroporti": "Terminal e parcheggi senza code" },
    };
    await t.request(`/api/pages/draft${Q}`, { method: "PUT", json: texts, cookie });
    expect(footerMission((await page("/servizi")).html)).toBe(original);
    // The staff preview is rendered afresh, never cached nor indexed; the draft itself arrives in the browser.
    const preview = await page("/?anteprima=testi-sito");
    expect(preview.res.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(preview.html).toContain("Caricamento dell&#x27;anteprima dei testi…");
    expect(preview.html).toContain('href="/admin/pagine/modifica?percorso=testi-sito"');

    expect((await t.request(`/api/pages/publish${Q}`, { method: "POST", json: texts, cookie })).status).toBe(200);
    expect(await (await t.request("/api/pages/site-texts")).json()).toEqual({ texts });
    for (const path of ["/servizi", "/", "/blog"]) {
      const { html } = await page(path);
      expect(footerMission(html)).toBe(texts.mission);
      expect(html).toContain("Terminal e parcheggi senza code");
      expect(html).not.toContain("Sosta breve e lunga senza code ai varchi");
      // The browser hydrates from the same texts.
      const boot = bootQueries(html).find((query) => query.queryKey[0] === "/api/pages/site-texts");
      expect(boot?.state.data).toEqual({ texts });
    }

    expect((await t.request(`/api/pages/restore-original${Q}`, { method: "POST", cookie })).status).toBe(200);
    expect(await (await t.request("/api/pages/site-texts")).json()).toEqual({ texts: null });
    const after = (await page("/servizi")).html;
    expect(footerMission(after)).toBe(original);
    expect(after).toContain("Sosta breve e lunga senza code ai varchi");
  });

  test("hostile input in the mission and in every menu description renders inert, as text", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const { builtIn } = await (await t.request(`/api/pages/editor${Q}`, { cookie })).json();
    for (const entry of xssCorpus.slice(0, 20)) {
      const payload = `x ${entry}`.slice(0, 120);
      const texts = {
        mission: payload,
        taglines: Object.fromEntries(Object.keys(builtIn.taglines).map((path) => [path, payload])),
      };
      expect((await t.request(`/api/pages/publish${Q}`, { method: "POST", json: texts, cookie })).status).toBe(200);
      const { html } = await page("/servizi");
      expectNothingActive(html);
      const escaped = payload.trim().replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
      expect(
        footerMission(html)
          ?.replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'"),
      ).toBe(escaped);
    }
  });
});

describe("a gallery block added by staff", () => {
  test("its photos, with their renditions and alt texts, are in the first HTML and in the hydration data", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const now = new Date().toISOString();
    const photos = [
      { name: "Varco <d'ingresso> del terminal", order: 2, file: "varco" },
      { name: "Cassa automatica al piano partenze", order: 1, file: "cassa" },
    ];
    t.db
      .insert(galleryImages)
      .values(
        photos.map((photo) => ({
          section: "aeroporti",
          name: photo.name,
          description: "Impianto realizzato nel 2025",
          image_url: `/uploads/gallery/${photo.file}-1600.webp`,
          display_order: photo.order,
          width: 1600,
          height: 1200,
          variants: [
            { url: `/uploads/gallery/${photo.file}-480.webp`, width: 480, height: 360 },
            { url: `/uploads/gallery/${photo.file}-960.webp`, width: 960, height: 720 },
          ],
          created_at: now,
          updated_at: now,
        })),
      )
      .run();
    const before = await page("/servizi");
    expect(before.html).not.toContain("/uploads/gallery/cassa");

    const content = contentOf(await builtIn("/servizi"));
    const gallery = { kind: "gallery", id: "galleria-servizi", title: "Impianti in aeroporto", section: "aeroporti", columns: 3 };
    const edited = pageContentSchema.parse({
      ...content,
      blocks: [...content.blocks.slice(0, 2), gallery, ...content.blocks.slice(2)],
    });
    expect((await t.request(`/api/pages/publish${q("/servizi")}`, { method: "POST", json: edited, cookie })).status).toBe(200);

    const { html } = await page("/servizi");
    const images = htmlTags(html).filter(
      (tag) => tag.name === "img" && tag.attributes.some((a) => a.name === "src" && a.value.startsWith("/uploads/gallery/")),
    );
    const attr = (tag: (typeof images)[number], name: string) => tag.attributes.find((a) => a.name === name)?.value;
    // In the gallery's order, each with its renditions and its name as alt text.
    expect(images.map((tag) => attr(tag, "src"))).toEqual([
      "/uploads/gallery/cassa-1600.webp",
      "/uploads/gallery/varco-1600.webp",
    ]);
    expect(images.map((tag) => attr(tag, "alt"))).toEqual([
      "Cassa automatica al piano partenze",
      "Varco <d'ingresso> del terminal",
    ]);
    expect(images.map((tag) => attr(tag, "srcset"))[0]).toBe(
      "/uploads/gallery/cassa-480.webp 480w, /uploads/gallery/cassa-960.webp 960w",
    );
    expect(html).toContain("Impianti in aeroporto");
    expect(html).not.toContain('data-testid="gallery-placeholder"');
    // The browser hydrates with the same images: no request before the photos show.
    const boot = bootQueries(html).find((query) => query.queryKey[0] === "/api/galleries" && query.queryKey[1] === "aeroporti");
    expect(((boot?.state.data ?? []) as { name: string }[]).map((image) => image.name)).toEqual([
      "Cassa automatica al piano partenze",
      "Varco <d'ingresso> del terminal",
    ]);
    // A page whose gallery staff removed no longer carries its images.
    const sector = contentOf(await builtIn("/applicazioni/aeroporti"));
    const without = { ...sector, blocks: sector.blocks.filter((block) => block.kind !== "gallery") };
    await t.request(`/api/pages/publish${q("/applicazioni/aeroporti")}`, { method: "POST", json: without, cookie });
    const sectorHtml = (await page("/applicazioni/aeroporti")).html;
    expect(bootQueries(sectorHtml).some((query) => query.queryKey[0] === "/api/galleries")).toBe(false);
  });
});
