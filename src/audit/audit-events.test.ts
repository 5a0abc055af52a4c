import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { auditLog } from "../db/schema";
import { saveStoredSmtp } from "../mail/smtp-config";
import { auditEventLabels } from "../shared/audit";
import type { PostDetail, RevisionSummary } from "../shared/blog";
import { articleFields, blogForm } from "../test-support/blog-forms";
import { startSmtpTestServer } from "../test-support/smtp-test-server";
import { createTestApp, type TestApp } from "../test-support/test-app";

// Sign-ins hash passwords (argon2id): on a busy machine a test needs more than the default 5 s.
setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

const rows = (event: string) =>
  t.db
    .select()
    .from(auditLog)
    .all()
    .filter((r) => r.event === event);

async function newPost(cookie: string, overrides: Record<string, string> = {}) {
  const res = await t.request("/api/blog", { method: "POST", cookie, body: blogForm(articleFields(overrides)) });
  expect(res.status).toBe(201);
  return (await res.json()) as PostDetail;
}

describe("what the audit log now records, with the element's name", () => {
  test("the SMTP test e-mail, sent and failed", async () => {
    const smtp = await startSmtpTestServer();
    try {
      t = createTestApp();
      const cookie = await t.login();
      saveStoredSmtp(t.db, { ...smtp.config(), password: "" });
      const sent = await t.request("/api/settings/smtp/test", { method: "POST", cookie, json: { to: "prova@example.it" } });
      expect(sent.status).toBe(200);
      expect(rows("settings.email_tested")).toEqual([
        expect.objectContaining({ actor_email: "staff@example.com", target: "prova@example.it", outcome: "ok" }),
      ]);
    } finally {
      await smtp.close();
    }
    const failed = await t.request("/api/settings/smtp/test", {
      method: "POST",
      cookie: await t.login(),
      json: { to: "prova@example.it" },
    });
    expect(failed.status).toBe(502);
    expect(rows("settings.email_tested").map((r) => r.outcome)).toEqual(["ok", "failed"]);
  });

  test("every CSV export: statistics, audit log, leads; and opening a lead, with the requester's name", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const lead = {
      name: "Dario Rosa",
      email: "dario.rosa@example.it",
      phone: "049 123 4567",
      company: "Parcheggi Rosa",
      message: "Tipo di applicazione: Non specificato\n\nRichiesta informazioni generali",
      fill_time_ms: 10_000,
    };
    expect((await t.request("/api/contact", { method: "POST", json: lead })).status).toBe(201);
    expect((await t.request("/api/statistics/export?from=2026-01-01&to=2026-01-31", { cookie })).status).toBe(200);
    expect((await t.request("/api/audit/export?event=auth.login", { cookie })).status).toBe(200);
    expect((await t.request("/api/contact/requests/export", { cookie })).status).toBe(200);
    expect((await t.request("/api/contact/requests/1", { cookie })).status).toBe(200);
    expect(rows("statistics.exported")[0]).toMatchObject({ details: { from: "2026-01-01", to: "2026-01-31" } });
    expect(rows("audit.exported")[0]).toMatchObject({ target: "registro attività", details: { event: "auth.login" } });
    expect(rows("inbox.exported")[0]).toMatchObject({ details: { count: 1 } });
    expect(rows("inbox.opened")[0]).toMatchObject({
      target: "richiesta 1",
      details: { name: "Dario Rosa", company: "Parcheggi Rosa" },
    });
  });

  test("a preview link, a restored revision and an edit of the search fields alone", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await newPost(cookie, { title: "Varchi al porto", published: "false" });
    expect((await t.request(`/api/blog/${post.id}/preview-link`, { method: "POST", cookie })).status).toBe(201);
    expect(rows("post.preview_link_created")[0]).toMatchObject({
      target: `articolo ${post.id}`,
      details: { title: "Varchi al porto" },
    });

    const saved = await t.request(`/api/blog/${post.id}`, {
      method: "PUT",
      cookie,
      body: blogForm(articleFields({ title: "Varchi al porto di Genova", published: "false" })),
    });
    expect(saved.status).toBe(200);
    const revisions = (await (await t.request(`/api/blog/${post.id}/revisions`, { cookie })).json()) as RevisionSummary[];
    const first = revisions.at(-1)!;
    expect((await t.request(`/api/blog/${post.id}/revisions/${first.id}/restore`, { method: "POST", cookie })).status).toBe(200);
    expect(rows("post.revision_restored")[0]).toMatchObject({
      target: `articolo ${post.id}`,
      details: { title: "Varchi al porto", revision: first.id },
    });

    const seo = await t.request(`/api/blog/${post.id}`, {
      method: "PUT",
      cookie,
      body: blogForm({ seo_title: "Varchi automatici al porto", meta_description: "Come funzionano i varchi." }),
    });
    expect(seo.status).toBe(200);
    expect(rows("post.seo_changed")).toEqual([
      expect.objectContaining({
        target: `articolo ${post.id}`,
        details: { title: "Varchi al porto", fields: ["seo_title", "meta_description"] },
      }),
    ]);
  });

  test("refused attempts on staff routes: one line per person and route a minute, with the area and a count", async () => {
    t = createTestApp();
    const sales = await t.loginAs("commerciale");
    for (let i = 0; i < 30; i++) expect((await t.request("/api/people", { cookie: sales })).status).toBe(403);
    expect((await t.request("/api/blog", { cookie: sales })).status).toBe(403);
    const denied = rows("access.denied");
    expect(denied).toHaveLength(2);
    expect(denied[0]).toMatchObject({
      actor_email: "commerciale@example.com",
      target: "GET /api/people",
      outcome: "denied",
      details: { area: "people", reason: "role", count: 30 },
    });
    expect(denied[1]).toMatchObject({ target: "GET /api/blog", details: { area: "blog", count: 1 } });
    // The audit page and its export name the event in Italian.
    const csv = await (await t.request("/api/audit/export", { cookie: await t.login() })).text();
    expect(csv).toContain(auditEventLabels["access.denied"]);
    expect(auditEventLabels["access.denied"]).toBe("Accesso negato a un'area riservata");
  });
});
