import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { PageEditorData } from "../shared/schemas/page-answers";
import { imageForm, testJpeg } from "../test-support/images";
import { referenceInput } from "../test-support/reference-input";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { dataFolder } from "./layout";
import { tablesWithoutUploads, uploadReferences } from "./references";
import { createSnapshot } from "./snapshot";
import { sweepDataFolder } from "./sweep";

// Sign-ins hash passwords and pictures are converted: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t?.cleanup());

const TWO_DAYS = 2 * 24 * 60 * 60 * 1000;

/** A picture sent to the media library: its largest rendition's address. */
async function libraryPicture(cookie: string, name: string): Promise<string> {
  const res = await t.request("/api/media", {
    method: "POST",
    cookie,
    body: imageForm(await testJpeg(320, 240), name, {}, "image/jpeg"),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

/** Every picture staff keep somewhere, each where a person would look for it again. */
async function picturesKeptEverywhere() {
  t = createTestApp();
  const cookie = await t.login();
  const kept: Record<string, string> = {};

  kept["in the media library, used nowhere yet"] = await libraryPicture(cookie, "magazzino.jpg");

  kept["a reference's photo"] = await libraryPicture(cookie, "ospedale.jpg");
  const reference = await t.request("/api/references/admin", {
    method: "POST",
    cookie,
    json: referenceInput({ photos: [{ url: kept["a reference's photo"], alt: "Ingresso dell'ospedale" }] }),
  });
  expect(reference.status).toBe(201);

  kept["a certification badge on a page"] = await libraryPicture(cookie, "iso.jpg");
  const editor = (await (await t.request("/api/pages/editor?path=%2Fservizi", { cookie })).json()) as PageEditorData;
  const certifications = [
    {
      badge: kept["a certification badge on a page"],
      name: "ISO 9001:2015",
      issuer: "Bureau Veritas",
      number: "IT-1",
      validUntil: "2040-06-30",
      document: "/documentazione",
    },
  ];
  const published = await t.request("/api/pages/publish?path=%2Fservizi", {
    method: "POST",
    cookie,
    json: {
      ...editor.builtIn,
      blocks: [...editor.builtIn.blocks, { kind: "certifications", title: "Certificazioni", certifications }],
    },
  });
  expect(published.status === 200 ? "" : await published.text()).toBe("");

  const photo = await t.request("/api/upload", {
    method: "POST",
    cookie,
    body: imageForm(await testJpeg(640, 480), "varco.jpg", {}, "image/jpeg"),
  });
  const { url } = (await photo.json()) as { url: string };
  const added = await t.request("/api/galleries", {
    method: "POST",
    cookie,
    json: { section: "aeroporti", name: "Varco", description: "", image_url: url, alt: "Varco d'uscita" },
  });
  const { id } = (await added.json()) as { id: number };
  expect((await t.request(`/api/galleries/${id}`, { method: "DELETE", cookie })).status).toBe(200);
  kept["a gallery photo in the bin"] = url;
  return kept;
}

const fileOf = (url: string) => join(t.config.dataDir, url);

test("the daily sweep of unused uploads keeps every picture staff keep: library, references, pages, the bin", async () => {
  const kept = await picturesKeptEverywhere();
  sweepDataFolder(dataFolder(t.config.dataDir), t.db.$client, Date.now() + TWO_DAYS);
  const lost = Object.entries(kept)
    .filter(([, url]) => !existsSync(fileOf(url)))
    .map(([where]) => where);
  expect(lost).toEqual([]);
});

test("a snapshot holds every picture staff keep, so a restore brings each back", async () => {
  const kept = await picturesKeptEverywhere();
  const snapshot = createSnapshot(dataFolder(t.config.dataDir), { kind: "manuale" });
  const missing = Object.entries(kept)
    .filter(([, url]) => !existsSync(join(snapshot.path, url)))
    .map(([where]) => where);
  expect(missing).toEqual([]);
});

test("every table is placed: it either keeps the uploads it names, or is said never to hold one", () => {
  t = createTestApp();
  const tables = (t.db.$client.query("SELECT name FROM sqlite_master WHERE type = 'table'").values() as string[][])
    .map(([name]) => name ?? "")
    .filter((name) => !name.startsWith("sqlite_"));
  const placed = new Set([...uploadReferences.map((line) => line.table), ...Object.keys(tablesWithoutUploads)]);
  // A full-text index's own tables (<index>_data, _idx, _docsize, _config, _content) go with it.
  const shadowOfPlaced = (name: string) =>
    /_(data|idx|docsize|config|content)$/.test(name) && placed.has(name.replace(/_[a-z]+$/, ""));
  expect(tables.filter((name) => !placed.has(name) && !shadowOfPlaced(name))).toEqual([]);
  expect(uploadReferences.filter((line) => line.table in tablesWithoutUploads)).toEqual([]);
});
