import { afterEach, expect, setDefaultTimeout, test } from "bun:test";
import type { PageEditorData } from "../shared/schemas/page-answers";
import { DayChange } from "../system/day-change";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { SiteSearch } from "./site-search";

// Sign-ins hash passwords: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
let search: SiteSearch | null = null;
afterEach(async () => {
  search?.close();
  search = null;
  await t.cleanup();
});

const PAGE = "/servizi";

test("the search stops finding a certification the day after its 'valid until', with no edit of the page", async () => {
  t = createTestApp();
  const cookie = await t.login();
  const q = `?path=${encodeURIComponent(PAGE)}`;
  const editor = (await (await t.request(`/api/pages/editor${q}`, { cookie })).json()) as PageEditorData;
  const certifications = {
    kind: "certifications",
    title: "Certificazioni",
    certifications: [
      {
        badge: "/attached_assets/default-cover.svg",
        name: "Certificazione Zefiro",
        issuer: "Ente Maestrale",
        number: "ZF-2027",
        validUntil: "2027-06-30",
        document: "/documentazione",
      },
    ],
  };
  const published = await t.request(`/api/pages/publish${q}`, {
    method: "POST",
    json: { ...editor.builtIn, blocks: [...editor.builtIn.blocks, certifications] },
    cookie,
  });
  expect(published.status).toBe(200);

  // The site's clock stands still: the last valid day, late in the evening in Rome.
  let now = new Date("2027-06-30T21:30:00Z");
  t.ctx.search.close();
  search = new SiteSearch(t.db, t.ctx.changes, t.ctx.pages, () => now);
  await search.start();
  const urls = async (text: string) => (await (search as SiteSearch).search(text)).results.map((r) => r.url);
  expect(await urls("Zefiro")).toEqual([PAGE]);
  expect(await urls("Maestrale")).toEqual([PAGE]);

  // Midnight in Rome: the change of day is announced, the page is not edited.
  const day = new DayChange(t.ctx.changes, () => now);
  now = new Date("2027-06-30T22:00:05Z");
  expect(day.check()).toBe(true);
  await search.ready();
  expect(await urls("Zefiro")).toEqual([]);
  expect(await urls("Maestrale")).toEqual([]);
  // The rest of the page is still found.
  expect(await urls("installazione")).toContain(PAGE);
});
