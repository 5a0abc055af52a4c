import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PostDetail } from "../shared/blog";
import type { MenusAnswer } from "../shared/schemas/menu-answers";
import type { SearchAnswer } from "../shared/search";
import { testJpeg } from "../test-support/images";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { importWordpress } from "./import-wordpress";
import { oldPath } from "./import-wordpress-files";
import type { ImportReport } from "./import-wordpress-report";
import { parseWxr } from "./import-wordpress-wxr";

setDefaultTimeout(30_000);

/** WordPress's cases an import must handle: src/cli/fixtures/wordpress-export.xml says which. */
const FIXTURE = readFileSync(join(import.meta.dir, "fixtures/wordpress-export.xml"), "utf8");
const SECRET = "should not be visible until the password is entered";

let t: TestApp;
let folder: string;
afterEach(async () => {
  await t.cleanup();
  rmSync(folder, { recursive: true, force: true });
});

/** The fixture imported into a fresh site, with the page's picture in the uploads folder. */
async function imported(): Promise<ImportReport> {
  folder = mkdtempSync(join(tmpdir(), "wxr-"));
  mkdirSync(join(folder, "2022/01"), { recursive: true });
  writeFileSync(join(folder, "2022/01/impianto.jpg"), await testJpeg(800, 600));
  t = createTestApp();
  const report = await importWordpress(t.config, FIXTURE, folder);
  t.ctx.changes.announce("all");
  return report;
}

const text = async (path: string) => (await t.request(path)).text();
const outcomeOf = (report: ImportReport, title: string) => {
  const entry = (report as Partial<ImportReport>).entries?.find((e) => e.title === title);
  return entry ? [entry.outcome, ...entry.notes].join("; ") : "";
};

describe("WordPress import: what is not public stays so", () => {
  test("a password-protected post and a private one are drafts: no page, feed, sitemap, search or old address shows them", async () => {
    const report = await imported();
    expect((await t.request("/blog/articolo-protetto")).status).toBe(404);
    expect((await t.request("/blog/articolo-privato")).status).toBe(404);
    expect((await t.request("/2022/01/articolo-protetto")).status).toBe(404);
    const feed = await text("/blog/rss.xml");
    expect(feed).toContain("Media &amp; Text");
    expect(feed).not.toContain("Un articolo protetto");
    expect(feed).not.toContain(SECRET);
    expect(feed).not.toContain("cantiere");
    const sitemap = await text("/sitemap.xml");
    expect(sitemap).not.toContain("articolo-protetto");
    expect(sitemap).not.toContain("articolo-privato");
    const search = (await (await t.request("/api/search?q=password")).json()) as SearchAnswer;
    expect(search.results.map((r) => r.url)).not.toContain("/blog/articolo-protetto");
    const blog = await text("/blog");
    expect(blog).not.toContain("Un articolo protetto");
    const cookie = await t.login();
    const kept = (await (await t.request("/api/blog/slug/articolo-protetto", { cookie })).json()) as PostDetail;
    expect(kept).toMatchObject({ status: "draft", published: false });
    expect(outcomeOf(report, "Un articolo protetto")).toBe("importato come bozza perché protetto da password");
    expect(outcomeOf(report, "Un articolo privato")).toBe("importato come bozza perché privato");
  });
});

describe("WordPress import: texts as readers see them", () => {
  test("titles, excerpts and tags lose their HTML entities and tags: 'Media &amp; Text' reads 'Media & Text'", async () => {
    await imported();
    const post = (await (await t.request("/api/blog/slug/media-text")).json()) as PostDetail;
    expect(post).toMatchObject({
      title: "Media & Text: l’ingresso nuovo",
      excerpt: "Sosta & ingresso, l’essenziale.",
      tags: "Mobilità & città",
    });
    const list = await text("/blog");
    expect(list).toContain("Media &amp; Text: l’ingresso nuovo");
    expect(list).not.toContain("&amp;amp;");
    expect(list).not.toContain("&lt;em&gt;");
    expect(await text("/blog/media-text")).toContain("<h1");
  });

  test("a slug with an entity or an encoded accent is decoded before it is made a slug", () => {
    folder = mkdtempSync(join(tmpdir(), "wxr-"));
    t = createTestApp({ withAdmin: false });
    const xml = FIXTURE.replace("<![CDATA[media-text]]>", "<![CDATA[caff%c3%a8-&amp;-cornetto]]>");
    const post = parseWxr(xml).posts.find((p) => p.wordpressId === "103");
    expect(post?.slug).toBe("caffè-&-cornetto");
  });
});

