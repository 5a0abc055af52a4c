import { afterEach, describe, expect, test } from "bun:test";
import type { GalleryImageDto } from "../../shared/gallery";
import type { MediaPage } from "../../shared/schemas/media-answers";
import { imageForm, testJpeg } from "../../test-support/images";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const json = async <T = GalleryImageDto>(res: Response) => (await res.json()) as T;
const MISSING = (name: string) =>
  `Manca il testo alternativo per la foto «${name}»: descrivi l'immagine oppure segnala che è decorativa`;

describe("a gallery photo sent with its alt text is saved only described, or marked decorative", () => {
  test("added by address: an empty alt is refused naming the photo; decorative is kept with an empty alt", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const add = (body: Record<string, unknown>) => t.request("/api/galleries", { method: "POST", cookie, json: body });
    for (const alt of ["", "   "]) {
      const res = await add({ section: "ospedali", name: "Varco", image_url: "https://esempio.it/varco.jpg", alt });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(MISSING("Varco"));
    }
    expect(await json<GalleryImageDto[]>(await t.request("/api/galleries/ospedali"))).toEqual([]);

    const decorative = await add({
      section: "ospedali",
      name: "Sfondo",
      image_url: "https://esempio.it/sfondo.jpg",
      decorative: true,
    });
    expect(decorative.status).toBe(201);
    expect(await json(decorative)).toMatchObject({ name: "Sfondo", alt: "", decorative: true });

    const described = await add({
      section: "ospedali",
      name: "Varco",
      image_url: "https://esempio.it/varco.jpg",
      alt: "Sbarra d'ingresso del pronto soccorso",
    });
    expect(described.status).toBe(201);
    const list = await json<GalleryImageDto[]>(await t.request("/api/galleries/ospedali"));
    expect(list.map((i) => [i.name, i.alt, i.decorative])).toEqual([
      ["Sfondo", "", true],
      ["Varco", "Sbarra d'ingresso del pronto soccorso", false],
    ]);
    // The original site's call (name and address, no alt text) still adds the photo, to be described in the admin.
    const spec = await add({ section: "ospedali", name: "Uscita", image_url: "https://esempio.it/uscita.jpg" });
    expect(spec.status).toBe(201);
    expect(await json(spec)).toMatchObject({ name: "Uscita", alt: "", decorative: false });
  });

  test("upload-to-gallery: an empty alt is refused and nothing is stored; the alt typed lands in the media library", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const upload = async (fields: Record<string, string>) =>
      t.request("/api/upload-to-gallery", {
        method: "POST",
        cookie,
        body: imageForm(await testJpeg(800, 600), "foto1.jpg", fields),
      });
    const refused = await upload({ section: "aeroporti", name: "foto1", alt: "" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(MISSING("foto1"));
    expect((await json<MediaPage>(await t.request("/api/media", { cookie }))).total).toBe(0);

    const res = await upload({ section: "aeroporti", name: "foto1", alt: "Parcheggio multipiano del terminal" });
    expect(res.status).toBe(201);
    const photo = await json(res);
    expect(photo.alt).toBe("Parcheggio multipiano del terminal");
    const library = await json<MediaPage>(await t.request("/api/media", { cookie }));
    expect(library.items.map((i) => [i.url, i.alt])).toEqual([[photo.image_url, "Parcheggio multipiano del terminal"]]);

    // A multipart form sends the decorative mark as text.
    const decorative = await upload({ section: "aeroporti", name: "Motivo", decorative: "true" });
    expect(decorative.status).toBe(201);
    expect(await json(decorative)).toMatchObject({ decorative: true, alt: "" });

    // The spec's call (image, section, name, description) still uploads.
    const spec = await upload({ section: "aeroporti", name: "Terminal", description: "Vista dall'alto" });
    expect(spec.status).toBe(201);
  });

  test("editing the alt text changes it everywhere the picture is shown; an edit that drops it is refused", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const body = imageForm(await testJpeg(800, 600), "foto.jpg", { section: "hotel-resort", name: "Ingresso", alt: "Ingresso" });
    const photo = await json(await t.request("/api/upload-to-gallery", { method: "POST", cookie, body }));
    const put = (fields: Record<string, unknown>) =>
      t.request(`/api/galleries/${photo.id}`, {
        method: "PUT",
        cookie,
        json: { name: "Ingresso", image_url: photo.image_url, ...fields },
      });
    const refused = await put({ alt: "" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(MISSING("Ingresso"));

    const res = await put({ alt: "Sbarra dell'hotel con lettore di targhe" });
    expect(res.status).toBe(200);
    expect((await json(res)).alt).toBe("Sbarra dell'hotel con lettore di targhe");
    const [publicRow] = await json<GalleryImageDto[]>(await t.request("/api/galleries/hotel-resort"));
    expect(publicRow?.alt).toBe("Sbarra dell'hotel con lettore di targhe");
    const item = (await json<MediaPage>(await t.request("/api/media", { cookie }))).items[0];
    expect(item?.alt).toBe("Sbarra dell'hotel con lettore di targhe");
    // The public page shows it.
    const html = await (await t.request("/applicazioni/hotel-resort")).text();
    expect(html).toContain('alt="Sbarra dell&#x27;hotel con lettore di targhe"');
  });

  test("the media library's 'missing alt text' filter leaves out a picture marked decorative", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const stored = await json<{ url: string }>(
      await t.request("/api/upload", { method: "POST", cookie, body: imageForm(await testJpeg(640, 480)) }),
    );
    const noAlt = async () => (await json<MediaPage>(await t.request("/api/media?filter=no-alt", { cookie }))).items;
    const [item] = await noAlt();
    expect(item?.url).toBe(stored.url);
    const res = await t.request(`/api/media/${item?.id}`, { method: "PUT", cookie, json: { name: "Motivo", decorative: true } });
    expect(res.status).toBe(200);
    expect(await json<{ decorative: boolean }>(res)).toMatchObject({ decorative: true });
    expect(await noAlt()).toEqual([]);
  });
});
