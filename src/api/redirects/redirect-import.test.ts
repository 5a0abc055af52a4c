import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { RedirectImportReport } from "../../shared/schemas/redirect-answers";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// A large import on a busy machine.
setDefaultTimeout(120_000);

let t: TestApp;
afterEach(() => t.cleanup());

/** An old site's CSV: exact addresses to a few pages, 1 in 100 a prefix carrying the rest to the blog. */
function oldSite(rules: number, from = 0): string {
  const lines = ["old,new,code"];
  for (let i = from; i < from + rules; i++) {
    lines.push(i % 100 === 0 ? `/archivio-${i}/*,/blog/*,301` : `/vecchio-sito/pagina-${i}.html,/servizi-${i % 7},301`);
  }
  return `${lines.join("\n")}\n`;
}

function importCsv(cookie: string, csv: string): Promise<Response> {
  const form = new FormData();
  form.set("file", new File([csv], "vecchio-sito.csv", { type: "text/csv" }));
  return Promise.resolve(t.request("/api/redirects/import", { method: "POST", cookie, body: form }));
}

describe("a large import", () => {
  test("visitors are answered while it runs, and its rules apply all at once when it is written", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await t.request("/");
    const started = performance.now();
    let importDone = 0;
    const importing = importCsv(cookie, oldSite(30_000)).then((res) => {
      importDone = performance.now();
      return res;
    });
    const visits: { at: number; ms: number; status: number; imported: number }[] = [];
    while (importDone === 0 && performance.now() - started < 90_000) {
      const asked = performance.now();
      const [home, old] = await Promise.all([t.request("/"), t.request("/vecchio-sito/pagina-29999.html")]);
      await home.arrayBuffer();
      visits.push({ at: performance.now(), ms: performance.now() - asked, status: home.status, imported: old.status });
      await Bun.sleep(5);
    }
    const res = await importing;
    expect(res.status).toBe(200);
    expect((await res.json()) as RedirectImportReport).toMatchObject({ created: 30_000, updated: 0, errors: [] });
    const during = visits.filter((v) => v.at < importDone);
    // Visitors were answered during the import, and none of them met a rule of it before it was written.
    expect(during.length).toBeGreaterThan(5);
    expect(during.every((v) => v.status === 200 && v.imported === 404)).toBe(true);
    const after = await t.request("/vecchio-sito/pagina-29999.html");
    expect(after.status).toBe(301);
    expect(after.headers.get("location")).toBe("/servizi-4");
    expect((await t.request("/archivio-29900/una-notizia")).headers.get("location")).toBe("/blog/una-notizia");
  });

  test("takes time in proportion to its rows: 40,000 rules in a few seconds, chains settled as one by one", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await importCsv(cookie, "/servizi-3,/contatti,301\n/vecchio-sito/pagina-5.html,/vecchia,301\n");
    const started = performance.now();
    const res = await importCsv(cookie, oldSite(40_000));
    const seconds = (performance.now() - started) / 1000;
    expect((await res.json()) as RedirectImportReport).toMatchObject({ created: 39_999, updated: 1, errors: [] });
    expect(seconds).toBeLessThan(10);
    // A destination that is an old address is settled to one hop, as a rule saved alone.
    expect((await t.request("/vecchio-sito/pagina-3.html")).headers.get("location")).toBe("/contatti");
    const list = await t.request("/api/redirects?q=pagina-5.html", { cookie });
    expect(((await list.json()) as { total: number }).total).toBe(1);
  });

  test("a second import while one runs is refused, and so are single changes, in Italian", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const first = importCsv(cookie, oldSite(10_000));
    // Once the file is read, its rows are being settled.
    for (let i = 0; i < 5_000 && !t.ctx.redirects.importRunning; i++) await Bun.sleep(1);
    const second = await importCsv(cookie, "/altro,/servizi,301\n");
    const single = await t.request("/api/redirects", {
      method: "POST",
      cookie,
      json: { source: "/uno", target: "/", code: 301 },
    });
    const message = "È in corso un'importazione di reindirizzamenti: riprova tra qualche istante";
    expect([second.status, ((await second.json()) as { message: string }).message]).toEqual([409, message]);
    expect([single.status, ((await single.json()) as { message: string }).message]).toEqual([409, message]);
    expect((await first).status).toBe(200);
    expect((await importCsv(cookie, "/altro,/servizi,301\n")).status).toBe(200);
  });
});
