import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { ReferenceAdmin } from "../shared/schemas/reference-answers";
import { referenceInput } from "../test-support/reference-input";
import { createTestApp, type TestApp } from "../test-support/test-app";

setDefaultTimeout(30_000);

let t: TestApp;
afterEach(async () => {
  editorCookie = null;
  await t.cleanup();
});

const ORIGIN = "http://localhost";

async function page(path: string, status = 200) {
  const res = await t.request(path);
  expect(`${path} ${res.status}`).toBe(`${path} ${status}`);
  const html = await res.text();
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );
  const banner = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
  const switcher = [
    ...banner.matchAll(/<a [^>]*href="([^"]+)"[^>]*hrefLang="([^"]+)"|<a [^>]*hreflang="([^"]+)"[^>]*href="([^"]+)"/gi),
  ].map((m) => m[1] ?? m[4]);
  return {
    html,
    alternates,
    switcher,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1],
  };
}

/** What a page says, as a test reads it: the text itself when there, else what is missing (never the whole page). */
const says = (html: string, text: string) => (html.replace(/<!-- -->/g, "").includes(text) ? text : `missing: ${text}`);

let editorCookie: string | null = null;

/** A published Italian reference with its English version saved (published when asked), and an Editor's cookie. */
async function referenceWithEnglish(publishEnglish: boolean, overrides: Parameters<typeof referenceInput>[0] = {}) {
  editorCookie ??= await t.loginAs("editor");
  const cookie = editorCookie;
  const created = (await (
    await t.request("/api/references/admin", { method: "POST", cookie, json: referenceInput(overrides) })
  ).json()) as ReferenceAdmin;
  await t.request(`/api/references/admin/${created.id}/publish`, { method: "POST", cookie });
  const base = `/api/references/admin/${created.id}/translations/en`;
  await t.request(base, { method: "POST", cookie });
  const saved = await t.request(base, {
    method: "PUT",
    cookie,
    json: {
      title: `English ${created.title}`,
      slug: `english-${created.slug}`,
      challenge: "Queues at the entrance during visiting hours.",
      solution: "Number plate recognition.",
      result: "In through in 4 seconds.",
      quote_text: "The queues are gone.",
      quote_role: "Head of technical services",
      figure_labels: ["Parking spaces", "Pay stations"],
      photo_alts: [],
    },
  });
  expect(saved.status).toBe(200);
  if (publishEnglish) await t.request(`${base}/publish`, { method: "POST", cookie });
  return { cookie, created, english: `/en/references/english-${created.slug}`, italian: `/referenze/${created.slug}`, base };
}

