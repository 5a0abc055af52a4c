import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { collectReferencedUploads, uploadKey } from "../../backups/references";
import type { BlogImageAnswer, PostDetail, RevisionDetail, RevisionSummary } from "../../shared/blog";
import { staffPostDetailSchema } from "../../shared/schemas/post-answers";
import { articleFields, blogForm, imageTexts } from "../../test-support/blog-forms";
import { imageForm, testPng } from "../../test-support/images";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { REVISIONS_KEPT, recordRevision, revisionUploadPaths } from "./revisions";

// Sign-ins hash passwords (argon2id): on a busy machine a test needs more than the default 5 s.
setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

async function create(cookie: string, overrides: Record<string, string> = {}) {
  const res = await t.request("/api/blog", { method: "POST", cookie, body: blogForm(articleFields(overrides)) });
  expect(res.status).toBe(201);
  return (await res.json()) as PostDetail;
}

const save = (cookie: string, id: number, overrides: Record<string, string>) =>
  t.request(`/api/blog/${id}`, { method: "PUT", cookie, body: blogForm(articleFields(overrides)) });

const revisionsOf = async (cookie: string, id: number) =>
  (await (await t.request(`/api/blog/${id}/revisions`, { cookie })).json()) as RevisionSummary[];

const autosaveBody = (content: string, extra: Partial<Record<string, unknown>> = {}) => ({
  title: "Titolo in corso",
  slug: "",
  excerpt: "",
  content,
  tags: "",
  cover_image: null,
  article_images: [],
  ...extra,
});

