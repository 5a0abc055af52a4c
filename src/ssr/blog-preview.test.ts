import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { postPreviewLinks } from "../db/schema";
import type { PostDetail, PreviewLinkAnswer } from "../shared/blog";
import { articleFields, blogForm } from "../test-support/blog-forms";
import { createTestApp, type TestApp } from "../test-support/test-app";

// Sign-ins hash passwords (argon2id): on a busy machine a test needs more than the default 5 s.
setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

const TITLE = "Bozza riservata sul nuovo parcheggio";

async function draft(cookie: string, overrides: Record<string, string> = {}) {
  const res = await t.request("/api/blog", {
    method: "POST",
    cookie,
    body: blogForm(articleFields({ title: TITLE, slug: "bozza-riservata", published: "false", ...overrides })),
  });
  return (await res.json()) as PostDetail;
}

describe("draft preview", () => {
  test("staff see a draft at its address with the preview bar, noindex and never cached; visitors still get a 404", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await draft(cookie);
    // A visitor first: the 404 is rendered (and cached).
    const before = await t.request("/blog/bozza-riservata");
    expect(before.status).toBe(404);
    const staff = await t.request("/blog/bozza-riservata", { cookie });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
    expect(staff.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await staff.text();
    expect(html).toContain("Anteprima — non pubblicato");
    expect(html).toContain(TITLE);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    // The visitor after staff: still the 404, with no trace of the text.
    const after = await t.request("/blog/bozza-riservata");
    expect(after.status).toBe(404);
    expect(await after.text()).not.toContain(TITLE);
    // A stale session cookie is a visitor.
    expect((await t.request("/blog/bozza-riservata", { cookie: "parksite_session=scaduto" })).status).toBe(404);
  });

  test("drafts follow the blog's roles: a Commerciale, and a session that owes its required second factor, read them as visitors", async () => {
    t = createTestApp();
    const admin = await t.login();
    await draft(admin);
    const editor = await t.loginAs("editor");
    const sales = await t.loginAs("commerciale");
    expect((await t.request("/api/blog/slug/bozza-riservata", { cookie: editor })).status).toBe(200);
    expect((await t.request("/blog/bozza-riservata", { cookie: editor })).status).toBe(200);
    for (const res of [
      await t.request("/api/blog/slug/bozza-riservata", { cookie: sales }),
      await t.request("/blog/bozza-riservata", { cookie: sales }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(TITLE);
    }

    // 'Second factor required' turned on: the password-only sessions (admin's included) read nothing staff-only.
    expect((await t.request("/api/people/security", { method: "PUT", cookie: admin, json: { required: true } })).status).toBe(
      200,
    );
    for (const cookie of [admin, editor]) {
      const api = await t.request("/api/blog/slug/bozza-riservata", { cookie });
      expect(api.status).toBe(404);
      const page = await t.request("/blog/bozza-riservata", { cookie });
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain(TITLE);
      expect((await t.request("/api/blog", { cookie })).status).toBe(403);
      expect((await t.request("/api/contact/requests", { cookie })).status).toBe(403);
    }
  });

  test("a scheduled post previews with its date", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await draft(cookie, { status: "scheduled", published_at: "2099-03-02T09:00" });
    const html = await (await t.request("/blog/bozza-riservata", { cookie })).text();
    expect(html).toContain("Anteprima — non pubblicato");
    expect(html).toContain("Programmato per il 02 mar 2099");
  });

  test("a preview link shows the draft to anyone for 7 days, uncached and noindex; a wrong or expired token is a 404", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await draft(cookie);
    expect((await t.request(`/api/blog/${post.id}/preview-link`, { method: "POST" })).status).toBe(401);
    const made = await t.request(`/api/blog/${post.id}/preview-link`, { method: "POST", cookie });
    expect(made.status).toBe(201);
    const link = (await made.json()) as PreviewLinkAnswer;
    expect(link.path).toMatch(/^\/blog\/bozza-riservata\?anteprima=[A-Za-z0-9_-]{32}$/);
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const page = await t.request(link.path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Anteprima — non pubblicato");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    // The browser's own later reads carry the token too.
    const token = link.path.split("=")[1] ?? "";
    expect((await t.request(`/api/blog/slug/bozza-riservata?anteprima=${token}`)).status).toBe(200);
    expect((await t.request("/api/blog/slug/bozza-riservata")).status).toBe(404);
    expect((await t.request("/blog/bozza-riservata?anteprima=tokensbagliatotokensbagliato")).status).toBe(404);

    // A token of one post opens no other.
    const other = await draft(cookie, { title: "Altra bozza", slug: "altra-bozza" });
    expect(other.id).not.toBe(post.id);
    expect((await t.request(`/blog/altra-bozza?anteprima=${token}`)).status).toBe(404);

    t.db
      .update(postPreviewLinks)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(postPreviewLinks.post_id, post.id))
      .run();
    const expired = await t.request(link.path);
    expect(expired.status).toBe(404);
    expect(await expired.text()).not.toContain(TITLE);
  });

  test("once published, the same address is the public, cached page without the bar", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await draft(cookie);
    await t.request(`/api/blog/${post.id}`, { method: "PUT", cookie, body: blogForm({ published: "true" }) });
    const res = await t.request("/blog/bozza-riservata", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(await res.text()).not.toContain("Anteprima — non pubblicato");
  });
});
