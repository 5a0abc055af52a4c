import { afterEach, describe, expect, test } from "bun:test";
import { contactRequests, emailOutbox } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { withUnreachableSmtp } from "../../test-support/unreachable-smtp";

let t: TestApp;
afterEach(() => t.cleanup());

const visitor = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.it`,
  phone: "049 123 4567",
  company: "Non specificata",
  message: "Tipo di applicazione: Non specificato\n\nRichiesta informazioni generali",
  fill_time_ms: 10_000,
  ...extra,
});

async function seed(app: TestApp) {
  const people = [
    visitor("Anna Gialli", {
      tipo: "aeroporto",
      company: "Aeroporto di Bologna",
      message: "Tipo di applicazione: aeroporto\n\nMessaggio: Varchi per il parcheggio P3",
    }),
    visitor("Bruno Blu", { tipo: "hotel", company: "Hotel Lago" }),
    visitor("Carla Viola", { tipo: "aeroporto", message: "Tipo di applicazione: aeroporto\n\nMessaggio: sconto 100%_speciale" }),
  ];
  for (const [i, person] of people.entries()) {
    const res = await app.request("/api/contact", { method: "POST", json: person });
    expect(res.status).toBe(201);
    // Distinct timestamps, oldest first.
    app.db.$client.run("UPDATE contact_requests SET created_at = ? WHERE id = ?", [`2026-05-0${i + 1}T10:00:00.000Z`, i + 1]);
  }
}

describe("staff inbox /api/contact/requests", () => {
  test("signed out: 401 for every inbox call", async () => {
    t = createTestApp();
    for (const [method, path] of [
      ["GET", "/api/contact/requests"],
      ["GET", "/api/contact/requests/export"],
      ["GET", "/api/contact/requests/1"],
      ["PATCH", "/api/contact/requests/1"],
      ["DELETE", "/api/contact/requests/1"],
    ] as const) {
      const res = await t.request(path, { method, json: method === "PATCH" ? { status: "chiusa" } : undefined });
      expect(res.status).toBe(401);
    }
  });

  test("lists newest first with status, counts and the e-mail state", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await seed(t);
    const res = await t.request("/api/contact/requests", { cookie });
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page.items.map((r: { name: string }) => r.name)).toEqual(["Carla Viola", "Bruno Blu", "Anna Gialli"]);
    expect(page).toMatchObject({ total: 3, page: 1, status_counts: { nuova: 3, "in lavorazione": 0, chiusa: 0 } });
    expect(page.email).toEqual({ configured: false, source: "none", pending: 0, failed: 0 });
    expect(page.items[2]).toMatchObject({
      status: "nuova",
      tipo: "aeroporto",
      preview: "Varchi per il parcheggio P3",
      email_state: "none",
    });
  });

  test("search (name, e-mail, company, message; wildcards literal) and filters by tipo and status", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await seed(t);
    const names = async (query: string) =>
      (await (await t.request(`/api/contact/requests?${query}`, { cookie })).json()).items.map((r: { name: string }) => r.name);
    expect(await names("q=bologna")).toEqual(["Anna Gialli"]);
    expect(await names("q=bruno.blu%40")).toEqual(["Bruno Blu"]);
    expect(await names("q=100%25_")).toEqual(["Carla Viola"]);
    expect(await names("q=%25")).toEqual(["Carla Viola"]);
    expect(await names("tipo=aeroporto")).toEqual(["Carla Viola", "Anna Gialli"]);
    await t.request("/api/contact/requests/2", { method: "PATCH", json: { status: "chiusa" }, cookie });
    expect(await names("status=chiusa")).toEqual(["Bruno Blu"]);
    expect(await names("status=nuova&tipo=hotel")).toEqual([]);
    const bad = await t.request("/api/contact/requests?status=archiviata", { cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Stato non valido");
  });

  test("detail holds the whole request and its e-mail deliveries", async () => {
    t = createTestApp();
    const cookie = await t.login();
    withUnreachableSmtp(t.db);
    await t.request("/api/contact", { method: "POST", json: visitor("Dario Rosa", { marketing_consent: true }) });
    const detail = await (await t.request("/api/contact/requests/1", { cookie })).json();
    expect(detail).toMatchObject({
      id: 1,
      name: "Dario Rosa",
      email: "dario.rosa@example.it",
      phone: "049 123 4567",
      marketing_consent: true,
      message: "Tipo di applicazione: Non specificato\n\nRichiesta informazioni generali",
      email_state: "pending",
    });
    expect(detail.deliveries.map((d: { kind: string; to: string; status: string }) => [d.kind, d.to, d.status])).toEqual([
      ["notification", "vendite@parksite.test", "pending"],
      ["confirmation", "dario.rosa@example.it", "pending"],
    ]);
    const missing = await t.request("/api/contact/requests/999", { cookie });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe("Richiesta non trovata: potrebbe essere stata eliminata");
  });

  test("status changes are stored and counted on the dashboard; bad values refused", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await seed(t);
    const res = await t.request("/api/contact/requests/1", { method: "PATCH", json: { status: "in lavorazione" }, cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe("in lavorazione");
    expect(
      t.db
        .select()
        .from(contactRequests)
        .all()
        .find((r) => r.id === 1)?.status,
    ).toBe("in lavorazione");
    const dashboard = await (await t.request("/api/dashboard", { cookie })).json();
    expect(dashboard.newContactRequests).toBe(2);
    const bad = await t.request("/api/contact/requests/1", { method: "PATCH", json: { status: "boh" }, cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Stato non valido: usa nuova, in lavorazione o chiusa");
  });

  test("delete removes the request and its e-mails; a second delete is 404", async () => {
    t = createTestApp();
    const cookie = await t.login();
    withUnreachableSmtp(t.db);
    await t.request("/api/contact", { method: "POST", json: visitor("Elena Oro") });
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(2);
    const res = await t.request("/api/contact/requests/1", { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    expect(t.db.select().from(contactRequests).all()).toHaveLength(0);
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(0);
    expect((await t.request("/api/contact/requests/1", { method: "DELETE", cookie })).status).toBe(404);
  });

  test("CSV export: UTF-8 with BOM, attachment, same filters as the list", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await seed(t);
    const res = await t.request("/api/contact/requests/export?tipo=aeroporto", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="richieste-contatto-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toStartWith("3;03/05/2026 12:00;Nuova;Carla Viola");
    expect(lines[2]).toContain("Aeroporto di Bologna");
  });
});
