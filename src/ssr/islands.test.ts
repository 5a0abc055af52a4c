import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createTestApp, type TestApp } from "../test-support/test-app";

// Every page is rendered for real: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t.cleanup());

const scriptOf = (html: string) => /<script type="module" src="([^"]+)"[^>]*><\/script>/.exec(html)?.[1];
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
/** What the islands' loader fetches once the page has painted. */
const islandsCodeOf = (html: string) => {
  const loader =
    /<script type="module" src="[^"]+" id="islands-loader" data-script="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(html);
  return { script: loader?.[1], preload: loader?.[2]?.split(" ").filter(Boolean) ?? [] };
};
const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}") as {
    mode: string;
    router?: unknown;
    queries: { queries: { queryKey: unknown[]; state: unknown }[] };
  };
const islandsOf = (html: string) =>
  [...html.matchAll(/<div data-island="([a-z-]+)"(?: data-props="([^"]*)")? class="contents">/g)].map((m) => ({
    name: m[1],
    props: m[2]
      ? JSON.parse(
          m[2]
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, "&")
            .replace(/&#x27;/g, "'"),
        )
      : undefined,
  }));

describe("a visitor's page hydrates only its interactive parts", () => {
  test("the home loads the islands script after its first paint, not the whole app, and names its islands", async () => {
    t = await createTestApp();
    const html = await (await t.request("/")).text();
    // The one script asked for while the page loads is the loader; nothing else is fetched before the paint.
    expect(scriptOf(html)).toBe("/assets/islands-loader.js");
    expect(preloadsOf(html)).toEqual([]);
    expect(islandsCodeOf(html)).toEqual({ script: "/assets/entry.islands.js", preload: ["/assets/island-shared.js"] });
    expect(html).not.toContain("/assets/entry.client.js");
    expect(islandsOf(html).map((i) => i.name)).toEqual(["site-header", "cookie-preferences-button", "cookie-banner", "toaster"]);
    // The cookie banner is drawn by the server, hidden: the browser shows it while no choice is stored.
    expect(html).toMatch(/<div data-island="cookie-banner" class="contents"><section hidden="" aria-label="Consenso ai cookie"/);
    expect(html).toContain("Questo sito usa i cookie");
    const boot = bootOf(html);
    expect(boot.mode).toBe("islands");
    expect(boot.router).toBeUndefined();
    // Only the data islands read travels: the business facts and the header and footer texts.
    expect(boot.queries.queries.map((q) => q.queryKey[0])).toEqual(["/api/settings", "/api/pages/site-texts"]);
  });

  test("the contact page preloads the contact form's code and hands the form its block", async () => {
    t = await createTestApp();
    const html = await (await t.request("/contatti")).text();
    expect(islandsCodeOf(html).preload).toEqual(["/assets/island-shared.js", "/assets/island-contact-form.js"]);
    const form = islandsOf(html).find((i) => i.name === "contact-form");
    expect(form?.props).toMatchObject({ block: { kind: "contact-form" } });
    // The form itself is in the first HTML, ready before any script runs.
    expect(html).toContain('name="nome"');
  });

  test("an article's share button and its props are an island; the article text is plain HTML", async () => {
    t = await createTestApp();
    const slug = "parcheggi-senza-biglietto";
    const list = (await (await t.request("/api/blog?published=true")).json()) as { slug: string; title: string }[];
    const post = list.find((p) => p.slug === slug) ?? list[0];
    if (!post) throw new Error("nessun articolo pubblicato nei dati di prova");
    const html = await (await t.request(`/blog/${post.slug}`)).text();
    const share = islandsOf(html).find((i) => i.name === "share-button");
    expect(share?.props).toMatchObject({ title: post.title });
    expect(islandsCodeOf(html).script).toBe("/assets/entry.islands.js");
    // The article is in the HTML, not again in the page's data.
    expect(bootOf(html).queries.queries.some((q) => String(q.queryKey[0]).startsWith("/api/blog"))).toBe(false);
  });

  test("every island a page names is a file of web/islands, which the islands bundle loads by that name", async () => {
    t = await createTestApp();
    const named = new Set<string>();
    for (const path of ["/", "/contatti", "/applicazioni/aeroporti", "/blog", "/servizi"]) {
      for (const { name } of islandsOf(await (await t.request(path)).text())) named.add(name ?? "");
    }
    expect(named.size).toBeGreaterThan(4);
    const files = readdirSync(join(import.meta.dir, "../../web/islands"));
    for (const name of named) expect(files).toContain(`${name}.island.tsx`);
  });

  test("a personal view (a staff preview) runs the whole app, with the router's data", async () => {
    t = await createTestApp();
    const html = await (await t.request("/?anteprima")).text();
    expect(scriptOf(html)).toBe("/assets/entry.client.js");
    const boot = bootOf(html);
    expect(boot.mode).toBe("ssr");
    expect(boot.router).toBeDefined();
  });

  test("a visitor's page has plain links, as its islands render them; the whole app has the router's", async () => {
    t = await createTestApp();
    const visitor = await (await t.request("/")).text();
    const preview = await (await t.request("/?anteprima")).text();
    const linksTo = (html: string, path: string) =>
      [...html.matchAll(new RegExp(`<a [^>]*href="${path}"[^>]*>`, "g"))].map((m) => m[0]);
    expect(linksTo(visitor, "/servizi").length).toBeGreaterThan(0);
    for (const link of linksTo(visitor, "/servizi")) expect(link).not.toContain("data-discover");
    expect(linksTo(preview, "/servizi").some((link) => link.includes('data-discover="true"'))).toBe(true);
  });

  test("the staff area is the whole app, rendered in the browser", async () => {
    t = await createTestApp();
    const res = await t.request("/admin/blog");
    const html = await res.text();
    expect(scriptOf(html)).toBe("/assets/entry.client.js");
    expect(bootOf(html).mode).toBe("client");
    expect(res.headers.get("speculation-rules")).toBeNull();
  });

  test("the pages opened before signing in load only the sign-in script, not the whole app", async () => {
    t = await createTestApp();
    for (const path of ["/admin/login", "/admin/setup?token=x", "/admin/invito?token=x"]) {
      const res = await t.request(path);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(scriptOf(html)).toBe("/assets/entry.signin.js");
      expect(preloadsOf(html)).toEqual(["/assets/signin-shared.js"]);
      expect(html).not.toContain("/assets/entry.client.js");
      expect(bootOf(html).mode).toBe("client");
      expect(res.headers.get("cache-control")).toContain("no-store");
    }
  });
});

