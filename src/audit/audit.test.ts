import { afterEach, describe, expect, setSystemTime, test } from "bun:test";
import { auditLog } from "../db/schema";
import type { AuditPage } from "../shared/schemas/audit-answers";
import { articleFields, blogForm } from "../test-support/blog-forms";
import { ADMIN, createTestApp, type TestApp } from "../test-support/test-app";
import { pruneAudit, writeAudit } from "./audit.service";

let t: TestApp;
afterEach(() => t.cleanup());

/** A value meant to forge a second log line and to run in the page. */
const EVIL = 'Titolo\r\n2026-01-01;admin;FALSO<script>alert("x")</script><img src=x onerror=alert(1)>';

const rows = () => t.db.select().from(auditLog).all();
const eventsOf = () => rows().map((r) => r.event);

describe("audit lines for each kind of change", () => {
  test("sign-in ok / failed / locked, logout, each with address and outcome", async () => {
    t = createTestApp({ trustProxy: true });
    await t.ready;
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    await t.request("/api/auth/login", {
      method: "POST",
      json: { ...ADMIN, password: "sbagliata" },
      headers: from("198.51.100.4"),
    });
    const ok = await t.request("/api/auth/login", { method: "POST", json: ADMIN, headers: from("198.51.100.5") });
    const cookie = (ok.headers.get("set-cookie") ?? "").split(";")[0]!;
    await t.request("/api/auth/logout", { method: "POST", cookie, headers: from("198.51.100.5") });
    for (let i = 0; i < 10; i++) {
      await t.request("/api/auth/login", {
        method: "POST",
        json: { email: `${EVIL.slice(0, 5)}@x.it`, password: "n" },
        headers: from(`203.0.113.${i}`),
      });
    }
    const lines = rows();
    expect(lines.find((r) => r.event === "auth.login_failed")).toMatchObject({
      outcome: "failed",
      target: ADMIN.email,
      ip: "198.51.100.4",
      actor_email: "",
    });
    expect(lines.find((r) => r.event === "auth.login")).toMatchObject({
      outcome: "ok",
      actor_email: ADMIN.email,
      ip: "198.51.100.5",
    });
    expect(lines.find((r) => r.event === "auth.logout")).toMatchObject({ actor_email: ADMIN.email });
    expect(lines.find((r) => r.event === "auth.locked")).toMatchObject({ outcome: "denied" });
    // Passwords never reach the log.
    expect(JSON.stringify(lines)).not.toContain("sbagliata");
    expect(JSON.stringify(lines)).not.toContain(ADMIN.password);
  }, 60_000);

  test("posts: created, updated, published, unpublished, deleted, with a CR/LF and HTML title kept as data", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const created = await t.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm(articleFields({ title: EVIL, published: "false" })),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await t.request(`/api/blog/${id}`, {
      method: "PUT",
      cookie,
      body: blogForm(articleFields({ title: EVIL, slug: "evil", published: "false" })),
    });
    await t.request(`/api/blog/${id}`, { method: "PUT", cookie, body: blogForm({ published: "true" }) });
    await t.request(`/api/blog/${id}`, { method: "PUT", cookie, body: blogForm({ published: "false" }) });
    await t.request(`/api/blog/${id}`, { method: "DELETE", cookie });
    expect(eventsOf().filter((e) => e.startsWith("post."))).toEqual([
      "post.created",
      "post.updated",
      "post.published",
      "post.unpublished",
      "post.deleted",
    ]);
    const deleted = rows().find((r) => r.event === "post.deleted")!;
    expect(deleted.details).toEqual({ title: EVIL.trim() });
    expect(deleted.target).toBe(`articolo ${id}`);
  }, 60_000);

  test("gallery images: added, changed, reordered, deleted", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const add = (name: string) =>
      t.request("/api/galleries", {
        method: "POST",
        cookie,
        json: { section: "ospedali", name, image_url: "https://x.it/a.jpg", alt: name },
      });
    const first = (await (await add(EVIL.slice(0, 60))).json()) as { id: number };
    await add("Seconda");
    await t.request(`/api/galleries/${first.id}`, {
      method: "PUT",
      cookie,
      json: { name: "Nuovo nome", image_url: "https://x.it/a.jpg", alt: "Nuovo nome" },
    });
    await t.request(`/api/galleries/${first.id}/order`, { method: "PUT", cookie, json: { displayOrder: 2 } });
    await t.request(`/api/galleries/${first.id}`, { method: "DELETE", cookie });
    expect(eventsOf().filter((e) => e.startsWith("gallery."))).toEqual([
      "gallery.image_added",
      "gallery.image_added",
      "gallery.image_changed",
      "gallery.images_reordered",
      "gallery.image_deleted",
    ]);
    expect(rows().find((r) => r.event === "gallery.image_added")).toMatchObject({
      details: { section: "ospedali", name: EVIL.slice(0, 60) },
    });
  }, 60_000);

  test("settings and e-mail settings: field names only, never the SMTP password", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const current = await (await t.request("/api/settings", { cookie })).json();
    await t.request("/api/settings", { method: "PUT", cookie, json: { ...current, companyName: "Nuova Ragione Sociale" } });
    await t.request("/api/settings/smtp", {
      method: "PUT",
      cookie,
      json: {
        host: "smtp.example.it",
        port: 2525,
        security: "tls",
        user: "sito",
        password: "segretissima-smtp",
        from: "sito@example.it",
        recipient: "vendite@example.it",
      },
    });
    const settings = rows().find((r) => r.event === "settings.changed")!;
    expect(settings.details).toEqual({ fields: ["companyName"] });
    const email = rows().find((r) => r.event === "settings.email_changed")!;
    expect(email.details).toEqual({ fields: ["host", "port", "security", "user", "from", "recipient", "password"] });
    expect(JSON.stringify(rows())).not.toContain("segretissima-smtp");
  }, 60_000);

  test("inbox export, status change and deletion; cache clear", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const sent = await t.request("/api/contact", {
      method: "POST",
      json: {
        name: "Anna Gialli",
        email: "anna@example.it",
        phone: "049 123 4567",
        company: "Azienda",
        message: "Messaggio riservato del cliente",
        fill_time_ms: 10_000,
      },
    });
    expect(sent.status).toBe(201);
    await t.request("/api/contact/requests/export", { cookie });
    await t.request("/api/contact/requests/1", { method: "PATCH", cookie, json: { status: "in lavorazione" } });
    await t.request("/api/contact/requests/1", { method: "DELETE", cookie });
    await t.request("/api/cache/invalidate", { method: "POST", cookie, json: { type: "all" } });
    const lines = rows();
    expect(lines.find((r) => r.event === "inbox.exported")?.details).toEqual({ count: 1 });
    expect(lines.find((r) => r.event === "inbox.status_changed")).toMatchObject({
      target: "richiesta 1",
      details: { from: "nuova", to: "in lavorazione" },
    });
    expect(eventsOf()).toContain("inbox.deleted");
    expect(eventsOf()).toContain("cache.cleared");
    // Message bodies never reach the log.
    expect(JSON.stringify(lines)).not.toContain("Messaggio riservato");
  }, 60_000);
});