describe("revisions", () => {
  test("every save keeps a revision with who and when; the status toggle alone does not", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await create(cookie, { slug: "storia", content: "Prima versione." });
    await save(cookie, post.id, { slug: "storia", content: "Seconda versione." });
    await t.request(`/api/blog/${post.id}`, { method: "PUT", cookie, body: blogForm({ published: "false" }) });
    const list = await revisionsOf(cookie, post.id);
    expect(list.map((r) => r.kind)).toEqual(["save", "save"]);
    expect(list[0]).toMatchObject({ author: "staff", title: post.title });
    const first = (await (await t.request(`/api/blog/${post.id}/revisions/${list[1]?.id}`, { cookie })).json()) as RevisionDetail;
    expect(first).toMatchObject({ content: "Prima versione.", slug: "storia", tags: "aeroporti, lettura targhe" });
    expect((await t.request(`/api/blog/${post.id}/revisions`)).status).toBe(401);
    expect((await t.request(`/api/blog/${post.id}/revisions/999999`, { cookie })).status).toBe(404);
  });

  test("'ripristina' brings an older text back as a new revision, and the public page shows it", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await create(cookie, { slug: "da-ripristinare", title: "Titolo giusto", content: "Il testo buono." });
    await save(cookie, post.id, { slug: "da-ripristinare", title: "Titolo sbagliato", content: "Un errore." });
    expect(await (await t.request("/blog/da-ripristinare")).text()).toContain("Un errore.");
    const [, good] = await revisionsOf(cookie, post.id);
    const res = await t.request(`/api/blog/${post.id}/revisions/${good?.id}/restore`, { method: "POST", cookie });
    expect(res.status).toBe(200);
    // The editor starts again from this answer: the article as staff read it, with its translations.
    const restored = staffPostDetailSchema.strict().parse(await res.json());
    expect(restored).toMatchObject({ title: "Titolo giusto", content: "Il testo buono.", translations: [] });
    expect((await revisionsOf(cookie, post.id)).map((r) => r.kind)).toEqual(["restore", "save", "save"]);
    const page = await (await t.request("/blog/da-ripristinare")).text();
    expect(page).toContain("Il testo buono.");
    expect(page).not.toContain("Un errore.");
  });

  test("autosave keeps one draft revision per person, offered back only while newer than the last save", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await create(cookie, { slug: "autosalvato" });
    const put = (content: string) =>
      t.request(`/api/blog/${post.id}/autosave`, { method: "PUT", cookie, json: autosaveBody(content) });
    expect((await put("Bozza uno")).status).toBe(200);
    await Bun.sleep(5);
    expect((await put("Bozza due, incompleta")).status).toBe(200);
    const kinds = (await revisionsOf(cookie, post.id)).map((r) => r.kind);
    expect(kinds.filter((k) => k === "autosave")).toHaveLength(1);
    const pending = (await (await t.request(`/api/blog/${post.id}/autosave`, { cookie })).json()) as {
      autosave: RevisionDetail | null;
    };
    expect(pending.autosave?.content).toBe("Bozza due, incompleta");
    // The post itself is untouched until someone saves.
    expect(((await (await t.request(`/api/blog/${post.id}`, { cookie })).json()) as PostDetail).content).toBe(post.content);
    await save(cookie, post.id, { slug: "autosalvato", content: "Salvato davvero." });
    const after = (await (await t.request(`/api/blog/${post.id}/autosave`, { cookie })).json()) as { autosave: unknown };
    expect(after.autosave).toBeNull();
    expect((await revisionsOf(cookie, post.id)).some((r) => r.kind === "autosave")).toBe(false);
    const tooLong = await t.request(`/api/blog/${post.id}/autosave`, {
      method: "PUT",
      cookie,
      json: autosaveBody("x".repeat(100_001)),
    });
    expect(tooLong.status).toBe(400);
  });

  test(`only the last ${REVISIONS_KEPT} saves of a post are kept`, async () => {
    t = createTestApp();
    const cookie = await t.login();
    const post = await create(cookie, { slug: "tante-versioni" });
    for (let i = 1; i <= REVISIONS_KEPT + 5; i++) {
      recordRevision(t.db, post.id, { ...post, content: `Versione ${i}` }, null, "save");
    }
    const list = await revisionsOf(cookie, post.id);
    expect(list).toHaveLength(REVISIONS_KEPT);
    const oldest = (await (
      await t.request(`/api/blog/${post.id}/revisions/${list.at(-1)?.id}`, { cookie })
    ).json()) as RevisionDetail;
    expect(oldest.content).toBe("Versione 6");
  });

  test("a picture an older revision shows stays on disk when the post drops it, and is listed for the uploads sweep", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const upload = async () =>
      (
        (await (
          await t.request("/api/blog/upload-image", {
            method: "POST",
            cookie,
            body: imageForm(await testPng(700, 500), "a.png", {}),
          })
        ).json()) as BlogImageAnswer
      ).imageUrl;
    const cover = await upload();
    const inText = await upload();
    const post = await create(cookie, {
      slug: "con-foto",
      cover_image: cover,
      content: `Testo ![foto](${inText})`,
      image_texts: imageTexts(cover),
    });
    await save(cookie, post.id, { slug: "con-foto", cover_image: "", content: "Testo senza foto." });
    const fileOf = (url: string) => join(t.config.uploadsDir, url.slice("/uploads/".length));
    expect(existsSync(fileOf(cover))).toBe(true);
    expect(existsSync(fileOf(inText))).toBe(true);
    expect(revisionUploadPaths(t.db)).toEqual([cover, inText].sort());
    // The data folder's sweep of unused uploads counts them as used.
    const used = collectReferencedUploads(t.db.$client).keys;
    for (const url of [cover, inText]) {
      const [folderName = "", file = ""] = url.slice("/uploads/".length).split("/");
      expect(used.has(uploadKey(folderName, file)), url).toBe(true);
    }
    // Restoring brings them back, whole.
    const [, older] = await revisionsOf(cookie, post.id);
    const restored = (await (
      await t.request(`/api/blog/${post.id}/revisions/${older?.id}/restore`, { method: "POST", cookie })
    ).json()) as PostDetail;
    expect(restored.cover_image).toBe(cover);
    expect(restored.cover_image_info?.width).toBe(700);
  });
});
