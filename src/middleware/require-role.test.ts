import { afterEach, describe, expect, test } from "bun:test";
import { createAdmin } from "../api/auth/auth.service";
import type { Role } from "../shared/roles";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

async function signInAs(role: Role): Promise<string> {
  await t.ready;
  const email = `${role}@example.com`;
  await createAdmin(t.db, email, "una-password-sicura", role);
  return t.login(email, "una-password-sicura");
}

describe("roles on the server", () => {
  test("an editor reaches the blog and the dashboard but not the inbox or the settings", async () => {
    t = createTestApp();
    const cookie = await signInAs("editor");
    expect((await t.request("/api/dashboard", { cookie })).status).toBe(200);
    expect((await t.request("/api/blog", { cookie })).status).toBe(200);
    const inbox = await t.request("/api/contact/requests", { cookie });
    expect(inbox.status).toBe(403);
    expect(await inbox.json()).toEqual({ message: "Non hai i permessi per questa operazione" });
    expect((await t.request("/api/settings/admin", { cookie })).status).toBe(403);
  });

  test("a commerciale reads the inbox but cannot write a post or change a gallery", async () => {
    t = createTestApp();
    const cookie = await signInAs("commerciale");
    expect((await t.request("/api/contact/requests", { cookie })).status).toBe(200);
    const post = await t.request("/api/blog", { method: "POST", cookie, json: { title: "Prova" } });
    expect(post.status).toBe(403);
    expect((await t.request("/api/galleries/1", { method: "DELETE", cookie })).status).toBe(403);
  });

  test("accounts made before roles existed are administrators, and /api/auth/me says so", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const me = await t.request("/api/auth/me", { cookie });
    expect(await me.json()).toMatchObject({ email: "staff@example.com", role: "amministratore" });
    expect((await t.request("/api/settings/admin", { cookie })).status).toBe(200);
  });

  test("without a session every admin route answers 401", async () => {
    t = createTestApp();
    expect((await t.request("/api/contact/requests")).status).toBe(401);
    expect((await t.request("/api/dashboard")).status).toBe(401);
  });
});