describe("the references' English pages, as the server draws them", () => {
  test("a reference and its English version name each other: hreflang pairs, x-default Italian, own canonicals, the switcher", async () => {
    t = createTestApp();
    const { english, italian } = await referenceWithEnglish(true);
    const it = await page(italian);
    expect(it.alternates).toEqual({ it: `${ORIGIN}${italian}`, en: `${ORIGIN}${english}`, "x-default": `${ORIGIN}${italian}` });
    expect(it.switcher).toContain(english);
    const en = await page(english);
    expect(en.lang).toBe("en");
    expect(en.canonical).toBe(`${ORIGIN}${english}`);
    expect(en.alternates).toEqual(it.alternates);
    expect(en.switcher).toContain(italian);
    expect(says(en.html, "The challenge")).toBe("The challenge");
    expect(says(en.html, "Queues at the entrance during visiting hours.")).toBe("Queues at the entrance during visiting hours.");
    expect(says(en.html, "Hospitals · 2023")).toBe("Hospitals · 2023");
    expect(says(en.html, '"inLanguage":"en-GB"')).toBe('"inLanguage":"en-GB"');
    expect(says(en.html, "Download the project sheet (Italian)")).toBe("Download the project sheet (Italian)");
    expect(says(en.html, `href="${italian}/scheda.pdf"`)).toBe(`href="${italian}/scheda.pdf"`);
  });

  test("a reference without a published English version has no English address; its switcher leads to the English list", async () => {
    t = createTestApp();
    const { english, italian } = await referenceWithEnglish(false);
    const it = await page(italian);
    expect(it.alternates).toEqual({});
    expect(it.switcher).toContain("/en/references");
    expect(it.switcher).not.toContain(english);
    const missing = await page(english, 404);
    expect(missing.lang).toBe("en");
    expect(says(missing.html, "Reference not found")).toBe("Reference not found");
    expect(says((await page("/en/references")).html, "English Parcheggio")).toBe("missing: English Parcheggio");
  });

  test("/en/references lists only the English versions published, in English, paired with /referenze", async () => {
    t = createTestApp();
    const { english } = await referenceWithEnglish(true);
    await referenceWithEnglish(false, { title: "Seconda referenza" });
    const list = await page("/en/references");
    expect(list.lang).toBe("en");
    expect(list.alternates).toEqual({
      it: `${ORIGIN}/referenze`,
      en: `${ORIGIN}/en/references`,
      "x-default": `${ORIGIN}/referenze`,
    });
    expect(says(list.html, "1 reference")).toBe("1 reference");
    expect(says(list.html, `href="${english}"`)).toBe(`href="${english}"`);
    expect(says(list.html, "English Seconda referenza")).toBe("missing: English Seconda referenza");
    expect(says(list.html, "Installations we have delivered")).toBe("Installations we have delivered");
    expect(/<form[^>]*action="\/en\/references"/.test(list.html)).toBe(true);
    expect(says(list.html, "Hospitals (1)")).toBe("Hospitals (1)");
    const filtered = await page("/en/references?settore=aeroporti");
    expect(says(filtered.html, "No references match these filters.")).toBe("No references match these filters.");
  });

  test("publishing or withdrawing the English changes the English pages at once, however often they were read", async () => {
    t = createTestApp();
    const { cookie, english, base } = await referenceWithEnglish(false);
    await page(english, 404);
    expect(says((await page("/en/references")).html, "0 references")).toBe("0 references");
    await t.request(`${base}/publish`, { method: "POST", cookie });
    await page(english);
    expect(says((await page("/en/references")).html, "1 reference")).toBe("1 reference");
    await t.request(`${base}/unpublish`, { method: "POST", cookie });
    await page(english, 404);
    expect(says((await page("/en/references")).html, "0 references")).toBe("0 references");
  });

  test("the sitemap lists the English version beside the Italian, each with both as alternates", async () => {
    t = createTestApp();
    const { english, italian } = await referenceWithEnglish(true);
    const sitemap = await (await t.request("/sitemap.xml")).text();
    const entryOf = (path: string) => new RegExp(`<url><loc>${ORIGIN}${path}</loc>.*?</url>`).exec(sitemap)?.[0] ?? "";
    for (const path of [italian, english]) {
      const entry = entryOf(path);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="it" href="${ORIGIN}${italian}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}${english}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${italian}"/>`);
    }
    expect(entryOf("/en/references")).toContain(`hreflang="it" href="${ORIGIN}/referenze"`);
  });

  test("a published English version whose slug changes leaves its old address answering 301 to the new one", async () => {
    t = createTestApp();
    const { cookie, english, base } = await referenceWithEnglish(true);
    const renamed = await t.request(base, {
      method: "PUT",
      cookie,
      json: {
        title: "Hospital multi-storey car park",
        slug: "hospital-car-park-milan",
        challenge: "Queues.",
        solution: "Number plate recognition.",
        result: "No queues.",
        quote_text: "The queues are gone.",
        quote_role: "Head of technical services",
        figure_labels: ["Parking spaces", "Pay stations"],
        photo_alts: [],
      },
    });
    expect(renamed.status).toBe(200);
    const old = await t.request(english);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/en/references/hospital-car-park-milan");
    await page("/en/references/hospital-car-park-milan");
  });
});