describe("WordPress import: nothing is left behind", () => {
  test("a slug used twice gets a number and its old address; untitled and empty posts become drafts", async () => {
    const report = await imported();
    expect(await text("/blog/stesso-slug")).toContain("Il primo articolo.");
    expect(await text("/blog/stesso-slug-2")).toContain("Il secondo articolo.");
    const old = await t.request("/2022/03/stesso-slug");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/blog/stesso-slug-2");

    const cookie = await t.login();
    const all = (await (await t.request("/api/blog", { cookie })).json()) as { title: string; status: string; slug: string }[];
    expect(all.find((p) => p.title === "(senza titolo)")).toMatchObject({ status: "draft", slug: "106" });
    expect(all.find((p) => p.title === "Articolo vuoto")).toMatchObject({ status: "draft" });
    expect(outcomeOf(report, "Secondo con lo stesso slug")).toBe(
      "pubblicato; slug cambiato in «stesso-slug-2» perché «stesso-slug» era già usato",
    );
    expect(outcomeOf(report, "(senza titolo)")).toBe("importato come bozza perché senza titolo");
    expect(outcomeOf(report, "Articolo vuoto")).toBe("importato come bozza perché senza testo");
  });

  test("pages become the site's pages: text blocks, the picture carried, old addresses redirected, drafts kept from visitors", async () => {
    const report = await imported();
    const page = await text("/chi-siamo");
    expect(page).toContain("Dal 1998 automatizziamo parcheggi &amp; aree di sosta.");
    expect(page).toContain("Il nostro metodo");
    expect(page).toContain("Sopralluogo gratuito");
    expect(page).toMatch(/<img[^>]+src="\/uploads\/pagine\/[0-9a-f]{24}-800x600\.webp"[^>]*alt="L’impianto di Brescia"/);
    const old = await t.request("/azienda/chi-siamo/");
    expect([301, 308]).toContain(old.status);
    const followed = old.headers.get("location") === "/chi-siamo" ? old : await t.request(old.headers.get("location") ?? "");
    expect(followed.headers.get("location")).toBe("/chi-siamo");

    // The site's own contact page keeps its address; WordPress's takes another.
    expect(await text("/contatti")).not.toContain("Scrivici dal modulo del vecchio sito.");
    expect(await text("/contatti-2")).toContain("Scrivici dal modulo del vecchio sito.");
    expect((await t.request("/bozza-di-pagina")).status).toBe(404);
    const created = t.ctx.pages.created.list().map(({ path, status }) => ({ path, status }));
    expect(created).toEqual([
      { path: "/bozza-di-pagina", status: "bozza" },
      { path: "/chi-siamo", status: "pubblicata" },
      { path: "/contatti-2", status: "pubblicata" },
    ]);
    expect(outcomeOf(report, "Contatti")).toContain("indirizzo cambiato in /contatti-2 perché /contatti è già del sito");
    expect(outcomeOf(report, "Contatti")).toContain(
      "il vecchio indirizzo /contatti è una pagina di questo sito: non reindirizzato",
    );

    const again = await importWordpress(t.config, FIXTURE, folder);
    expect(again.pages).toBe(0);
    expect(t.ctx.pages.created.list()).toHaveLength(3);
  });

  test("an old address written with a double slash is still redirected (WordPress writes them for child pages of some sites)", () => {
    folder = mkdtempSync(join(tmpdir(), "wxr-"));
    t = createTestApp({ withAdmin: false });
    expect(oldPath("https://vecchio.example.com//greek/%ce%b5%cf%80%ce%af%cf%80%ce%b5%ce%b4%ce%bf-2/")).toBe("/greek/επίπεδο-2");
    expect(oldPath("https://vecchio.example.com/")).toBeNull();
  });

  test("the menus become a draft of the site's menus, linking to the new addresses; what cannot be linked is named", async () => {
    const report = await imported();
    expect(((await (await t.request("/api/menus")).json()) as MenusAnswer).menus).toBeNull();
    const cookie = await t.login();
    const draft = ((await (await t.request("/api/menus/draft", { cookie })).json()) as MenusAnswer).menus;
    expect(draft?.header).toEqual([
      {
        id: "wp-voce-1",
        label: "Chi siamo",
        link: { kind: "page", path: "/chi-siamo" },
        children: [{ id: "wp-304", label: "Scrivici", link: { kind: "page", path: "/contatti-2" } }],
      },
      { id: "wp-voce-2", label: "Novità & idee", link: { kind: "article", slug: "media-text" }, children: [] },
      { id: "wp-voce-3", label: "Partner", link: { kind: "external", url: "https://www.example.org/partner" }, children: [] },
    ]);
    expect(report.menus).toContain("voce «Riservato» non importata: l'articolo «Un articolo protetto» è una bozza");
    // A draft staff are preparing is never overwritten by a second import.
    const again = await importWordpress(t.config, FIXTURE, folder);
    expect(again.menus[0]).toContain("hanno già una bozza in preparazione");
  });
});
