import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { DashboardSummary } from "../../shared/dashboard";
import { daysAfter, romeToday } from "../../shared/pages/certification-dates";
import type { PageEditorData } from "../../shared/schemas/page-answers";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// Sign-ins hash passwords and pages are rendered for real: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t?.cleanup());

const q = (path: string) => `?path=${encodeURIComponent(path)}`;

const certification = (name: string, validUntil: string) => ({
  badge: "/attached_assets/default-cover.svg",
  name,
  issuer: "Bureau Veritas",
  number: `N-${name.replaceAll(" ", "")}`,
  validUntil,
  document: "/documentazione",
});

/** Publishes /servizi with a 'Certificazioni' block added at its end. */
async function publishServicesWith(cookie: string, certifications: ReturnType<typeof certification>[]) {
  const editor = (await (await t.request(`/api/pages/editor${q("/servizi")}`, { cookie })).json()) as PageEditorData;
  const content = editor.builtIn;
  const res = await t.request(`/api/pages/publish${q("/servizi")}`, {
    method: "POST",
    json: {
      ...content,
      blocks: [...content.blocks, { kind: "certifications", title: "Le nostre certificazioni", certifications }],
    },
    cookie,
  });
  expect(res.status === 200 ? "" : await res.text()).toBe("");
}

describe("certifications to renew, on the dashboard", () => {
  test("names those expiring within 30 days and those expired still on a page, not the others", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const today = romeToday();
    await publishServicesWith(cookie, [
      certification("ISO 9001", daysAfter(today, 90)),
      certification("ISO 14001", daysAfter(today, 30)),
      certification("ISO 45001", daysAfter(today, -1)),
      certification("SOA OG11", daysAfter(today, 31)),
    ]);
    const res = await t.request("/api/dashboard", { cookie });
    expect(res.status).toBe(200);
    const summary = (await res.json()) as DashboardSummary;
    expect(summary.certifications).toEqual([
      { path: "/servizi", pageTitle: expect.any(String), name: "ISO 45001", validUntil: daysAfter(today, -1), expired: true },
      { path: "/servizi", pageTitle: expect.any(String), name: "ISO 14001", validUntil: daysAfter(today, 30), expired: false },
    ]);
  });

  test("the public page shows the valid certifications and not the expired one", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const today = romeToday();
    await publishServicesWith(cookie, [
      certification("ISO 9001", daysAfter(today, 1)),
      certification("ISO 45001", daysAfter(today, -1)),
    ]);
    const html = await (await t.request("/servizi")).text();
    expect(html).toContain("Le nostre certificazioni");
    expect(html).toContain("ISO 9001");
    expect(html).not.toContain("ISO 45001");
  });

  test("a certification linked to another site is refused, in Italian", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const editor = (await (await t.request(`/api/pages/editor${q("/servizi")}`, { cookie })).json()) as PageEditorData;
    const res = await t.request(`/api/pages/publish${q("/servizi")}`, {
      method: "POST",
      json: {
        ...editor.builtIn,
        blocks: [
          ...editor.builtIn.blocks,
          {
            kind: "certifications",
            title: "Certificazioni",
            certifications: [{ ...certification("ISO 9001", "2030-01-01"), document: "https://example.com/c.pdf" }],
          },
        ],
      },
      cookie,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(
      "Certificato: scegli un documento della documentazione (/documenti/…) oppure una pagina del sito",
    );
  });
});
