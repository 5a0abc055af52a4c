import { afterEach, describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { GalleryImageDto } from "../../shared/gallery";
import { gallerySections } from "../../shared/gallery-sections";
import { imageForm, pngHeader, sharp, testJpeg, testPng } from "../../test-support/images";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

async function signedIn() {
  t = createTestApp();
  return t.login();
}

const json = async <T = GalleryImageDto>(res: Response) => (await res.json()) as T;
const fileOf = (url: string) => join(t.config.uploadsDir, url.slice("/uploads/".length));

async function addByUrl(
  cookie: string,
  section: string,
  name: string,
  url = `https://esempio.it/${encodeURIComponent(name)}.jpg`,
) {
  const res = await t.request("/api/galleries", {
    method: "POST",
    cookie,
    json: { section, name, image_url: url, alt: `Foto ${name}` },
  });
  expect(res.status).toBe(201);
  return json(res);
}

async function upload(cookie: string, fields: Record<string, string>, bytes?: Uint8Array, fileName = "foto.jpg") {
  const body = imageForm(bytes ?? (await testJpeg(1200, 900)), fileName, { alt: "Foto di prova", ...fields });
  return t.request("/api/upload-to-gallery", { method: "POST", cookie, body });
}

const orders = async (section: string) =>
  (await json<GalleryImageDto[]>(await t.request(`/api/galleries/${section}`))).map((i) => [i.name, i.display_order]);

describe("guard", () => {
  test("every write without a session is 401 JSON; reads are public", async () => {
    t = createTestApp();
    const writes: [string, string, RequestInit & { json?: unknown }][] = [
      ["POST", "/api/galleries", { json: { section: "aeroporti", name: "a", image_url: "https://x.it/a.jpg" } }],
      ["PUT", "/api/galleries/1", { json: { name: "a", image_url: "https://x.it/a.jpg" } }],
      ["PUT", "/api/galleries/1/order", { json: { displayOrder: 2 } }],
      ["DELETE", "/api/galleries/1", {}],
      ["POST", "/api/upload", { body: imageForm(await testPng(10, 10)) }],
      [
        "POST",
        "/api/upload-to-gallery",
        { body: imageForm(await testPng(10, 10), "a.png", { section: "aeroporti", name: "a" }) },
      ],
    ];
    for (const [method, path, init] of writes) {
      const res = await t.request(path, { method, ...init });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await res.json()).message).toContain("Accesso riservato");
    }
    expect((await t.request("/api/galleries/aeroporti")).status).toBe(200);
  });
});

describe("reads", () => {
  test("GET /api/galleries groups all nine sections; a section by path or ?section=; unknown section 400", async () => {
    const cookie = await signedIn();
    await addByUrl(cookie, "aeroporti", "Terminal");
    await addByUrl(cookie, "controllo-accessi", "Varco");
    const all = await json<Record<string, GalleryImageDto[]>>(await t.request("/api/galleries"));
    expect(Object.keys(all).sort()).toEqual([...gallerySections].sort());
    expect(all.aeroporti?.map((i) => i.name)).toEqual(["Terminal"]);
    expect(all["controllo-accessi"]?.map((i) => i.name)).toEqual(["Varco"]);
    const byQuery = await json<GalleryImageDto[]>(await t.request("/api/galleries?section=aeroporti"));
    expect(byQuery).toHaveLength(1);
    expect(byQuery[0]).toMatchObject({ id: expect.any(Number), image_url: "https://esempio.it/Terminal.jpg", display_order: 1 });
    for (const path of ["/api/galleries/parcheggi", "/api/galleries?section=nope"]) {
      const res = await t.request(path);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("Sezione della galleria non valida");
    }
  });
});

