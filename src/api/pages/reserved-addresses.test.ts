import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { templateContent } from "../../shared/pages/new-pages";
import { SPECULATION_RULES_PATH } from "../../ssr/speculation-rules";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// Sign-ins hash passwords and pages are rendered for real: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t?.cleanup());

/** Every address the program answers itself, found where it is routed. */
const programAddresses = [
  "/admin",
  "/api",
  "/assets",
  "/uploads",
  "/healthz",
  "/sitemap.xml",
  "/robots.txt",
  SPECULATION_RULES_PATH,
  // The files of web/public are served at the top of the site.
  ...readdirSync(join(import.meta.dir, "../../../web/public")).map((name) => `/${name}`),
];

describe("addresses the site uses itself", () => {
  test("no page staff create may take one, nor the address of the page a removed one shows", async () => {
    t = createTestApp();
    const cookie = await t.login();
    // "en": the English edition's home and the prefix of its addresses.
    for (const slug of ["pagina-rimossa-410", "404", "healthz", "admin", "referenze", "documentazione", "documenti", "en"]) {
      const res = await t.request("/api/pages/created", {
        method: "POST",
        cookie,
        json: { title: "Pagina", slug, parent: "", template: "vuota" },
      });
      expect({ slug, status: res.status, message: ((await res.json()) as { message: string }).message }).toEqual({
        slug,
        status: 400,
        message: `L'indirizzo /${slug} è riservato al sito: scegline un altro`,
      });
    }
  });

  test("no redirect rule may cover one of the program's", async () => {
    t = createTestApp();
    const cookie = await t.login();
    for (const address of programAddresses) {
      const res = await t.request("/api/redirects", {
        method: "POST",
        cookie,
        json: { source: address, target: "/", code: 301 },
      });
      expect({ address, status: res.status }).toEqual({ address, status: 400 });
      expect(((await res.json()) as { message: string }).message).toBe(
        `L'indirizzo ${address} è riservato al sito e non può essere reindirizzato`,
      );
    }
  });

  test("a 410 shows the site's not-found page, also when a page was published at its old address", async () => {
    t = createTestApp();
    const cookie = await t.login();
    // A page made before the address was reserved.
    const made = t.ctx.pages.created.create(
      { path: "/pagina-rimossa-410", title: "Presa", template: "vuota" },
      "staff@example.com",
    );
    expect(made.ok).toBe(true);
    const content = templateContent("vuota", "Contenuto che non deve apparire");
    const published = await t.request("/api/pages/publish?path=%2Fpagina-rimossa-410", { method: "POST", cookie, json: content });
    expect(published.status).toBe(200);
    expect(await (await t.request("/pagina-rimossa-410")).text()).toContain("Contenuto che non deve apparire");

    await t.request("/api/redirects", { method: "POST", cookie, json: { source: "/catalogo-2019.pdf", code: 410 } });
    for (const asked of [{}, { headers: { "if-none-match": "*" } }]) {
      const gone = await t.request("/catalogo-2019.pdf", asked);
      expect(gone.status).toBe(410);
      const html = await gone.text();
      expect(html).toContain("404 Page Not Found");
      expect(html).not.toContain("Contenuto che non deve apparire");
    }
    const head = await t.request("/catalogo-2019.pdf", { method: "HEAD" });
    expect(head.status).toBe(410);
  });
});
