import { afterEach, describe, expect, test } from "bun:test";
import type { PostDetail } from "../../shared/blog";
import type { EditConflictAnswer } from "../../shared/edit-conflict";
import { articleFields, blogForm } from "../../test-support/blog-forms";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const put = (cookie: string, id: number, fields: Record<string, string>) =>
  t.request(`/api/blog/${id}`, { method: "PUT", cookie, body: blogForm(fields) });

describe("two people editing the same article", () => {
  test("a save on an older version gets 409 with who saved it and their text; the stored article is untouched", async () => {
    t = createTestApp();
    const admin = await t.login();
    const editor = await t.loginAs("editor");
    const created = await t.request("/api/blog", {
      method: "POST",
      cookie: admin,
      body: blogForm(articleFields({ title: "Articolo a due mani", slug: "articolo-a-due-mani" })),
    });
    const post = (await created.json()) as PostDetail;

    const first = await put(editor, post.id, {
      ...articleFields({ title: "Il titolo dell'editor", slug: post.slug }),
      version: post.updated_at,
    });
    expect(first.status).toBe(200);
    const afterFirst = (await first.json()) as PostDetail;

    const stale = await put(admin, post.id, {
      ...articleFields({ title: "Il titolo dell'amministratore", slug: post.slug }),
      version: post.updated_at,
    });
    expect(stale.status).toBe(409);
    const answer = (await stale.json()) as EditConflictAnswer<PostDetail>;
    expect(answer.message).toMatch(
      /^Nel frattempo .+ ha salvato questo articolo \(\d\d\/\d\d\/\d{4}, \d\d:\d\d\): confronta le due versioni e scegli quale tenere\.$/,
    );
    expect(answer.conflict.changedBy).not.toBe("");
    expect(answer.conflict.changedAt).toBe(afterFirst.updated_at);
    expect(answer.conflict.theirs.title).toBe("Il titolo dell'editor");

    const stored = (await (await t.request(`/api/blog/${post.id}`, { cookie: admin })).json()) as PostDetail;
    expect(stored.title).toBe("Il titolo dell'editor");

    const kept = await put(admin, post.id, {
      ...articleFields({ title: "Il titolo dell'amministratore", slug: post.slug }),
      version: answer.conflict.version,
    });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as PostDetail).title).toBe("Il titolo dell'amministratore");
  });

  test("the status badge's partial save carries no version and is never refused", async () => {
    t = createTestApp();
    const admin = await t.login();
    const created = await t.request("/api/blog", { method: "POST", cookie: admin, body: blogForm(articleFields()) });
    const post = (await created.json()) as PostDetail;
    await put(admin, post.id, { ...articleFields({ slug: post.slug }), version: post.updated_at });
    expect((await put(admin, post.id, { published: "true" })).status).toBe(200);
  });
});
