import type { Page } from "@playwright/test";
import { wcagViolations } from "./axe";
import { expect, ready, signIn, test } from "./fixtures";

/*
 * Cookieless statistics end to end against the compiled binary: a visitor arrives from a
 * campaign link, browses, clicks the phone number and sends a request; staff then find the
 * visit in /admin/statistiche and the request's source in the inbox.
 */

/** Headless Chromium says so in its user agent and would not be counted: the visitor uses a desktop browser's. */
const VISITOR_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

const beaconSent = (page: Page, kind: string, path: string) =>
  page.waitForResponse((r) => {
    if (!r.url().endsWith("/api/visit")) return false;
    const body = r.request().postDataJSON() as { k?: string; p?: string } | null;
    return body?.k === kind && body.p === path;
  });

test.describe.configure({ mode: "serial" });
// Staff browse with a desktop browser's user agent too, so that only their session keeps them out of the figures.
test.use({ userAgent: VISITOR_UA });

test("a campaign visit and its request appear in the statistics and in the inbox with their source", async ({
  browser,
  page,
}) => {
  const campaign = `e2e-${Date.now().toString(36)}`;
  const visitor = await browser.newContext({ userAgent: VISITOR_UA, locale: "it-IT", timezoneId: "Europe/Rome" });
  const tab = await visitor.newPage();
  const errors: string[] = [];
  tab.on("pageerror", (e) => errors.push(e.message));

  // Landing page from a newsletter link, a page another visitor has seen: the server answers it
  // from its cache, as for the plain address; the page view leaves once the page is idle, with the campaign.
  // Other tests publish meanwhile, and each publication empties the cache: the pair is tried again then.
  const campaignAddress = `/applicazioni/ospedali?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`;
  const timings: string[] = [];
  for (let attempt = 0; attempt < 3 && timings.at(-1) !== "cache;desc=hit"; attempt++) {
    expect((await visitor.request.get("/applicazioni/ospedali")).status()).toBe(200);
    timings.push((await visitor.request.get(campaignAddress)).headers()["server-timing"] ?? "");
  }
  expect(timings.at(-1)).toBe("cache;desc=hit");
  const landing = beaconSent(tab, "pageview", "/applicazioni/ospedali");
  await tab.goto(campaignAddress);
  await ready(tab);
  const first = await landing;
  expect(first.status()).toBe(204);
  expect(first.request().postDataJSON()).toMatchObject({ e: 1, s: "newsletter", m: "email", c: campaign });
  // No cookie, nothing in local storage; the origin of the visit is in the tab's session storage.
  expect(await visitor.cookies()).toEqual([]);
  expect(await tab.evaluate(() => window.localStorage.length)).toBe(0);
  expect(JSON.parse((await tab.evaluate(() => sessionStorage.getItem("parksite-visita"))) ?? "{}")).toMatchObject({
    p: "/applicazioni/ospedali",
    s: "newsletter",
    c: campaign,
  });

  // The next page of the visit is a page view too, without the origin again.
  const contactView = beaconSent(tab, "pageview", "/contatti");
  await tab.getByRole("navigation", { name: "Menu principale" }).getByRole("link", { name: "Contatti" }).click();
  const next = await contactView;
  expect(next.status()).toBe(204);
  expect(next.request().postDataJSON()).not.toHaveProperty("e");
  await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
  await ready(tab);

  // A click on the phone number is counted for the page (the call itself is not placed in the test).
  await tab.evaluate(() =>
    document.addEventListener(
      "click",
      (e) => {
        if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault();
      },
      true,
    ),
  );
  const call = beaconSent(tab, "tel", "/contatti");
  await tab.locator('a[href^="tel:"]').first().click();
  expect((await call).status()).toBe(204);

  // The cookie banner's choice is recorded on the server with the random id kept beside it in the browser.
  const recorded = tab.waitForResponse((r) => r.url().endsWith("/api/consent"));
  await tab.getByTestId("cookie-banner").getByRole("button", { name: "Solo necessari" }).click();
  const consent = await recorded;
  expect(consent.status()).toBe(204);
  const stored = JSON.parse((await tab.evaluate(() => localStorage.getItem("parksite-cookie-consent"))) ?? "{}");
  expect(consent.request().postDataJSON()).toEqual({
    consent_id: stored.id,
    version: stored.version,
    analytics: false,
    marketing: false,
    functional: false,
    language: "it",
  });

  // The request carries where the visit came from.
  await tab.getByRole("textbox", { name: "Nome", exact: true }).fill("Carla");
  await tab.getByRole("textbox", { name: "Cognome", exact: true }).fill(`Campagna ${campaign}`);
  await tab.getByRole("textbox", { name: "Email", exact: true }).fill("carla@example.it");
  await tab.getByRole("textbox", { name: "Telefono", exact: true }).fill("+39 333 444 5555");
  await tab.getByRole("combobox", { name: "Tipo di applicazione" }).selectOption("ospedale");
  await tab.waitForTimeout(3200);
  const sent = tab.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
  await tab.getByRole("button", { name: "Invia richiesta" }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({
    attribution: {
      landing_page: "/applicazioni/ospedali",
      page: "/contatti",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: campaign,
    },
  });
  expect(errors).toEqual([]);
  await visitor.close();

  // Staff: the statistics of the last 7 days show the campaign, its request and the landing page.
  await signIn(page);
  await page.getByRole("link", { name: "Statistiche" }).click();
  await expect(page.getByRole("heading", { name: "Statistiche", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Ultimi 7 giorni" }).click();
  await expect(page).toHaveURL(/periodo=7/);
  const campaigns = page.getByTestId("stats-campaigns");
  const row = campaigns.getByRole("row", { name: new RegExp(`newsletter / email / ${campaign}`) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell")).toHaveText(["1", "1"]);
  await expect(page.getByTestId("stats-landing").getByRole("rowheader", { name: "/applicazioni/ospedali" })).toBeVisible();
  await expect(page.getByTestId("stats-pages").getByRole("rowheader", { name: "/contatti" })).toBeVisible();
  await expect(page.getByTestId("stats-tipo").getByRole("rowheader", { name: "Ospedale" })).toBeVisible();
  const languages = page.getByTestId("stats-languages");
  await expect(languages.getByRole("rowheader")).toHaveText(["Italiano", "English"]);
  const visitors = page.getByTestId("stats-totals").getByText("Visitatori", { exact: true }).locator("..");
  await expect(visitors).not.toContainText(/^Visitatori0$/);

  await expect(page.getByTestId("stats-consent")).toContainText(/solo necessari [1-9]/);

  // Every chart has its table.
  await page.getByText("Mostra i dati in tabella").first().click();
  await expect(page.getByRole("table", { name: "Visitatori e visualizzazioni per giorno" })).toBeVisible();

  expect(await wcagViolations(page)).toEqual([]);

  // CSV export of the same period.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Esporta CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statistiche-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);

  // The inbox shows the request's source, in the list and in the detail.
  await page.getByRole("link", { name: "Richieste", exact: true }).click();
  await page
    .getByRole("searchbox")
    .or(page.getByRole("textbox", { name: /Cerca/ }))
    .first()
    .fill(campaign);
  const inboxRow = page.getByTestId("inbox-row").filter({ hasText: campaign });
  await expect(inboxRow.getByTestId("inbox-source")).toContainText(`Campagna: newsletter / email / ${campaign}`);
  await expect(inboxRow.getByTestId("inbox-source")).toContainText("Arrivo: /applicazioni/ospedali");
  await inboxRow.getByRole("link").first().click();
  await expect(page.getByTestId("request-source")).toHaveText(`Campagna: newsletter / email / ${campaign}`);
});

test("the conversion rate leaves out the requests of browsers that are not counted, says how it is made, and stays within 100%", async ({
  browser,
  page,
}) => {
  await signIn(page);
  const today = (await page.evaluate(() =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date()),
  )) as string;
  const read = async () =>
    (
      (await (await page.request.get(`/api/statistics?from=${today}&to=${today}`)).json()) as {
        totals: { visitors: number; requests: number; countedRequests: number };
      }
    ).totals;
  const before = await read();
  // More requests than visitors, all from a browser that asks not to be measured (Do Not Track).
  const refusing = await browser.newContext({ userAgent: VISITOR_UA, extraHTTPHeaders: { DNT: "1" } });
  for (let i = 0; i <= before.visitors; i++) {
    const sent = await refusing.request.post("/api/contact", {
      headers: { "x-forwarded-for": `198.51.100.${(i % 200) + 20}` },
      data: {
        name: "Dario",
        email: `dario${i}@example.it`,
        phone: "+39 347 123 4567",
        company: "",
        message: "Un preventivo",
        tipo: "ospedale",
        fill_time_ms: 30_000,
      },
    });
    expect(sent.status()).toBe(201);
  }
  await refusing.close();
  const after = await read();
  expect(after.requests).toBeGreaterThan(before.requests + before.visitors);
  expect(after.countedRequests).toBe(before.countedRequests);

  await page.goto(`/admin/statistiche?periodo=personalizzato&dal=${today}&al=${today}`);
  const rate = page.getByTestId("stats-totals").getByText("Tasso di conversione", { exact: true }).locator("..");
  await expect(rate).toContainText("richieste da visitatori conteggiati su");
  const figure = (await rate.locator("p").nth(1).textContent()) ?? "";
  if (after.visitors === 0) expect(figure).toBe("—");
  else expect(Number(figure.replace("%", "").replace(",", "."))).toBeLessThanOrEqual(100);
  await expect(page.getByTestId("conversion-rate-explanation")).toContainText("Do Not Track, GPC");
});

test("a staff member's own browsing is not counted", async ({ page }) => {
  await signIn(page);
  const beacon = page.waitForResponse((r) => r.url().endsWith("/api/visit"));
  await page.goto("/servizi");
  await ready(page);
  const res = await beacon;
  expect(res.status()).toBe(204);
  await page.goto("/admin/statistiche?periodo=7");
  await expect(page.getByTestId("stats-pages")).toBeVisible();
  await expect(page.getByTestId("stats-pages").getByRole("rowheader", { name: "/servizi" })).toHaveCount(0);
});

test("a visitor's download of a document is counted per document in the statistics", async ({ browser, page }) => {
  const visitor = await browser.newContext({ userAgent: VISITOR_UA });
  const download = await visitor.request.get("/documenti/esempio-scheda-tecnica-web2park");
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  await visitor.close();

  await signIn(page, "/admin/statistiche?periodo=7");
  const table = page.getByTestId("stats-documents");
  await expect(table).toBeVisible();
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Esempio – Scheda tecnica Web2Park" }) });
  // Only documents with a download or a request are listed: this one is, with its count.
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").first()).toHaveText(/^[1-9]\d*$/);
  expect(await wcagViolations(page)).toEqual([]);
});