describe("writes", () => {
  test("add by URL: name and URL required with the spec's message; http: and odd addresses refused", async () => {
    const cookie = await signedIn();
    for (const body of [
      { section: "ospedali", name: "", image_url: "https://x.it/a.jpg" },
      { section: "ospedali", name: "A", image_url: "" },
      { section: "ospedali" },
    ]) {
      const res = await t.request("/api/galleries", { method: "POST", cookie, json: body });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("Nome e URL immagine sono obbligatori");
    }
    for (const url of ["http://x.it/a.jpg", "javascript:alert(1)", "/uploads/../parksite.db", "ftp://x.it/a.jpg"]) {
      const res = await t.request("/api/galleries", {
        method: "POST",
        cookie,
        json: { section: "ospedali", name: "A", image_url: url, alt: "A" },
      });
      expect(res.status, url).toBe(400);
    }
    const bad = await t.request("/api/galleries", {
      method: "POST",
      cookie,
      json: { section: "zoo", name: "A", image_url: "https://x.it/a.jpg", alt: "A" },
    });
    expect((await bad.json()).message).toBe("Sezione della galleria non valida");
  });

  test("order: new = max + 1 whatever is sent; moves swap neighbours; out of range is 400; delete closes the gap", async () => {
    const cookie = await signedIn();
    const a = await addByUrl(cookie, "fiere-eventi", "A");
    const b = await addByUrl(cookie, "fiere-eventi", "B");
    const res = await t.request("/api/galleries", {
      method: "POST",
      cookie,
      json: { section: "fiere-eventi", name: "C", image_url: "https://x.it/c.jpg", display_order: 1, alt: "C" },
    });
    const c = await json(res);
    expect([a.display_order, b.display_order, c.display_order]).toEqual([1, 2, 3]);
    await addByUrl(cookie, "hotel-resort", "Altro");

    const move = (id: number, displayOrder: unknown) =>
      t.request(`/api/galleries/${id}/order`, { method: "PUT", cookie, json: { displayOrder } });
    expect((await move(c.id, 2)).status).toBe(200);
    expect(await orders("fiere-eventi")).toEqual([
      ["A", 1],
      ["C", 2],
      ["B", 3],
    ]);
    expect((await move(a.id, 2)).status).toBe(200);
    expect(await orders("fiere-eventi")).toEqual([
      ["C", 1],
      ["A", 2],
      ["B", 3],
    ]);
    for (const [id, target] of [
      [c.id, 0],
      [b.id, 4],
      [c.id, 3],
      [a.id, 2],
      [a.id, "2"],
    ] as const) {
      const refused = await move(id, target);
      expect(refused.status, `${id} -> ${target}`).toBe(400);
    }
    expect((await move(9999, 1)).status).toBe(404);
    expect(await orders("fiere-eventi")).toEqual([
      ["C", 1],
      ["A", 2],
      ["B", 3],
    ]);

    expect((await t.request(`/api/galleries/${c.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(await orders("fiere-eventi")).toEqual([
      ["A", 1],
      ["B", 2],
    ]);
    await addByUrl(cookie, "fiere-eventi", "D");
    expect(await orders("fiere-eventi")).toEqual([
      ["A", 1],
      ["B", 2],
      ["D", 3],
    ]);
    expect(await orders("hotel-resort")).toEqual([["Altro", 1]]);
    expect((await t.request(`/api/galleries/${c.id}`, { method: "DELETE", cookie })).status).toBe(404);
    expect((await t.request("/api/galleries/abc", { method: "DELETE", cookie })).status).toBe(404);
  });

  test("every write announces 'galleries' (the page cache listens)", async () => {
    const cookie = await signedIn();
    const heard: string[] = [];
    t.ctx.changes.subscribe((kind) => heard.push(kind));
    const a = await addByUrl(cookie, "aeroporti", "A");
    await addByUrl(cookie, "aeroporti", "B");
    await t.request(`/api/galleries/${a.id}`, { method: "PUT", cookie, json: { name: "A2", image_url: a.image_url, alt: "A2" } });
    await t.request(`/api/galleries/${a.id}/order`, { method: "PUT", cookie, json: { displayOrder: 2 } });
    await t.request(`/api/galleries/${a.id}`, { method: "DELETE", cookie });
    await upload(cookie, { section: "aeroporti", name: "Foto" });
    expect(heard).toEqual(["galleries", "galleries", "galleries", "galleries", "galleries", "galleries"]);
  });

  test("a public page shows the change at once (its cached HTML is dropped)", async () => {
    const cookie = await signedIn();
    const before = await (await t.request("/applicazioni/ospedali")).text();
    expect(before).toContain("Nessuna immagine disponibile al momento.");
    await addByUrl(cookie, "ospedali", "Pronto soccorso nord");
    const after = await (await t.request("/applicazioni/ospedali")).text();
    expect(after).toContain("Pronto soccorso nord");
  });
});

describe("uploads", () => {
  test("upload-to-gallery stores WebP renditions and answers what a responsive <img> needs", async () => {
    const cookie = await signedIn();
    const res = await upload(
      cookie,
      { section: "municipalizzate", name: "Parcheggio centrale", description: "Padova" },
      await testJpeg(2400, 1800),
    );
    expect(res.status).toBe(201);
    const image = await json(res);
    expect(image).toMatchObject({
      section: "municipalizzate",
      name: "Parcheggio centrale",
      description: "Padova",
      display_order: 1,
      width: 1600,
      height: 1200,
    });
    expect(image.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1600]);
    expect(image.srcset).toBe(image.variants.map((v) => `${v.url} ${v.width}w`).join(", "));
    for (const v of image.variants) expect(existsSync(fileOf(v.url))).toBe(true);

    const served = await t.request(image.variants[0]!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe("WEBP");
    const again = await t.request(image.variants[0]!.url, { headers: { "if-none-match": served.headers.get("etag") ?? "" } });
    expect(again.status).toBe(304);
  });

  test("POST /api/upload answers {url} of the largest rendition; the row can then be added by that URL", async () => {
    const cookie = await signedIn();
    const res = await t.request("/api/upload", {
      method: "POST",
      cookie,
      body: imageForm(await testPng(900, 600), "pianta.png"),
    });
    expect(res.status).toBe(201);
    const { url, variants } = await json<{ url: string; variants: { width: number }[] }>(res);
    expect(url).toMatch(/^\/uploads\/gallery\/[0-9a-f]{24}-900x600\.webp$/);
    expect(variants.map((v) => v.width)).toEqual([320, 640, 900]);
    const row = await addByUrl(cookie, "aree-stagionali", "Pianta", url);
    expect(row).toMatchObject({ width: 900, height: 600 });
    expect(row.variants).toHaveLength(3);
  });

  test("refusals: HTML named .jpg, SVG, 11 MB, a 60000x60000 PNG header, no file, no name", async () => {
    const cookie = await signedIn();
    const fields = { section: "aeroporti", name: "Prova", alt: "Prova" };
    const html = new TextEncoder().encode("<html><body>non sono una foto</body></html>");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const cases: [Uint8Array, string, number, string][] = [
      [html, "foto.jpg", 415, "Formato non supportato: carica un'immagine JPEG, PNG, WebP o GIF"],
      [svg, "disegno.svg", 415, "Formato non supportato: carica un'immagine JPEG, PNG, WebP o GIF"],
      [new Uint8Array(11 * 1024 * 1024).fill(0xff), "grande.jpg", 413, "L'immagine supera il limite di 10 MB"],
      [pngHeader(60000, 60000), "enorme.png", 400, "L'immagine è troppo grande: al massimo 40 megapixel"],
    ];
    for (const [bytes, name, status, message] of cases) {
      for (const path of ["/api/upload-to-gallery", "/api/upload"]) {
        const res = await t.request(path, { method: "POST", cookie, body: imageForm(bytes, name, fields) });
        expect(res.status, `${path} ${name}`).toBe(status);
        expect((await res.json()).message).toBe(message);
      }
    }
    const noFile = new FormData();
    noFile.set("section", "aeroporti");
    noFile.set("name", "x");
    expect((await t.request("/api/upload", { method: "POST", cookie, body: noFile })).status).toBe(400);
    const noName = await upload(cookie, { section: "aeroporti", name: " " });
    expect(noName.status).toBe(400);
    expect((await noName.json()).message).toBe("Inserisci un nome per l'immagine");
    const noSection = await upload(cookie, { section: "altro", name: "x" });
    expect(noSection.status).toBe(400);
    const asJson = await t.request("/api/upload", { method: "POST", cookie, json: { image: "x" } });
    expect(asJson.status).toBe(415);
    expect(await orders("aeroporti")).toEqual([]);
    expect(existsSync(join(t.config.uploadsDir, "gallery")) ? readdirSync(join(t.config.uploadsDir, "gallery")) : []).toEqual([]);
  });

  test("the client's file name is never used: a path-traversal name lands under a generated name", async () => {
    const cookie = await signedIn();
    const res = await upload(
      cookie,
      { section: "aeroporti", name: "Traversal" },
      await testPng(400, 300),
      "../../../parksite.db",
    );
    expect(res.status).toBe(201);
    const image = await json(res);
    expect(image.image_url).toMatch(/^\/uploads\/gallery\/[0-9a-f]{24}-400x300\.webp$/);
    expect(readdirSync(t.config.dataDir).sort()).toEqual(
      // secret.key: the server's own key (device cookies of sign-ins), written on first need.
      ["parksite.db", "parksite.db-shm", "parksite.db-wal", "secret.key", "uploads"].filter((n) =>
        existsSync(join(t.config.dataDir, n)),
      ),
    );
  });

  test("editing to another image and deleting remove the files no row shows any more", async () => {
    const cookie = await signedIn();
    const first = await json(await upload(cookie, { section: "ospedali", name: "Uno" }));
    const second = await json(await upload(cookie, { section: "ospedali", name: "Due" }));
    const res = await t.request(`/api/galleries/${first.id}`, {
      method: "PUT",
      cookie,
      json: { name: "Uno bis", description: "nuova foto", image_url: second.image_url, alt: "Uno bis" },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      name: "Uno bis",
      description: "nuova foto",
      image_url: second.image_url,
      width: second.width,
    });
    for (const v of first.variants) expect(existsSync(fileOf(v.url))).toBe(false);
    // The second image is still shown by both rows: deleting one row keeps its files.
    await t.request(`/api/galleries/${second.id}`, { method: "DELETE", cookie });
    for (const v of second.variants) expect(existsSync(fileOf(v.url))).toBe(true);
    await t.request(`/api/galleries/${first.id}`, { method: "DELETE", cookie });
    // Both rows wait in the bin: the files go when it is emptied.
    for (const v of second.variants) expect(existsSync(fileOf(v.url))).toBe(true);
    expect((await t.request("/api/bin", { method: "DELETE", cookie })).status).toBe(200);
    for (const v of second.variants) expect(existsSync(fileOf(v.url))).toBe(false);
    const gone = await t.request(second.variants[0]!.url);
    expect(gone.status).toBe(404);
  });
});

describe("/uploads", () => {
  test("a stored image's JPEG is made on request, under the download name asked for", async () => {
    const cookie = await signedIn();
    const image = await json(await upload(cookie, { section: "aeroporti", name: "Scarica" }));
    const jpegUrl = image.image_url.replace(/\.webp$/, ".jpg");
    const res = await t.request(`${jpegUrl}?download=immagine-1.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="immagine-1.jpg"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([bytes[0], bytes[1], bytes[2]]).toEqual([0xff, 0xd8, 0xff]);
    expect((await sharp(bytes).metadata()).width).toBe(image.width!);
    expect((await t.request(`${jpegUrl}?download=../x.jpg`)).status).toBe(404);
    expect((await t.request(`${image.image_url}?download=immagine-1.jpg`)).status).toBe(404);
  });

  test("no traversal, no listing, no dot files, no other types", async () => {
    t = createTestApp();
    for (const path of [
      "/uploads/../parksite.db",
      "/uploads/%2e%2e/parksite.db",
      "/uploads/gallery/..%2f..%2fparksite.db",
      "/uploads/gallery",
      "/uploads/gallery/",
      "/uploads/",
      "/uploads/gallery/.tmp-x.webp",
      "/uploads/gallery/x.svg",
      "/uploads/gallery/nope.webp",
      "/uploads/gallery/nope.jpg",
    ]) {
      const res = await t.request(path);
      expect([404, 301], path).toContain(res.status);
      expect(res.headers.get("content-type") ?? "", path).not.toMatch(/^image\//);
      expect(await res.text(), path).not.toContain("SQLite format");
    }
    expect((await t.request("/uploads/gallery/x.webp", { method: "POST" })).status).toBe(405);
  });
});