describe("/api/audit", () => {
  test("filter by person, event and date, paginated, newest first", async () => {
    t = createTestApp();
    const cookie = await t.login();
    for (let i = 0; i < 60; i++) {
      writeAudit(
        t.db,
        { event: "cache.cleared", actor: { id: 99, email: "altra@example.com" } },
        new Date(Date.UTC(2026, 2, 1 + (i % 28), 12)),
      );
    }
    writeAudit(
      t.db,
      { event: "post.deleted", actor: { id: 98, email: "red@example.com" }, target: "articolo 4" },
      new Date("2026-04-02T09:00:00Z"),
    );
    const page1 = (await (await t.request("/api/audit?person=altra@example.com", { cookie })).json()) as AuditPage;
    expect(page1.total).toBe(60);
    expect(page1.entries).toHaveLength(50);
    expect(page1.entries[0]!.at >= page1.entries[49]!.at).toBe(true);
    const page2 = (await (await t.request("/api/audit?person=altra@example.com&page=2", { cookie })).json()) as AuditPage;
    expect(page2.entries).toHaveLength(10);
    const byEvent = (await (await t.request("/api/audit?event=post.deleted", { cookie })).json()) as AuditPage;
    expect(byEvent.entries.map((e) => e.target)).toEqual(["articolo 4"]);
    const byDate = (await (await t.request("/api/audit?from=2026-03-05&to=2026-03-05", { cookie })).json()) as AuditPage;
    expect(byDate.total).toBe(2);
    expect(byDate.people).toContain("red@example.com");
    const bad = await t.request("/api/audit?event=inventato", { cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Evento sconosciuto");
    expect((await t.request("/api/audit?from=ieri", { cookie })).status).toBe(400);
  }, 60_000);

  test("the days of the filter are Rome's: 00:30 in Italy is the new day, in summer and in winter", async () => {
    t = createTestApp();
    const cookie = await t.login();
    writeAudit(t.db, { event: "cache.cleared", actor: null, target: "inverno" }, new Date("2026-01-14T23:30:00Z"));
    writeAudit(t.db, { event: "cache.cleared", actor: null, target: "estate" }, new Date("2026-07-01T22:30:00Z"));
    const day = async (d: string) =>
      ((await (await t.request(`/api/audit?from=${d}&to=${d}`, { cookie })).json()) as AuditPage).entries.map((e) => e.target);
    expect(await day("2026-01-14")).toEqual([]);
    expect(await day("2026-01-15")).toEqual(["inverno"]);
    expect(await day("2026-07-01")).toEqual([]);
    expect(await day("2026-07-02")).toEqual(["estate"]);
  }, 60_000);

  test("CSV export: one line per event even with CR/LF, no formula, filtered like the page", async () => {
    t = createTestApp();
    const cookie = await t.login();
    writeAudit(t.db, {
      event: "post.deleted",
      actor: { id: 1, email: ADMIN.email },
      target: '=HYPERLINK("http://x")',
      details: { title: EVIL },
    });
    writeAudit(t.db, { event: "cache.cleared", actor: { id: 1, email: ADMIN.email } });
    const res = await t.request("/api/audit/export?event=post.deleted", { cookie });
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="registro-attivita-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Articolo eliminato");
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain("Titolo\\r\\n2026-01-01");
    expect(text).not.toContain("Cache svuotata");
  }, 60_000);

  test("lines older than 12 months are pruned", async () => {
    t = createTestApp();
    await t.ready;
    const now = new Date("2026-11-23T10:00:00Z");
    writeAudit(t.db, { event: "cache.cleared", actor: null }, new Date("2025-11-22T10:00:00Z"));
    writeAudit(t.db, { event: "cache.cleared", actor: null }, new Date("2025-11-24T10:00:00Z"));
    expect(pruneAudit(t.db, now)).toBe(1);
    expect(rows()).toHaveLength(1);
  }, 60_000);
});

test("exports are named after the Italian day: at 00:30 in Italy the file says the new day", async () => {
  setSystemTime(new Date("2026-11-24T23:30:00Z"));
  try {
    t = createTestApp();
    const cookie = await t.login();
    for (const [path, name] of [
      ["/api/audit/export", "registro-attivita"],
      ["/api/redirects/export", "reindirizzamenti"],
      ["/api/contact/requests/export", "richieste-contatto"],
    ] as const) {
      const res = await t.request(path, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${name}-2026-11-25.csv"`);
    }
  } finally {
    setSystemTime();
  }
});
