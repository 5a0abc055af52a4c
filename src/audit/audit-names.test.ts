import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { auditLog, users } from "../db/schema";
import type { AuditPage } from "../shared/schemas/audit-answers";
import { articleFields, blogForm } from "../test-support/blog-forms";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { writeAudit } from "./audit.service";

let t: TestApp;
afterEach(() => t.cleanup());

describe("the audit log names each element as it was when the action happened", () => {
  test("an article keeps the title it had at each step, also once renamed and deleted", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const created = await t.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm(articleFields({ title: "Nuovo impianto a Verona", published: "false" })),
    });
    const { id } = (await created.json()) as { id: number };
    await t.request(`/api/blog/${id}`, {
      method: "PUT",
      cookie,
      body: blogForm(articleFields({ title: "Impianto di Verona in funzione", slug: "verona", published: "false" })),
    });
    await t.request(`/api/blog/${id}`, { method: "DELETE", cookie });

    const page = (await (await t.request("/api/audit?event=", { cookie })).json()) as AuditPage;
    const names = page.entries
      .filter((e) => e.event.startsWith("post."))
      .map((e) => [e.event, e.target, e.targetName])
      .reverse();
    expect(names).toEqual([
      ["post.created", `articolo ${id}`, "Nuovo impianto a Verona"],
      ["post.updated", `articolo ${id}`, "Impianto di Verona in funzione"],
      ["post.deleted", `articolo ${id}`, "Impianto di Verona in funzione"],
    ]);
  });

  test("photos, requests and people are named; lines written before names were kept stay as they were", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const photo = (await (
      await t.request("/api/galleries", {
        method: "POST",
        cookie,
        json: { section: "ospedali", name: "Ingresso del Policlinico", image_url: "https://x.it/a.jpg", alt: "Ingresso" },
      })
    ).json()) as { id: number };
    await t.request(`/api/galleries/${photo.id}`, { method: "DELETE", cookie });
    await t.loginAs("editor", "giulia@example.com");
    t.db.update(users).set({ name: "Giulia Bianchi" }).where(eq(users.email, "giulia@example.com")).run();
    const person = t.db.select({ id: users.id }).from(users).where(eq(users.email, "giulia@example.com")).get();
    const changed = await t.request(`/api/people/${person?.id}/role`, { method: "PUT", cookie, json: { role: "commerciale" } });
    expect(changed.status).toBe(200);
    t.db
      .insert(auditLog)
      .values({ at: new Date().toISOString(), event: "post.updated", target: "articolo 99", outcome: "ok", details: {} })
      .run();

    const lines = t.db.select().from(auditLog).all();
    const nameOf = (event: string) => lines.find((r) => r.event === event)?.target_name;
    expect(nameOf("gallery.image_added")).toBe("Ingresso del Policlinico");
    expect(nameOf("gallery.image_deleted")).toBe("Ingresso del Policlinico");
    expect(nameOf("people.role_changed")).toBe("Giulia Bianchi");
    expect(lines.find((r) => r.target === "articolo 99")?.target_name).toBe("");
    writeAudit(t.db, {
      event: "inbox.deleted",
      actor: null,
      target: "richiesta 12345",
      targetName: "Paolo Neri – Fiera di Verona",
    });
    expect(t.db.select().from(auditLog).all().at(-1)?.target_name).toBe("Paolo Neri – Fiera di Verona");
  });
});