describe("the next page is fetched ahead when a visitor points at its link", () => {
  test("public pages name the prefetch rules; personal views do not", async () => {
    t = await createTestApp();
    for (const path of ["/", "/blog", "/contatti"]) {
      expect((await t.request(path)).headers.get("speculation-rules")).toBe('"/speculation-rules.json"');
    }
    expect((await t.request("/?anteprima")).headers.get("speculation-rules")).toBeNull();
  });

  test("the rules prefetch the site's own pages on hover, never the staff area, the API or uploads", async () => {
    t = await createTestApp();
    const res = await t.request("/speculation-rules.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/speculationrules+json");
    const rules = (await res.json()) as { prefetch: { eagerness: string; where: { and: unknown[] } }[] };
    const [rule] = rules.prefetch;
    expect(rule?.eagerness).toBe("moderate");
    const excluded = JSON.stringify(rule?.where.and);
    for (const path of ["/admin*", "/api/*", "/uploads/*"]) expect(excluded).toContain(`{"not":{"href_matches":"${path}"}}`);
  });
});

describe("a page whose data cannot be read", () => {
  test("answers 503, is kept by no cache (this one or a proxy's), and the next request tries again", async () => {
    t = await createTestApp();
    t.db.$client.run("ALTER TABLE posts RENAME TO posts_away");
    const failed = await t.request("/blog");
    expect(failed.status).toBe(503);
    expect(failed.headers.get("cache-control")).toBe("private, no-store");
    t.db.$client.run("ALTER TABLE posts_away RENAME TO posts");
    const next = await t.request("/blog");
    expect(next.status).toBe(200);
    expect(await next.text()).toContain("/blog/");
  });

  // Where the link labelled 'Riprova' (an icon may come before the word) leads.
  const retryOf = (html: string) =>
    [...html.matchAll(/<a href="([^"]*)"[^>]*>((?:(?!<\/a>)[\s\S])*)<\/a>/g)].find(
      (m) => m[2]?.replace(/<[^>]*>/g, "") === "Riprova",
    )?.[1];

  test("each blog page says so, with a 'Riprova' that loads the same address again without any script", async () => {
    t = await createTestApp();
    t.db.$client.run("ALTER TABLE posts RENAME TO posts_away");
    for (const path of ["/blog", "/blog/parcheggi-senza-biglietto-lettura-targhe", "/blog/tag/lettura-targhe"]) {
      const res = await t.request(path);
      expect(res.status).toBe(503);
      const html = await res.text();
      // The head says the same as the page, never 'not found', and keeps the page out of search engines.
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toStartWith("Errore nel caricamento");
      expect(html).not.toMatch(/<title>[^<]*non trovat/i);
      expect(html).toContain('<meta name="robots" content="noindex');
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
      expect(main).toContain("Errore nel caricamento");
      expect(main).not.toContain("Errore 404");
      expect(retryOf(main)).toBe(path);
      expect(main).not.toMatch(/<button[^>]*>[^<]*Riprova/);
    }
  });

  test("a staff preview keeps its address in 'Riprova' and hands the failed read to the whole app", async () => {
    t = await createTestApp();
    t.db.$client.run("ALTER TABLE posts RENAME TO posts_away");
    const res = await t.request("/blog?anteprima");
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(retryOf(html)).toBe("/blog?anteprima");
    // The browser's first render shows the same error state as the server's HTML.
    const failed = bootOf(html).queries.queries.find((q) => q.queryKey[0] === "/api/blog?published=true");
    expect(failed?.state).toMatchObject({ status: "error", error: { status: 500 } });
  });
});
