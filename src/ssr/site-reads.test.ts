import { afterEach, describe, expect, test } from "bun:test";
import { browserSiteReads } from "../../web/lib/browser-site-reads";
import { VISITOR } from "../api/blog/blog-reads";
import { gallerySections } from "../shared/gallery-sections";
import { LANGUAGE_CODES, type LanguageCode } from "../shared/languages";
import type { SiteReads } from "../shared/site-reads";
import { articleFields, blogForm } from "../test-support/blog-forms";
import { slugify } from "../shared/slug";
import { writeEnglishReference } from "../test-support/english-references";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { loadBuiltInContent } from "./built-in-pages";
import { serverSiteReads } from "./server-site-reads";

let t: TestApp;
const realFetch = globalThis.fetch;
afterEach(async () => {
  globalThis.fetch = realFetch;
  await t.cleanup();
});

/** The browser's reads, answered by this app's JSON API as a visitor's browser would get them. */
function apiReads(): SiteReads {
  globalThis.fetch = Object.assign((input: string | URL | Request) => t.request(String(input)), realFetch);
  return browserSiteReads();
}

/** Every read a public route's loader makes, with the arguments the site's routes give it, in every language. */
async function everyRead(reads: SiteReads, slugs: string[], tags: string[]) {
  const inEach = <T>(read: (language: LanguageCode) => Promise<T>) => Promise.all(LANGUAGE_CODES.map(read));
  const { pages } = await loadBuiltInContent();
  return {
    settings: await reads.settings(),
    editedPages: await reads.editedPages(),
    siteTexts: await reads.siteTexts(),
    menus: await reads.menus(),
    livePages: await Promise.all(pages.map((page) => reads.livePage(page.path))),
    galleries: await Promise.all(gallerySections.map((section) => reads.gallery(section))),
    publishedPosts: await inEach((language) => reads.publishedPosts(language)),
    posts: await inEach((language) =>
      Promise.all([...slugs, "articolo-che-non-esiste"].map((slug) => reads.postBySlug(slug, language))),
    ),
    tags: await inEach((language) => Promise.all([...tags, "tag-che-non-esiste"].map((tag) => reads.postsByTag(tag, language)))),
    searches: await Promise.all(["parcheggio", "veropak", "il di"].map((query) => reads.search(query, 1, "it"))),
    englishSearches: await Promise.all(["parking", "barriers", "the of"].map((query) => reads.search(query, 1, "en"))),
    documents: await Promise.all(
      [{}, { prodotto: "web2park" as const }, { tipo: "manuale" as const }].map((query) => reads.documents(query)),
    ),
    references: await Promise.all(
      (["it", "en"] as const).map((language) => reads.references({ settore: "municipalizzate" }, language)),
    ),
    referenceBySlugs: await Promise.all([
      reads.referenceBySlug("esempio-aeroporto-catania"),
      reads.referenceBySlug("example-airport", "en"),
      reads.referenceBySlug("esempio-aeroporto-catania", "en"),
    ]),
    documentBySlugs: await Promise.all(
      ["esempio-scheda-tecnica-web2park", "documento-che-non-esiste"].map((slug) => reads.documentBySlug(slug)),
    ),
  };
}

describe("one data path", () => {
  test("what the server's loaders read for each public route equals what the JSON API answers a visitor", async () => {
    t = createTestApp();
    const cookie = await t.login();
    // An edited page, so that a live edit is compared too.
    const home = (await loadBuiltInContent()).pages.find((page) => page.path === "/");
    if (!home) throw new Error("home mancante");
    const edited = { meta: { ...home.meta, title: "Home modificata" }, blocks: home.blocks };
    expect((await t.request("/api/pages/publish?path=%2F", { method: "POST", json: edited, cookie })).status).toBe(200);

    // An example reference with its English version published, so that the English reads are compared too.
    const englishReference = await writeEnglishReference(t, cookie, "esempio-aeroporto-catania", {
      title: "Airport car parks with online booking",
      slug: "example-airport",
    });
    expect((await t.request(`${englishReference}/publish`, { method: "POST", cookie })).status).toBe(200);

    const server = serverSiteReads(t.ctx, VISITOR, { method: "GET", path: "/" });
    await t.ctx.search.ready();
    const published = await server.publishedPosts("it");
    // An Italian article's English translation, published: both blogs are compared.
    const original = published[0];
    if (!original) throw new Error("articolo mancante");
    const translated = await t.request(`/api/blog/${original.id}/translations`, {
      method: "POST",
      cookie,
      json: { language: "en" },
    });
    const translation = (await translated.json()) as { id: number };
    const publish = await t.request(`/api/blog/${translation.id}`, {
      method: "PUT",
      cookie,
      body: blogForm(articleFields({ title: "Ticketless parking", slug: "ticketless-parking", tags: original.tags })),
    });
    expect(publish.status).toBe(200);
    const drafts = (await (await t.request("/api/blog", { cookie })).json()) as { slug: string; published: boolean }[];
    const slugs = drafts.map((post) => post.slug);
    const tags = [...new Set(published.flatMap((post) => post.tags))];
    expect(slugs.length).toBeGreaterThan(published.length);
    expect(tags.length).toBeGreaterThan(0);

    const fromServer = await everyRead(server, slugs, tags.map(slugify));
    const fromApi = await everyRead(apiReads(), slugs, tags.map(slugify));
    expect(JSON.parse(JSON.stringify(fromServer))).toEqual(fromApi);
    // The comparison covers real content: the edit, a draft that neither shows, an unknown article and tag.
    expect(fromServer.livePages[0]?.page?.meta.title).toBe("Home modificata");
    const [italian, english] = fromServer.posts;
    expect(italian?.filter((post) => post === null).length).toBe(slugs.length + 1 - published.length);
    expect(english?.filter((post) => post !== null).map((post) => post?.slug)).toEqual(["ticketless-parking"]);
    expect(fromServer.publishedPosts[1]?.map((post) => post.slug)).toEqual(["ticketless-parking"]);
    expect(fromServer.tags[0]?.at(-1)).toBeNull();
    expect(fromServer.searches[0]?.total).toBeGreaterThan(0);
    expect(fromServer.documents[0]?.length).toBeGreaterThan(0);
    expect(fromServer.referenceBySlugs.map((reference) => reference?.title ?? null)).toEqual([
      "Parcheggi dell'aeroporto con prenotazione online",
      "Airport car parks with online booking",
      null,
    ]);
    expect(fromServer.documentBySlugs).toEqual([expect.objectContaining({ kind: "scheda-tecnica" }), null]);
  });
});
