import { afterEach, describe, expect, test } from "bun:test";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MediaItem, MediaPage } from "../../shared/schemas/media-answers";
import { imageForm, testJpeg } from "../../test-support/images";
import { referenceInput } from "../../test-support/reference-input";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const json = async <T>(res: Response) => (await res.json()) as T;

async function uploadTo(cookie: string, path: string, fields: Record<string, string> = {}) {
  const res = await t.request(path, { method: "POST", cookie, body: imageForm(await testJpeg(900, 600), "foto.jpg", fields) });
  expect(res.status).toBe(201);
  return res.json() as Promise<{ url?: string; imageUrl?: string; image_url?: string }>;
}

const library = async (cookie: string, query = "") => json<MediaPage>(await t.request(`/api/media${query}`, { cookie }));

describe("media library", () => {
  test("every uploaded picture is indexed where it is used: gallery, cover, article text", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const gallery = await uploadTo(cookie, "/api/upload-to-gallery", {
      section: "aeroporti",
      name: "Barriera al terminal",
      alt: "Barriera",
    });
    const blogImage = await uploadTo(cookie, "/api/blog/upload-image");
    const created = await t.request("/api/blog", {
      method: "POST",
      cookie,
      body: (() => {
        const form = new FormData();
        for (const [k, v] of Object.entries({
          title: "Nuovo parcheggio",
          slug: "",
          excerpt: "x",
          content: `Testo ![](${blogImage.imageUrl})`,
          tags: "",
          // A draft: its pictures have no alt text yet, which only publishing asks for.
          published: "false",
          article_images: "[]",
          cover_image: blogImage.imageUrl ?? "",
        }))
          form.set(k, v);
        return form;
      })(),
    });
    expect(created.status).toBe(201);
    const unused = await uploadTo(cookie, "/api/media");

    const all = await library(cookie);
    expect(all.total).toBe(3);
    const byUrl = new Map(all.items.map((i) => [i.url, i]));
    expect(byUrl.get(gallery.image_url ?? "")?.usages).toEqual([
      { place: "gallery", label: "Galleria Aeroporti: Barriera al terminal", link: "/admin/galleries?sezione=aeroporti" },
    ]);
    expect(byUrl.get(gallery.image_url ?? "")?.name).toBe("Galleria Aeroporti: Barriera al terminal");
    const cover = byUrl.get(blogImage.imageUrl ?? "");
    expect(cover?.usages.map((u) => u.place).sort()).toEqual(["article", "cover"]);
    expect(cover?.variants.length).toBeGreaterThan(1);
    expect((await library(cookie, "?filter=unused")).items.map((i) => i.url)).toEqual([unused.url ?? ""]);
    expect((await library(cookie, "?filter=gallery")).items.map((i) => i.url)).toEqual([gallery.image_url ?? ""]);
    // The gallery photo was described when it was added; the cover and the unused picture were not.
    expect((await library(cookie, "?filter=no-alt")).total).toBe(2);
  });

  test("alt text is written once, shows on the article's cover, and search finds a picture by it or by its name", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const uploaded = await uploadTo(cookie, "/api/media");
    const item = (await library(cookie)).items[0] as MediaItem;
    expect(item.url).toBe(uploaded.url ?? "");
    const res = await t.request(`/api/media/${item.id}`, {
      method: "PUT",
      cookie,
      json: { name: "Cassa automatica", alt: "Cassa automatica Web2Park all'uscita del parcheggio" },
    });
    expect(res.status).toBe(200);
    expect((await library(cookie, "?q=web2park uscita")).items.map((i) => i.id)).toEqual([item.id]);
    expect((await library(cookie, "?q=cassa")).total).toBe(1);
    expect((await library(cookie, "?q=ospedale")).total).toBe(0);
    expect((await library(cookie, "?filter=no-alt")).total).toBe(0);
    // Written once, it shows where the picture has no alt of its own: an article's cover.
    const post = new FormData();
    for (const [k, v] of Object.entries({
      title: "Cassa nuova",
      slug: "cassa-nuova",
      excerpt: "x",
      content: "Testo",
      tags: "",
      published: "true",
      article_images: "[]",
      cover_image: uploaded.url ?? "",
    }))
      post.set(k, v);
    expect((await t.request("/api/blog", { method: "POST", cookie, body: post })).status).toBe(201);
    const article = await json<{ cover_image_info: { alt?: string } }>(await t.request("/api/blog/slug/cassa-nuova"));
    expect(article.cover_image_info.alt).toBe("Cassa automatica Web2Park all'uscita del parcheggio");
    const bad = await t.request(`/api/media/${item.id}`, { method: "PUT", cookie, json: { name: " ", alt: "" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Il nome dell'immagine è obbligatorio");
    const audit = t.db.$client.query("SELECT event FROM audit_log WHERE event LIKE 'media.%' ORDER BY id").all();
    expect(audit).toEqual([{ event: "media.uploaded" }, { event: "media.updated" }]);
  });

  test("a reference's photo, even a draft's, is shown as used by it and cannot be deleted from the library", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const { url } = await uploadTo(cookie, "/api/media");
    const created = await t.request("/api/references/admin", {
      method: "POST",
      cookie,
      json: referenceInput({ title: "Parcheggio della stazione", photos: [{ url: url ?? "", alt: "Ingresso della stazione" }] }),
    });
    const { id } = await json<{ id: number }>(created);
    const item = (await library(cookie)).items.find((i) => i.url === url) as MediaItem;
    expect(item.usages).toEqual([
      { place: "reference", label: "Referenza «Parcheggio della stazione»", link: `/admin/referenze?modifica=${id}` },
    ]);
    expect((await library(cookie, "?filter=reference")).items.map((i) => i.url)).toEqual([url ?? ""]);
    const refused = await t.request(`/api/media/${item.id}`, { method: "DELETE", cookie });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "L'immagine è usata in: Referenza «Parcheggio della stazione». Toglila da lì prima di eliminarla.",
    );
  });

  test("a picture in use is not deleted: the answer names where it is used; an unused one goes with its files", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const gallery = await uploadTo(cookie, "/api/upload-to-gallery", {
      section: "ospedali",
      name: "Ingresso pronto soccorso",
      alt: "Ingresso",
    });
    const unused = await uploadTo(cookie, "/api/media");
    const items = (await library(cookie)).items;
    const used = items.find((i) => i.url === gallery.image_url) as MediaItem;
    const refused = await t.request(`/api/media/${used.id}`, { method: "DELETE", cookie });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "L'immagine è usata in: Galleria Ospedali: Ingresso pronto soccorso. Toglila da lì prima di eliminarla.",
    );
    const free = items.find((i) => i.url === unused.url) as MediaItem;
    expect((await t.request(`/api/media/${free.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(readdirSync(join(t.config.uploadsDir, "media"))).toEqual([]);
    expect((await library(cookie)).total).toBe(1);
    // Deleting the gallery photo puts it in the bin: its picture stays, shown as in the bin, and cannot be deleted
    // from the library; emptied from the bin, its files go and the library forgets it.
    const photos = await json<{ id: number }[]>(await t.request("/api/galleries/ospedali"));
    expect((await t.request(`/api/galleries/${photos[0]?.id}`, { method: "DELETE", cookie })).status).toBe(200);
    const binned = await library(cookie);
    expect(binned.items[0]?.usages.map((u) => u.place)).toEqual(["bin"]);
    expect((await t.request(`/api/media/${binned.items[0]?.id}`, { method: "DELETE", cookie })).status).toBe(409);
    expect((await t.request("/api/bin", { method: "DELETE", cookie })).status).toBe(200);
    expect((await library(cookie)).total).toBe(0);
  });

  test("pictures already on disk (an older version, a restore) are indexed on start; files gone leave the index", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const first = await uploadTo(cookie, "/api/media");
    const kept = mkdtempSync(join(tmpdir(), "parksite-media-"));
    cpSync(t.config.uploadsDir, kept, { recursive: true });
    await t.cleanup();
    t = createTestApp();
    mkdirSync(t.config.uploadsDir, { recursive: true });
    cpSync(kept, t.config.uploadsDir, { recursive: true });
    rmSync(kept, { recursive: true, force: true });
    const again = await t.login();
    expect((await library(again)).items.map((i) => i.url)).toEqual([first.url ?? ""]);
    expect(t.ctx.media.sync()).toEqual({ added: 0, removed: 0 });
    rmSync(join(t.config.uploadsDir, "media"), { recursive: true, force: true });
    expect(t.ctx.media.sync()).toEqual({ added: 0, removed: 1 });
  });

  test("Editor and Amministratore open the library; Commerciale is refused", async () => {
    t = createTestApp();
    expect((await t.request("/api/media", { cookie: await t.loginAs("editor") })).status).toBe(200);
    expect((await t.request("/api/media", { cookie: await t.loginAs("commerciale") })).status).toBe(403);
  });
});
