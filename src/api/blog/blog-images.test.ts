import { afterEach, describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { BlogImageAnswer, PostDetail, PostSummary } from "../../shared/blog";
import { articleFields, blogForm, imageTexts } from "../../test-support/blog-forms";
import { imageForm, testJpeg, testPng } from "../../test-support/images";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const blogFiles = () => {
  const dir = join(t.config.uploadsDir, "blog");
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const fileOf = (url: string) => join(t.config.uploadsDir, url.slice("/uploads/".length));
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

async function uploadImage(cookie: string, bytes: Uint8Array, name = "foto.jpg", type = "image/jpeg") {
  return t.request("/api/blog/upload-image", { method: "POST", cookie, body: imageForm(bytes, name, {}, type) });
}

function coverFile(bytes: Uint8Array, name = "copertina.jpg") {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/jpeg" });
}

describe("blog pictures", () => {
  test("POST /api/blog/upload-image stores WebP renditions and answers {imageUrl}", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await uploadImage(cookie, await testJpeg(2000, 1000));
    expect(res.status).toBe(201);
    const answer = (await res.json()) as BlogImageAnswer;
    expect(answer.imageUrl).toMatch(/^\/uploads\/blog\/[0-9a-f]{24}-1600x800\.webp$/);
    expect(answer).toMatchObject({ width: 1600, height: 800 });
    expect(existsSync(fileOf(answer.imageUrl))).toBe(true);
    expect(blogFiles().length).toBeGreaterThan(1);
    const served = await t.request(answer.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  test("uploads need a session and a real image", async () => {
    t = createTestApp();
    expect((await uploadImage("", await testPng(20, 20))).status).toBe(401);
    const cookie = await t.login();
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const fake = await uploadImage(cookie, html, "finta.jpg");
    expect(fake.status).toBe(415);
    expect(await messageOf(fake)).toBe("Formato non supportato: carica un'immagine JPEG, PNG, WebP o GIF");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await uploadImage(cookie, svg, "disegno.svg", "image/svg+xml")).status).toBe(415);
    const noFile = new FormData();
    noFile.set("altro", "x");
    expect((await t.request("/api/blog/upload-image", { method: "POST", cookie, body: noFile })).status).toBe(400);
    expect(blogFiles()).toEqual([]);
  });

  test("a cover sent as a file with the form is stored and described for srcset", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await t.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm({
        ...articleFields({ title: "Con copertina", image_texts: imageTexts("cover") }),
        cover_image: coverFile(await testJpeg(1200, 600)),
      }),
    });
    expect(res.status).toBe(201);
    const post = (await res.json()) as PostDetail;
    expect(post.cover_image).toMatch(/^\/uploads\/blog\/[0-9a-f]{24}-1200x600\.webp$/);
    expect(post.cover_image_info).toMatchObject({ url: post.cover_image, width: 1200, height: 600 });
    expect(post.cover_image_info?.srcset).toContain(" 320w, ");
    const listed = ((await (await t.request("/api/blog?published=true")).json()) as PostSummary[]).find((p) => p.id === post.id);
    expect(listed?.cover_image_info?.srcset).toBe(post.cover_image_info?.srcset ?? "");
  });

  test("a refused form stores nothing; a non-image cover is a 415", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const bad = await t.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm({ ...articleFields({ title: "" }), cover_image: coverFile(await testJpeg(400, 300)) }),
    });
    expect(bad.status).toBe(400);
    const notImage = await t.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm({
        ...articleFields({ title: "Copertina finta" }),
        cover_image: coverFile(new TextEncoder().encode("non sono un'immagine")),
      }),
    });
    expect(notImage.status).toBe(415);
    expect(blogFiles()).toEqual([]);
  });

  test("article pictures come back described, in order; a missing upload is refused", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const first = ((await (await uploadImage(cookie, await testPng(800, 600))).json()) as BlogImageAnswer).imageUrl;
    const images = [first, "/attached_assets/illustrations/city.svg"];
    const res = await t.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm(articleFields({ article_images: JSON.stringify(images), image_texts: imageTexts(...images) })),
    });
    const post = (await res.json()) as PostDetail;
    expect(post.article_images_info).toEqual([
      { url: first, width: 800, height: 600, srcset: expect.stringContaining(`${first} 800w`), alt: "Immagine di prova 1" },
      { url: "/attached_assets/illustrations/city.svg", width: null, height: null, srcset: "", alt: "Immagine di prova 2" },
    ]);
    const gone = "/uploads/blog/0123456789abcdef01234567-800x600.webp";
    const missing = await t.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm(articleFields({ title: "Immagine sparita", article_images: JSON.stringify([gone]) })),
    });
    expect(missing.status).toBe(400);
    expect(await messageOf(missing)).toBe("Un'immagine caricata non è più disponibile: caricala di nuovo");
  });

  test("pictures no post and no revision shows any more are deleted: kept while an older revision shows them, gone with the post", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const upload = async () => ((await (await uploadImage(cookie, await testPng(700, 500))).json()) as BlogImageAnswer).imageUrl;
    const [cover, extra, shared] = [await upload(), await upload(), await upload()];
    const post = (await (
      await t.request("/api/blog", {
        method: "POST",
        cookie,
        body: blogForm(
          articleFields({
            title: "Uno",
            cover_image: cover,
            article_images: JSON.stringify([extra, shared]),
            image_texts: imageTexts(cover, extra, shared),
          }),
        ),
      })
    ).json()) as PostDetail;
    await t.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm(articleFields({ title: "Due", article_images: JSON.stringify([shared]) })),
    });

    const replaced = await t.request(`/api/blog/${post.id}`, {
      method: "PUT",
      cookie,
      body: blogForm(articleFields({ title: "Uno", cover_image: "", article_images: JSON.stringify([shared]) })),
    });
    expect(replaced.status).toBe(200);
    // The first revision still shows the replaced cover and the removed picture: 'ripristina' needs them.
    expect(existsSync(fileOf(cover))).toBe(true);
    expect(existsSync(fileOf(extra))).toBe(true);
    expect(existsSync(fileOf(shared))).toBe(true);

    // A deleted post waits in the bin with its revisions: its pictures stay until the bin is emptied.
    await t.request(`/api/blog/${post.id}`, { method: "DELETE", cookie });
    expect(existsSync(fileOf(cover))).toBe(true);
    expect(existsSync(fileOf(extra))).toBe(true);
    // Emptied: the post and its revisions are gone for good, and the pictures only they showed.
    expect((await t.request("/api/bin", { method: "DELETE", cookie })).status).toBe(200);
    expect(existsSync(fileOf(cover))).toBe(false);
    expect(existsSync(fileOf(extra))).toBe(false);
    expect(existsSync(fileOf(shared))).toBe(true);
  });
});
