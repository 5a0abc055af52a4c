import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { Attention } from "../../shared/dashboard";
import type { GalleryImageDto } from "../../shared/gallery";
import type { MediaItem, MediaPage } from "../../shared/schemas/media-answers";
import { imageForm, testJpeg } from "../../test-support/images";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// Sign-ins hash passwords: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t.cleanup());

const json = async <T>(res: Response) => (await res.json()) as T;
const ITALIAN = "Barriera d'ingresso al terminal";
const ENGLISH = "Entry barrier at the terminal";

/** A photo of the airports' gallery, described in Italian: its library item. */
async function airportPhoto(cookie: string): Promise<MediaItem> {
  const body = imageForm(await testJpeg(900, 600), "foto.jpg", { section: "aeroporti", name: "Varco", alt: ITALIAN });
  const res = await t.request("/api/upload-to-gallery", { method: "POST", cookie, body });
  expect(res.status).toBe(201);
  const page = await json<MediaPage>(await t.request("/api/media", { cookie }));
  const item = page.items.find((i) => i.alt === ITALIAN);
  if (!item) throw new Error("foto mancante");
  return item;
}

const put = (cookie: string, item: MediaItem, change: Partial<{ alt: string; translations: unknown }>) =>
  t.request(`/api/media/${item.id}`, {
    method: "PUT",
    cookie,
    json: { name: item.name, alt: item.alt, decorative: item.decorative, ...change },
  });
const filtered = async (cookie: string, filter: string) =>
  (await json<MediaPage>(await t.request(`/api/media?filter=${filter}`, { cookie }))).items.map((i) => i.alt);
/** What a page shows: its HTML without its scripts (the page data carry every language's texts). */
const shown = async (path: string) => (await (await t.request(path)).text()).replace(/<script[\s\S]*?<\/script>/g, "");

describe("a picture's alt text in English", () => {
  test("English pages and galleries show the English alt text, the Italian ones the Italian; without one, the Italian", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const item = await airportPhoto(cookie);
    expect(item.translations).toEqual([{ language: "en", alt: "", outdated: false }]);
    // No English yet: the English page shows the Italian text rather than an undescribed picture.
    expect(await shown("/en/applications/airports")).toContain(
      `aria-label="Open image 1 of 1: ${ITALIAN.replace("'", "&#x27;")}"`,
    );
    expect(await filtered(cookie, "no-alt-en")).toEqual([ITALIAN]);

    const res = await put(cookie, item, { translations: [{ language: "en", alt: `  ${ENGLISH} ` }] });
    expect(res.status).toBe(200);
    expect((await json<MediaItem>(res)).translations).toEqual([{ language: "en", alt: ENGLISH, outdated: false }]);
    expect(await filtered(cookie, "no-alt-en")).toEqual([]);
    const [photo] = await json<GalleryImageDto[]>(await t.request("/api/galleries/aeroporti"));
    expect(photo?.alt).toBe(ITALIAN);
    expect(photo?.alt_translations).toEqual([{ language: "en", alt: ENGLISH }]);

    const english = await shown("/en/applications/airports");
    expect(english).toContain(`aria-label="Open image 1 of 1: ${ENGLISH}"`);
    expect(english).toContain(`alt="${ENGLISH}"`);
    const italian = await shown("/applicazioni/aeroporti");
    expect(italian).toContain(`alt="${ITALIAN.replace("'", "&#x27;")}"`);
    expect(italian).not.toContain(ENGLISH);

    // Emptied, the English text is dropped: the English page shows the Italian again.
    expect((await put(cookie, item, { translations: [{ language: "en", alt: "" }] })).status).toBe(200);
    expect(await shown("/en/applications/airports")).not.toContain(ENGLISH);
  });

  test("an Italian alt text changed after the English was saved makes it 'Da aggiornare', listed and filtered", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const item = await airportPhoto(cookie);
    expect((await put(cookie, item, { translations: [{ language: "en", alt: ENGLISH }] })).status).toBe(200);
    const attention = async () => json<Attention>(await t.request("/api/dashboard/attention", { cookie }));
    expect((await attention()).items.map((i) => i.kind)).not.toContain("outdated-translations");

    const changed = await put(cookie, item, { alt: "Sbarra d'ingresso con lettore di targhe" });
    expect((await json<MediaItem>(changed)).translations).toEqual([{ language: "en", alt: ENGLISH, outdated: true }]);
    expect(await filtered(cookie, "alt-en-da-aggiornare")).toEqual(["Sbarra d'ingresso con lettore di targhe"]);
    expect((await attention()).items).toContainEqual({
      kind: "outdated-translations",
      translations: [
        {
          what: "Immagine",
          title: "Galleria Aeroporti: Varco",
          language: "en",
          fields: ["Testo alternativo"],
          href: "/admin/media?filter=alt-en-da-aggiornare",
        },
      ],
    });

    const saved = await put(
      cookie,
      { ...item, alt: "Sbarra d'ingresso con lettore di targhe" },
      {
        translations: [{ language: "en", alt: "Entry barrier with a number plate reader" }],
      },
    );
    expect((await json<MediaItem>(saved)).translations[0]?.outdated).toBe(false);
    expect(await filtered(cookie, "alt-en-da-aggiornare")).toEqual([]);
    expect((await attention()).items.map((i) => i.kind)).not.toContain("outdated-translations");
  });

  test("only staff with the media area write it; an unknown language or an over-long text is refused in Italian", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const item = await airportPhoto(cookie);
    const sales = await t.loginAs("commerciale");
    expect((await put(sales, item, { translations: [{ language: "en", alt: ENGLISH }] })).status).toBe(403);
    const editor = await t.loginAs("editor");
    expect((await put(editor, item, { translations: [{ language: "en", alt: ENGLISH }] })).status).toBe(200);

    const unknown = await put(cookie, item, { translations: [{ language: "fr", alt: "Barrière" }] });
    expect(unknown.status).toBe(400);
    expect((await json<{ message: string }>(unknown)).message).toContain("Lingua non valida: scegli en (inglese)");
    const long = await put(cookie, item, { translations: [{ language: "en", alt: "x".repeat(301) }] });
    expect(long.status).toBe(400);
    expect((await json<{ message: string }>(long)).message).toContain(
      "Il testo alternativo inglese può avere al massimo 300 caratteri",
    );
    // A save without translations leaves them as they are.
    expect((await json<MediaItem>(await put(cookie, item, {}))).translations[0]?.alt).toBe(ENGLISH);
  });
});
