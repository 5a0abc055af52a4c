import { afterEach, describe, expect, test } from "bun:test";
import type { NotFoundPage, RedirectImportReport, RedirectPage, RedirectTestAnswer } from "../../shared/schemas/redirect-answers";
import { auditEventLabels } from "../../shared/audit";
import type { AuditPage } from "../../shared/schemas/audit-answers";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

async function signedIn() {
  t = createTestApp();
  return t.login();
}

const create = (cookie: string, json: Record<string, unknown>) => t.request("/api/redirects", { method: "POST", cookie, json });
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

function csvForm(text: string) {
  const form = new FormData();
  form.set("file", new File([text], "vecchio-sito.csv", { type: "text/csv" }));
  return form;
}

describe("rules", () => {
  test("an exact rule answers 301 with its Location before the page, and counts the visit", async () => {
    const cookie = await signedIn();
    const res = await create(cookie, { source: "/chi-siamo.html", target: "/servizi", code: 301 });
    expect(res.status).toBe(201);
    const visit = await t.request("/chi-siamo.html");
    expect(visit.status).toBe(301);
    expect(visit.headers.get("location")).toBe("/servizi");
    // A rule on an address that is a page wins over the page.
    await create(cookie, { source: "/servizi-vecchi/", target: "https://www.esempio.it/servizi", code: 302 });
    const external = await t.request("/servizi-vecchi");
    expect(external.status).toBe(302);
    expect(external.headers.get("location")).toBe("https://www.esempio.it/servizi");
    t.ctx.redirects.flush();
    const list = (await (await t.request("/api/redirects?sort=hits", { cookie })).json()) as RedirectPage;
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({ source: "/chi-siamo.html", hits: 1 });
    expect(list.items[0]?.last_hit_at).not.toBeNull();
  });

  test("a 410 rule answers the not-found page with status 410, also over a live page", async () => {
    const cookie = await signedIn();
    await create(cookie, { source: "/servizi", code: 410 });
    const res = await t.request("/servizi");
    expect(res.status).toBe(410);
    expect(await res.text()).toContain("404 Page Not Found");
  });

  test("a prefix rule carries the rest of the address when its destination ends in *", async () => {
    const cookie = await signedIn();
    expect((await create(cookie, { source: "/news/*", target: "/blog/*", code: 301 })).status).toBe(201);
    const res = await t.request("/news/nuovo-impianto");
    expect(res.headers.get("location")).toBe("/blog/nuovo-impianto");
  });

  test("chains are settled to one hop on save, loops refused", async () => {
    const cookie = await signedIn();
    await create(cookie, { source: "/a", target: "/b", code: 301 });
    const b = await create(cookie, { source: "/b", target: "/c", code: 301 });
    expect(b.status).toBe(201);
    expect((await t.request("/a")).headers.get("location")).toBe("/c");
    const loop = await create(cookie, { source: "/c", target: "/a", code: 301 });
    expect(loop.status).toBe(400);
    expect(await message(loop)).toContain("creerebbe un ciclo");
    const chained = await create(cookie, { source: "/z", target: "/a", code: 302 });
    expect(((await chained.json()) as { target: string }).target).toBe("/c");
  });

  test("refused with Italian messages: reserved addresses, other schemes, duplicates, bad codes", async () => {
    const cookie = await signedIn();
    const cases: [Record<string, unknown>, string][] = [
      [{ source: "/admin", target: "/", code: 301 }, "L'indirizzo /admin è riservato al sito e non può essere reindirizzato"],
      [{ source: "/api/blog", target: "/", code: 301 }, "/api è riservato"],
      [{ source: "/a*", target: "/", code: 301 }, "/admin è riservato"],
      [{ source: "/uploads/foto.jpg", target: "/", code: 301 }, "/uploads è riservato"],
      [{ source: "/healthz", target: "/", code: 301 }, "/healthz è riservato"],
      [{ source: "/*", target: "/", code: 301 }, "Una regola non può coprire tutto il sito"],
      [{ source: "/vecchio", target: "javascript:alert(1)", code: 301 }, "Sono ammessi solo indirizzi del sito"],
      [{ source: "/vecchio", target: "data:text/html,x", code: 302 }, "Sono ammessi solo indirizzi del sito"],
      [{ source: "/vecchio", target: "//altro.it/x", code: 302 }, "Sono ammessi solo indirizzi del sito"],
      [{ source: "/vecchio", target: "", code: 301 }, "Indica la nuova destinazione"],
      [{ source: "vecchio", target: "/", code: 301 }, "Il vecchio indirizzo deve iniziare con /"],
      [{ source: "/vecchio", target: "/vecchio", code: 301 }, "La destinazione coincide con il vecchio indirizzo"],
      [{ source: "/vecchio", target: "/", code: 307 }, "Il codice deve essere 301, 302 o 410"],
    ];
    for (const [json, text] of cases) {
      const res = await create(cookie, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await message(res)).toContain(text);
    }
    await create(cookie, { source: "/doppio", target: "/", code: 301 });
    const twice = await create(cookie, { source: "/doppio/", target: "/blog", code: 301 });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ message: "Esiste già una regola per /doppio", field: "source" });
    expect((await t.request("/admin")).status).not.toBe(301);
  });

  test("edit and delete, each in the audit log", async () => {
    const cookie = await signedIn();
    const made = (await (await create(cookie, { source: "/x", target: "/servizi", code: 301 })).json()) as { id: number };
    const edited = await t.request(`/api/redirects/${made.id}`, {
      method: "PUT",
      cookie,
      json: { source: "/x", target: "/contatti", code: 302 },
    });
    expect(edited.status).toBe(200);
    expect((await t.request("/x")).headers.get("location")).toBe("/contatti");
    expect((await t.request(`/api/redirects/${made.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await t.request("/x")).status).toBe(404);
    expect((await t.request("/api/redirects/999", { method: "DELETE", cookie })).status).toBe(404);
    const audit = t.db.$client.query("SELECT event FROM audit_log WHERE event LIKE 'redirect.%' ORDER BY id").all();
    expect(audit).toEqual([{ event: "redirect.created" }, { event: "redirect.updated" }, { event: "redirect.deleted" }]);
  });

  test("the test box says which rule catches an address and where it leads", async () => {
    const cookie = await signedIn();
    await create(cookie, { source: "/vecchio/*", target: "/nuovo", code: 302 });
    const hit = (await (await t.request("/api/redirects/test?path=/vecchio/indirizzo", { cookie })).json()) as RedirectTestAnswer;
    expect(hit).toMatchObject({ status: 302, location: "/nuovo", rule: { source: "/vecchio/*" } });
    const miss = (await (await t.request("/api/redirects/test?path=/servizi", { cookie })).json()) as RedirectTestAnswer;
    expect(miss.rule).toBeNull();
    expect((await t.request("/api/redirects/test?path=servizi", { cookie })).status).toBe(400);
  });
});

describe("CSV", () => {
  test("import reports each bad row in Italian, saves the others; export gives them back", async () => {
    const cookie = await signedIn();
    const csv = [
      "old,new,code",
      "/chi-siamo.php,/servizi,301",
      "https://vecchio-sito.it/prodotti/park.html,/prodotti/park-basic,302",
      "/catalogo.pdf,,410",
      "/admin/login,/,301",
      "/promo,javascript:alert(1),301",
      "/solo-vecchio,/blog",
      "/codice,/blog,308",
    ].join("\n");
    const res = await t.request("/api/redirects/import", { method: "POST", cookie, body: csvForm(csv) });
    expect(res.status).toBe(200);
    const report = (await res.json()) as RedirectImportReport;
    expect(report.created).toBe(4);
    expect(report.errors).toEqual([
      { line: 5, message: "Riga 5: L'indirizzo /admin è riservato al sito e non può essere reindirizzato" },
      { line: 6, message: "Riga 6: Sono ammessi solo indirizzi del sito (/…) o indirizzi http:// e https://" },
      { line: 8, message: "Riga 8: Il codice deve essere 301, 302 o 410" },
    ]);
    expect((await t.request("/prodotti/park.html")).headers.get("location")).toBe("/prodotti/park-basic");
    expect((await t.request("/catalogo.pdf")).status).toBe(410);
    expect((await t.request("/solo-vecchio")).status).toBe(301);

    const again = await t.request("/api/redirects/import", {
      method: "POST",
      cookie,
      headers: { "content-type": "text/csv" },
      body: "/chi-siamo.php;/contatti;302\n",
    });
    expect((await again.json()) as RedirectImportReport).toMatchObject({ created: 0, updated: 1, errors: [] });

    const exported = await t.request("/api/redirects/export", { cookie });
    expect(exported.headers.get("content-type")).toContain("text/csv");
    const text = await exported.text();
    expect(text.split("\r\n")).toContain("/chi-siamo.php,/contatti,302");
    expect(text.startsWith("old,new,code\r\n")).toBe(true);
    expect(text).toContain("/catalogo.pdf,,410");
  });

  test("an export is in the audit log, with how many rules it held, in Italian", async () => {
    const cookie = await signedIn();
    await create(cookie, { source: "/uno", target: "/servizi", code: 301 });
    await create(cookie, { source: "/due", code: 410 });
    expect((await t.request("/api/redirects/export", { cookie })).status).toBe(200);
    const page = (await (await t.request("/api/audit?event=redirect.exported", { cookie })).json()) as AuditPage;
    expect(page.entries.map((e) => [e.event, e.actorEmail, e.target, e.details])).toEqual([
      ["redirect.exported", "staff@example.com", "reindirizzamenti", { rules: 2 }],
    ]);
    expect(auditEventLabels["redirect.exported"]).toBe("Reindirizzamenti esportati");
  });

  test("an unreadable or empty file is a 400 with an Italian message", async () => {
    const cookie = await signedIn();
    const empty = await t.request("/api/redirects/import", { method: "POST", cookie, body: csvForm("old,new,code\n") });
    expect(empty.status).toBe(400);
    expect(await message(empty)).toBe("Il file CSV non contiene righe da importare");
    const broken = await t.request("/api/redirects/import", { method: "POST", cookie, body: csvForm('/a,"/b\n/c,/d,301') });
    expect(broken.status).toBe(400);
    expect(await message(broken)).toContain("Il file CSV non è leggibile");
    const json = await t.request("/api/redirects/import", { method: "POST", cookie, json: { a: 1 } });
    expect(json.status).toBe(415);
  });
});

describe("404 report", () => {
  test("paths visitors hit are counted with the referrer's host only, and leave the report when a rule covers them", async () => {
    const cookie = await signedIn();
    for (let i = 0; i < 3; i++) {
      await t.request("/vecchia-pagina", { headers: { referer: "https://www.google.it/search?q=parcheggi" } });
    }
    await t.request("/altra-pagina");
    // Addresses of the API and the admin are not pages visitors lose.
    await t.request("/api/non-esiste");
    const report = (await (await t.request("/api/redirects/not-found", { cookie })).json()) as NotFoundPage;
    expect(report.items.map((i) => [i.path, i.count, i.referrer_host])).toEqual([
      ["/vecchia-pagina", 3, "www.google.it"],
      ["/altra-pagina", 1, null],
    ]);
    const columns = t.db.$client.query("SELECT name FROM pragma_table_info('not_found_hits')").all();
    expect(columns.map((c) => (c as { name: string }).name)).toEqual(["path", "count", "last_seen", "referrer_host"]);
    await create(cookie, { source: "/vecchia-pagina", target: "/servizi", code: 301 });
    const after = (await (await t.request("/api/redirects/not-found", { cookie })).json()) as NotFoundPage;
    expect(after.items.map((i) => i.path)).toEqual(["/altra-pagina"]);
  });

  test("the report keeps only the most visited paths", async () => {
    t = createTestApp();
    const log = t.ctx.redirects.notFound;
    for (let i = 0; i < 1_005; i++) log.record(`/p${i}`, null);
    log.record("/popolare", null);
    log.record("/popolare", null);
    log.flush();
    const rows = t.db.$client.query("SELECT count(*) AS n FROM not_found_hits").get() as { n: number };
    expect(rows.n).toBe(1_000);
    expect(t.db.$client.query("SELECT count FROM not_found_hits WHERE path = '/popolare'").get()).toEqual({ count: 2 });
  });

  test("counts written at different times add up; a later visit without a referrer keeps the one known", () => {
    t = createTestApp();
    const log = t.ctx.redirects.notFound;
    log.record("/listino-2019.pdf", "www.fornitore.it", new Date("2026-11-20T10:00:00Z"));
    log.record("/listino-2019.pdf", null, new Date("2026-11-20T10:05:00Z"));
    log.flush();
    log.record("/listino-2019.pdf", null, new Date("2026-11-21T08:00:00Z"));
    log.flush();
    expect(t.db.$client.query("SELECT count, last_seen, referrer_host FROM not_found_hits").all()).toEqual([
      { count: 3, last_seen: "2026-11-21T08:00:00.000Z", referrer_host: "www.fornitore.it" },
    ]);
  });
});

describe("roles", () => {
  test("Editor and Amministratore manage redirects; Commerciale is refused", async () => {
    t = createTestApp();
    const editor = await t.loginAs("editor");
    expect((await t.request("/api/redirects", { cookie: editor })).status).toBe(200);
    const sales = await t.loginAs("commerciale");
    const res = await t.request("/api/redirects", { cookie: sales });
    expect(res.status).toBe(403);
    expect((await t.request("/api/redirects")).status).toBe(401);
  });
});
