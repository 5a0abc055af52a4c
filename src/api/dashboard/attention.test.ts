import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { dataFolder } from "../../backups/layout";
import { createSnapshot } from "../../backups/snapshot";
import { emailOutbox } from "../../db/schema";
import { saveStoredSmtp } from "../../mail/smtp-config";
import type { Attention, AttentionItem } from "../../shared/dashboard";
import type { PageEditorData } from "../../shared/schemas/page-answers";
import { articleFields, blogForm } from "../../test-support/blog-forms";
import { imageForm, testJpeg } from "../../test-support/images";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { attentionFor } from "./attention";

// Sign-ins hash passwords and pages are rendered for real: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t?.cleanup());

const SMTP = {
  host: "smtp.parksite.test",
  port: 587,
  security: "starttls",
  user: "",
  password: "",
  from: "sito@parksite.test",
  recipient: "vendite@parksite.test",
} as const;

async function attention(cookie: string): Promise<AttentionItem[]> {
  const res = await t.request("/api/dashboard/attention", { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as Attention).items;
}
const kinds = (items: AttentionItem[]) => items.map((item) => item.kind);
const item = <K extends AttentionItem["kind"]>(items: AttentionItem[], kind: K) =>
  items.find((i): i is Extract<AttentionItem, { kind: K }> => i.kind === kind);

async function sendRequest(name: string, fill_time_ms = 40_000) {
  const res = await t.request("/api/contact", {
    method: "POST",
    json: {
      name,
      email: `${name.split(" ")[0]?.toLowerCase()}@example.it`,
      phone: "+39 348 765 4321",
      company: "Fiera di Verona",
      message: "Preventivo per 3 varchi.",
      tipo: "fiere",
      website: "",
      fill_time_ms,
    },
  });
  expect(res.status).toBe(201);
}

/** What the seeded site lists once e-mail is configured and a snapshot is fresh. */
async function siteInOrder(cookie: string) {
  saveStoredSmtp(t.db, SMTP);
  createSnapshot(dataFolder(t.config.dataDir), { kind: "manuale" });
  return kinds(await attention(cookie));
}

describe("what needs attention, on the dashboard", () => {
  test("each thing to do appears with its facts once it happens, most urgent first", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const before = await siteInOrder(cookie);
    expect(before).not.toContain("new-requests");
    expect(before).not.toContain("possible-spam");
    expect(before).not.toContain("not-found");
    expect(before).not.toContain("scheduled-posts");
    expect(before).not.toContain("page-drafts");
    expect(before).not.toContain("email");
    expect(before).not.toContain("backup");

    await sendRequest("Laura Bassi");
    await sendRequest("Marco Riva");
    await sendRequest("Spam Automatico", 1200);
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const scheduled = await t.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm(articleFields({ slug: "in-arrivo", status: "scheduled", published_at: at })),
    });
    expect(scheduled.status).toBe(201);
    const q = `?path=${encodeURIComponent("/servizi")}`;
    const editor = (await (await t.request(`/api/pages/editor${q}`, { cookie })).json()) as PageEditorData;
    const draft = await t.request(`/api/pages/draft${q}`, { method: "PUT", json: editor.builtIn, cookie });
    expect(draft.status).toBe(200);
    expect((await t.request("/pagina-che-non-esiste")).status).toBe(404);
    t.ctx.redirects.notFound.flush();
    const upload = await t.request("/api/media", {
      method: "POST",
      cookie,
      body: imageForm(await testJpeg(400, 300), "varco.jpg"),
    });
    expect(upload.status).toBeLessThan(300);

    const items = await attention(cookie);
    expect(item(items, "new-requests")).toMatchObject({ count: 2, latest: [{ name: "Marco Riva" }, { name: "Laura Bassi" }] });
    expect(item(items, "possible-spam")).toEqual({ kind: "possible-spam", count: 1 });
    expect(item(items, "scheduled-posts")).toMatchObject({ count: 1, next_at: at });
    expect(item(items, "page-drafts")?.pages).toEqual([
      { path: "/servizi", title: expect.any(String), draft_at: expect.any(String) },
    ]);
    expect(item(items, "not-found")).toEqual({ kind: "not-found", count: 1 });
    expect(item(items, "images-without-alt")?.count).toBeGreaterThanOrEqual(1);
    const order = kinds(items);
    expect(order.indexOf("new-requests")).toBeLessThan(order.indexOf("page-drafts"));
    expect(order.indexOf("page-drafts")).toBeLessThan(order.indexOf("images-without-alt"));
  });

  test("e-mail that does not leave and a site never backed up come first", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const items = await attention(cookie);
    expect(items.slice(0, 2)).toEqual([
      { kind: "email", configured: false, failed: 0, last_failure_at: null, last_error: null },
      { kind: "backup", last_at: null, offsite_error: null },
    ]);
  });

  test("an e-mail that failed after every attempt is told with its time and error", async () => {
    t = createTestApp();
    saveStoredSmtp(t.db, SMTP);
    await sendRequest("Laura Bassi");
    t.db
      .update(emailOutbox)
      .set({ status: "failed", last_error: "550 casella inesistente", updated_at: "2026-11-20T10:00:00.000Z" })
      .run();
    const email = item(await attention(await t.login()), "email");
    expect(email).toMatchObject({
      configured: true,
      last_failure_at: "2026-11-20T10:00:00.000Z",
      last_error: "550 casella inesistente",
    });
    expect(email?.failed).toBeGreaterThanOrEqual(1);
  });

  test("a snapshot older than two days asks for a look; a fresh one does not", async () => {
    t = createTestApp();
    createSnapshot(dataFolder(t.config.dataDir), { kind: "manuale" });
    const ctx = t.ctx;
    expect(kinds((await attentionFor(ctx, "amministratore")).items)).not.toContain("backup");
    const later = new Date(Date.now() + 3 * 86_400_000);
    const stale = item((await attentionFor(ctx, "amministratore", later)).items, "backup");
    expect(stale).toEqual({ kind: "backup", last_at: expect.any(String), offsite_error: null });
  });

  test("each role sees only what its areas do: a Commerciale the requests, an Editor the content", async () => {
    t = createTestApp();
    await sendRequest("Laura Bassi");
    const sales = kinds(await attention(await t.loginAs("commerciale")));
    expect(sales).toEqual(["email", "new-requests"]);
    const editor = kinds(await attention(await t.loginAs("editor")));
    expect(editor).not.toContain("new-requests");
    expect(editor).not.toContain("backup");
    expect(editor[0]).toBe("email");
  });

  test("nothing is listed when nothing needs attention", async () => {
    t = createTestApp();
    saveStoredSmtp(t.db, SMTP);
    expect(await attention(await t.loginAs("commerciale"))).toEqual([]);
  });

  test("only staff read it", async () => {
    t = createTestApp();
    const res = await t.request("/api/dashboard/attention");
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toContain("Accesso riservato");
  });
});
