import { afterAll, describe, expect, setDefaultTimeout, spyOn, test } from "bun:test";
import * as activeLink from "../../web/lib/active-link";
import { posts } from "../db/schema";
import { builtInMenus } from "../shared/menus-built-in";
import { createTestApp, type TestApp } from "../test-support/test-app";

// Sign-ins hash passwords: seconds on a busy machine.
setDefaultTimeout(60_000);

const sites: TestApp[] = [];
afterAll(() => {
  for (const site of sites) site.cleanup();
});

/** A site with three more published articles, the same on every site made here. */
function newSite(): TestApp {
  const site = createTestApp();
  sites.push(site);
  for (const n of [1, 2, 3]) {
    const at = `2026-0${n}-10T08:00:00.000Z`;
    site.db
      .insert(posts)
      .values({
        title: `Parcheggio ${n}: impianto e gestione`,
        slug: `impianto-${n}`,
        excerpt: "Un impianto di parcheggio.",
        content: `## Il progetto\n\nNel parcheggio ${n} le barriere si aprono alla lettura della targa.`,
        tags: "aeroporti, lettura targhe",
        published: true,
        status: "published",
        published_at: at,
        created_at: at,
        updated_at: at,
      })
      .run();
  }
  return site;
}

const publishedSlugs = (_site: TestApp) => ["impianto-1", "impianto-2", "impianto-3"];

const page = async (site: TestApp, path: string) => {
  const res = await site.request(path);
  expect(res.status).toBe(path.endsWith("che-non-esiste") ? 404 : 200);
  return res.text();
};

/** The header as a visitor's page has it: the island's element, with its props. */
const headerOf = (html: string) => /<div data-island="site-header"[^>]*>[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
const footerOf = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";

describe("the header and footer copied from page to page", () => {
  test("an article whose header and footer were drawn for earlier pages is, byte for byte, the article drawn from nothing", async () => {
    const site = newSite();
    const [first, second, third] = publishedSlugs(site);
    if (!first || !second || !third) throw new Error("servono tre articoli pubblicati");
    // A content page, the blog list and two articles draw the header and footer once each: the third article copies them.
    for (const path of ["/servizi", "/blog", `/blog/${first}`, `/blog/${second}`]) await page(site, path);
    // Drawing the header works out, for each menu link, whether it is the page open: a copied header does not.
    const linksMarked = spyOn(activeLink, "isActiveLink");
    const copied = await page(site, `/blog/${third}`);
    expect(linksMarked).not.toHaveBeenCalled();
    linksMarked.mockRestore();

    // Another site with the same content draws everything of its first page.
    const fresh = await page(newSite(), `/blog/${third}`);
    expect(copied).toBe(fresh);
    expect(headerOf(copied)).toContain('aria-current="page"');
  });

  test("pages whose address stands differently to the menu's links get their own header", async () => {
    const site = newSite();
    const [slug] = publishedSlugs(site);
    await page(site, `/blog/${slug}`);
    for (const path of [
      "/blog",
      "/servizi",
      "/contatti",
      "/",
      "/cerca?q=parcheggio",
      "/pagina-che-non-esiste",
      "/altra-pagina-che-non-esiste",
    ]) {
      expect(await page(site, path)).toBe(await page(newSite(), path));
    }
  });

  test("a menu or the business facts changed show in the header and footer of the next article", async () => {
    const site = newSite();
    const cookie = await site.login();
    const [first, second, third] = publishedSlugs(site);
    const before = await page(site, `/blog/${first}`);
    expect(headerOf(before)).not.toContain("Parcheggi sotterranei");

    const menus = structuredClone(builtInMenus);
    menus.header.push({ id: "nuova", label: "Parcheggi sotterranei", link: { kind: "page", path: "/contatti" }, children: [] });
    menus.footer[0]?.items.push({ id: "nuova-pie", label: "Orari di assistenza", link: { kind: "page", path: "/contatti" } });
    const published = await site.request("/api/menus/publish", { method: "POST", json: menus, cookie });
    expect(published.status).toBe(200);
    const afterMenus = await page(site, `/blog/${second}`);
    expect(headerOf(afterMenus)).toContain("Parcheggi sotterranei");
    expect(footerOf(afterMenus)).toContain("Orari di assistenza");

    const current = await (await site.request("/api/settings", { cookie })).json();
    const saved = await site.request("/api/settings", {
      method: "PUT",
      cookie,
      json: { ...current, companyName: "Parcheggi Lanterna S.r.l.", phone: "+39 049 123 4567" },
    });
    expect(saved.status).toBe(200);
    const afterSettings = await page(site, `/blog/${third}`);
    expect(headerOf(afterSettings)).toContain("Parcheggi Lanterna S.r.l.");
    expect(headerOf(afterSettings)).toContain("+39 049 123 4567");
    expect(footerOf(afterSettings)).toContain("Parcheggi Lanterna S.r.l.");
  });
});
