import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { purgeExpiredBin } from "../../recycle-bin/leaving-the-bin";
import { eq } from "drizzle-orm";
import { auditLog, binItems, posts } from "../../db/schema";
import type { BinAnswer } from "../../shared/schemas/bin-answers";
import type { PostDetail, PostSummary } from "../../shared/blog";
import type { GalleryImageDto } from "../../shared/gallery";
import type { SearchAnswer } from "../../shared/search";
import { articleFields, blogForm } from "../../test-support/blog-forms";
import { imageForm, testJpeg } from "../../test-support/images";
import { createTestApp, type TestApp } from "../../test-support/test-app";

setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t.cleanup());

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const bin = async (cookie: string) => json<BinAnswer>(await t.request("/api/bin", { cookie }));
/** The search follows the site's changes a moment later: the URLs it finds for `q` once they settle on `expected`. */
async function searchSettles(q: string, expected: boolean, url: string): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    const answer = await json<SearchAnswer>(await t.request(`/api/search?q=${encodeURIComponent(q)}`));
    if (answer.results.some((r) => r.url === url) === expected) return true;
    await Bun.sleep(100);
  }
  return false;
}

const fileOf = (url: string) => join(t.config.uploadsDir, url.replace(/^\/uploads\//, ""));

async function newPost(cookie: string, title: string): Promise<PostDetail> {
  const res = await t.request("/api/blog", { method: "POST", cookie, body: blogForm(articleFields({ title, slug: "" })) });
  expect(res.status).toBe(201);
  return json(res);
}

async function newPhoto(cookie: string, name: string): Promise<GalleryImageDto> {
  const body = imageForm(await testJpeg(800, 600), "foto.jpg", { section: "aeroporti", name, alt: name });
  const res = await t.request("/api/upload-to-gallery", { method: "POST", cookie, body });
  expect(res.status).toBe(201);
  return json(res);
}

describe("the bin", () => {
  test("a deleted article leaves the public site and the search, waits in the bin, and comes back whole", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await newPost(cookie, "Parcheggio Zanzibar nel cestino");
    const address = `/blog/${post.slug}`;
    // Rendered once, so that the page cache holds it.
    expect((await t.request(address, { headers: { accept: "text/html" } })).status).toBe(200);
    expect(await searchSettles("Zanzibar", true, address)).toBe(true);
    expect((await t.request(`/api/blog/${post.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await searchSettles("Zanzibar", false, address)).toBe(true);

    expect((await t.request(`/api/blog/slug/${post.slug}`)).status).toBe(404);
    const published = await json<PostSummary[]>(await t.request("/api/blog?published=true"));
    expect(published.map((p) => p.id)).not.toContain(post.id);
    const page = await t.request(address, { headers: { accept: "text/html" } });
    expect(page.status).toBe(410);

    const listed = await bin(cookie);
    expect(listed.canEmpty).toBe(true);
    expect(listed.items).toEqual([
      expect.objectContaining({
        kind: "post",
        itemId: post.id,
        label: "Parcheggio Zanzibar nel cestino",
        deletedBy: expect.any(String),
      }),
    ]);
    const item = listed.items[0];
    if (!item) throw new Error("vuoto");
    expect(new Date(item.purgeAt).getTime() - new Date(item.deletedAt).getTime()).toBe(30 * 24 * 3600 * 1000);

    expect((await t.request(`/api/bin/${item.id}/restore`, { method: "POST", cookie })).status).toBe(200);
    const back = await json<PostDetail>(await t.request(`/api/blog/slug/${post.slug}`));
    expect(back).toMatchObject({ id: post.id, title: post.title, content: post.content, published: true });
    expect((await t.request(address, { headers: { accept: "text/html" } })).status).toBe(200);
    expect(await searchSettles("Zanzibar", true, address)).toBe(true);
    expect((await bin(cookie)).items).toEqual([]);
    const events = t.db
      .select()
      .from(auditLog)
      .all()
      .map((row) => row.event);
    expect(events).toContain("bin.restored");
  });

  test("a restore whose slug is taken meanwhile is refused with an Italian 409, and the element stays in the bin", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await newPost(cookie, "Titolo ripetuto");
    await t.request(`/api/blog/${post.id}`, { method: "DELETE", cookie });
    await newPost(cookie, "Titolo ripetuto");
    const item = (await bin(cookie)).items[0];
    const res = await t.request(`/api/bin/${item?.id}/restore`, { method: "POST", cookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: `Esiste già un articolo con lo slug "${post.slug}": rinominalo o eliminalo prima di ripristinare questo`,
    });
    expect((await bin(cookie)).items).toHaveLength(1);
  });

  test("an article binned before a column existed comes back with that column's default; a damaged one is refused", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await newPost(cookie, "Articolo di una versione precedente");
    await t.request(`/api/blog/${post.id}`, { method: "DELETE", cookie });
    const item = (await bin(cookie)).items[0];
    if (!item) throw new Error("vuoto");
    const stored = t.db.select().from(binItems).where(eq(binItems.id, item.id)).get();
    const payload = stored?.payload as { post: Record<string, unknown>; revisions: unknown[] };
    const { noindex: _dropped, ...older } = payload.post;

    t.db
      .update(binItems)
      .set({ payload: { post: { ...older, title: 42 }, revisions: payload.revisions } })
      .where(eq(binItems.id, item.id))
      .run();
    const damaged = await t.request(`/api/bin/${item.id}/restore`, { method: "POST", cookie });
    expect(damaged.status).toBe(409);
    expect(await damaged.json()).toEqual({
      message: "Questo elemento del cestino non è leggibile e non può essere ripristinato",
    });
    expect((await bin(cookie)).items).toHaveLength(1);

    t.db
      .update(binItems)
      .set({ payload: { post: older, revisions: payload.revisions } })
      .where(eq(binItems.id, item.id))
      .run();
    expect((await t.request(`/api/bin/${item.id}/restore`, { method: "POST", cookie })).status).toBe(200);
    const back = t.db.select().from(posts).where(eq(posts.id, post.id)).get();
    expect(back).toMatchObject({ title: post.title, noindex: false });
  });

  test("a restored photo goes back to its place among the photos still in its gallery", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const before = await json<GalleryImageDto[]>(await t.request("/api/galleries/aeroporti"));
    const [a, b, c, d] = [
      await newPhoto(cookie, "A"),
      await newPhoto(cookie, "B"),
      await newPhoto(cookie, "C"),
      await newPhoto(cookie, "D"),
    ];
    const names = async () =>
      (await json<GalleryImageDto[]>(await t.request("/api/galleries/aeroporti")))
        .slice(before.length)
        .map((i) => [i.id, i.display_order]);
    const restore = async (itemId: number) => {
      const item = (await bin(cookie)).items.find((i) => i.itemId === itemId);
      expect((await t.request(`/api/bin/${item?.id}/restore`, { method: "POST", cookie })).status).toBe(200);
    };
    const n = before.length;

    await t.request(`/api/galleries/${b.id}`, { method: "DELETE", cookie });
    await restore(b.id);
    expect(await names()).toEqual([a, b, c, d].map((p, i) => [p.id, n + i + 1]));

    // B was after A: with A gone too, B comes first; A, which had none before it, comes first again.
    await t.request(`/api/galleries/${b.id}`, { method: "DELETE", cookie });
    await t.request(`/api/galleries/${a.id}`, { method: "DELETE", cookie });
    await restore(b.id);
    expect(await names()).toEqual([b, c, d].map((p, i) => [p.id, n + i + 1]));
    await restore(a.id);
    expect(await names()).toEqual([a, b, c, d].map((p, i) => [p.id, n + i + 1]));
  });

  test("a deleted photo keeps its file until the bin is emptied", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const first = await newPhoto(cookie, "Prima");
    const second = await newPhoto(cookie, "Seconda");
    expect((await t.request(`/api/galleries/${first.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(existsSync(fileOf(first.image_url))).toBe(true);
    const section = await json<GalleryImageDto[]>(await t.request("/api/galleries/aeroporti"));
    expect(section.map((i) => [i.id, i.display_order])).toContainEqual([second.id, second.display_order - 1]);
    expect(section.map((i) => i.id)).not.toContain(first.id);

    const item = (await bin(cookie)).items[0];
    expect(item).toMatchObject({ kind: "gallery-image", label: "Prima", thumbnail: first.image_url });
    await t.request(`/api/bin/${item?.id}/restore`, { method: "POST", cookie });
    const after = await json<GalleryImageDto[]>(await t.request("/api/galleries/aeroporti"));
    expect(after.find((i) => i.id === first.id)).toMatchObject({ display_order: first.display_order });

    await t.request(`/api/galleries/${first.id}`, { method: "DELETE", cookie });
    const again = (await bin(cookie)).items[0];
    const editor = await t.loginAs("editor");
    expect((await t.request(`/api/bin/${again?.id}`, { method: "DELETE", cookie: editor })).status).toBe(403);
    expect((await t.request("/api/bin", { method: "DELETE", cookie: editor })).status).toBe(403);
    expect(existsSync(fileOf(first.image_url))).toBe(true);
    expect((await t.request(`/api/bin/${again?.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(existsSync(fileOf(first.image_url))).toBe(false);
    expect((await bin(cookie)).items).toEqual([]);
  });

  test("each role sees and restores only what its areas deleted; emptying all is the Amministratore's", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await newPost(cookie, "Articolo da buttare");
    await t.request(`/api/blog/${post.id}`, { method: "DELETE", cookie });
    const sent = await t.request("/api/contact", {
      method: "POST",
      json: { name: "Mario Rossi", email: "mario@esempio.it", phone: "0491234567", company: "Rossi Srl", message: "Preventivo" },
    });
    expect(sent.status).toBeLessThan(300);
    const request = (await json<{ items: { id: number }[] }>(await t.request("/api/contact/requests", { cookie }))).items[0];
    expect((await t.request(`/api/contact/requests/${request?.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await t.request(`/api/contact/requests/${request?.id}`, { cookie })).status).toBe(404);

    const sales = await t.loginAs("commerciale");
    const theirs = await bin(sales);
    expect(theirs.canEmpty).toBe(false);
    expect(theirs.items.map((i) => [i.kind, i.label])).toEqual([["contact-request", "Mario Rossi (Rossi Srl)"]]);
    const postItem = (await bin(cookie)).items.find((i) => i.kind === "post");
    expect((await t.request(`/api/bin/${postItem?.id}/restore`, { method: "POST", cookie: sales })).status).toBe(404);
    expect((await t.request(`/api/bin/${theirs.items[0]?.id}/restore`, { method: "POST", cookie: sales })).status).toBe(200);
    expect((await t.request(`/api/contact/requests/${request?.id}`, { cookie: sales })).status).toBe(200);

    expect(await json(await t.request("/api/bin", { method: "DELETE", cookie }))).toEqual({ ok: true, removed: 1 });
    expect(
      t.db
        .select()
        .from(auditLog)
        .all()
        .map((row) => row.event),
    ).toContain("bin.emptied");
    expect((await t.request("/api/bin", { cookie: undefined })).status).toBe(401);
  });

  test("the daily clean-up removes what is older than 30 days, with its files, and nothing younger", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const photo = await newPhoto(cookie, "Vecchia");
    await t.request(`/api/galleries/${photo.id}`, { method: "DELETE", cookie });
    const in29days = new Date(Date.now() + 29 * 24 * 3600 * 1000);
    expect(purgeExpiredBin(t.db, t.config.uploadsDir, in29days)).toEqual([]);
    expect(existsSync(fileOf(photo.image_url))).toBe(true);
    const in31days = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    expect(purgeExpiredBin(t.db, t.config.uploadsDir, in31days)).toHaveLength(1);
    expect(existsSync(fileOf(photo.image_url))).toBe(false);
    expect((await bin(cookie)).items).toEqual([]);
  });
});
