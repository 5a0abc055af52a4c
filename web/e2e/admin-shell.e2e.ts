import type { APIRequestContext, Page } from "@playwright/test";
import { expect, ready, signIn, test } from "./fixtures";
import { expectAxeClean, newPerson, sendContactRequest, signInAs } from "./staff-helpers";

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const menuOf = (page: Page) => page.getByRole("navigation", { name: "Menu amministrazione" });

/** A request from `name` of `company`, as a visitor sends it from the contact form. */
const requestFrom = (request: APIRequestContext, name: string, company: string, message: string) =>
  sendContactRequest(request, {
    name,
    email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.it`,
    phone: "+39 340 111 2233",
    company,
    message,
  });

/** Signs in on `path` and answers the admin's menu, once the page is ready. */
async function adminMenuOn(page: Page, path: string) {
  await signIn(page, path);
  await ready(page);
  return menuOf(page);
}

test.describe("the admin's sidebar on an office screen (1366×900)", () => {
  test.use({ viewport: DESKTOP });

  test("one column of areas grouped by task beside the page, the current area marked, groups that fold", async ({ page }) => {
    const menu = await adminMenuOn(page, "/admin/blog");
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
    for (const group of ["Contenuti", "Contatti", "Sito", "Sistema"]) {
      await expect(menu.getByRole("button", { name: group })).toHaveAttribute("aria-expanded", "true");
    }
    // One column at the left of the page, under a header of one row.
    const boxes = await menu.getByRole("link").evaluateAll((links) => links.map((l) => l.getBoundingClientRect().toJSON()));
    expect(boxes.length).toBe(17);
    expect(new Set(boxes.map((box: DOMRect) => Math.round(box.x))).size).toBe(1);
    const main = await page.locator("main").boundingBox();
    expect(boxes.every((box: DOMRect) => box.right <= (main?.x ?? 0))).toBe(true);
    expect((await page.locator("header").first().boundingBox())?.height ?? 999).toBeLessThan(80);

    await expect(menu.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);

    await menu.getByRole("button", { name: "Sistema" }).click();
    await expect(menu.getByRole("button", { name: "Sistema" })).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "Registro" })).toBeHidden();
    await page.reload();
    await ready(page);
    await expect(menuOf(page).getByRole("link", { name: "Registro" })).toBeHidden();
    // Opening an area of a folded group opens the group, so the current area stays in sight.
    await page.goto("/admin/registro");
    await ready(page);
    await expect(menuOf(page).getByRole("link", { name: "Registro" })).toHaveAttribute("aria-current", "page");
    await expect(menuOf(page).getByRole("button", { name: "Sistema" })).toHaveAttribute("aria-expanded", "true");
    await expectAxeClean(page);
  });

  test("a page with its own way back shows one back link, not two", async ({ page, request }) => {
    await requestFrom(request, "Giulia Ferri", "Ospedale di Lecco", "Varchi per il parcheggio visitatori.");
    await signIn(page, "/admin/richieste");
    await ready(page);
    await page.getByRole("link", { name: "Giulia Ferri" }).first().click();
    await expect(page.getByRole("link", { name: "Tutte le richieste" })).toBeVisible();
    await expect(page.getByTestId("back-link")).toHaveCount(0);
    await page.goto("/admin/pagine/modifica?percorso=%2Fservizi");
    await ready(page);
    await expect(page.locator("main").getByRole("link", { name: "Pagine", exact: true })).toBeVisible();
    await expect(page.getByTestId("back-link")).toHaveCount(0);
    // A page with none of its own keeps the one of decision 12.
    await page.goto("/admin/media");
    await ready(page);
    await expect(page.getByTestId("back-link")).toHaveText("Torna all'admin");
  });

  test("an area the role does not open says so with its one way back to the dashboard", async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const email = `editor-shell-${Date.now()}@example.com`;
    await newPerson(api, email, "editor", "glicine-sul-terrazzo-57");
    await api.dispose();
    await signInAs(page, email, "glicine-sul-terrazzo-57");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(menuOf(page).getByRole("button", { name: "Sistema" })).toBeVisible();
    await expect(menuOf(page).getByRole("link", { name: "Utenti" })).toHaveCount(0);
    await page.goto("/admin/utenti");
    await expect(page.getByTestId("forbidden-page")).toBeVisible();
    await expect(page.getByRole("link", { name: "Torna alla dashboard" })).toBeVisible();
    await expect(page.getByTestId("back-link")).toHaveCount(0);
  });

  test("the dashboard lists what needs attention, each a link to where it is done", async ({ page, request }) => {
    await requestFrom(request, "Bruno Sala", "Centro Commerciale Le Vele", "Casse automatiche per 1.200 posti.");
    await signIn(page);
    // An article scheduled, a page with a draft, an address nobody answers.
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const scheduled = await page.request.post("/api/blog", {
      multipart: {
        title: "In arrivo",
        slug: `in-arrivo-${Date.now()}`,
        excerpt: "Presto online.",
        content: "Testo.",
        tags: "novità",
        status: "scheduled",
        published_at: at,
        article_images: "[]",
      },
    });
    expect(scheduled.status()).toBe(201);
    const editor = await (await page.request.get("/api/pages/editor?path=%2Fservizi")).json();
    expect((await page.request.put("/api/pages/draft?path=%2Fservizi", { data: editor.builtIn })).status()).toBe(200);
    expect((await page.request.get("/indirizzo-perso-da-tempo")).status()).toBe(404);

    const expected: [string, RegExp][] = [
      ["attention-new-requests", /\/admin\/richieste\?status=nuova$/],
      ["attention-scheduled-posts", /\/admin\/blog\?status=scheduled$/],
      ["attention-draft-posts", /\/admin\/blog\?status=draft$/],
      ["attention-page-drafts", /\/admin\/pagine$/],
      ["attention-images-without-alt", /\/admin\/media\?filter=no-alt$/],
      ["attention-not-found", /\/admin\/reindirizzamenti#not-found-title$/],
    ];
    // The 404 report is written every few seconds.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("attention-not-found")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText("Invio email non configurato.")).toBeVisible();
    for (const [testId, href] of expected) {
      await expect(page.getByTestId(testId).getByRole("link").first()).toHaveAttribute("href", href);
    }
    await expect(page.getByTestId("attention-page-drafts").getByRole("link", { name: /Servizi/ })).toHaveAttribute(
      "href",
      "/admin/pagine/modifica?percorso=%2Fservizi",
    );
    await expect(page.getByTestId("attention-request").first()).toHaveAttribute("href", /\/admin\/richieste\/\d+$/);
    await expect(page.getByTestId("attention-none")).toHaveCount(0);
    // A site with no backup yet is told so (another spec of this run may have made one: then nothing is said).
    const backups = (await (await page.request.get("/api/backups")).json()) as { snapshots: unknown[] };
    const backupLine = page.getByTestId("attention-backup");
    if (backups.snapshots.length === 0) {
      await expect(backupLine.getByRole("link", { name: "Nessun backup ancora" })).toHaveAttribute("href", "/admin/backup");
    } else {
      await expect(backupLine).toHaveCount(0);
    }

    await page.getByTestId("attention-new-requests").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/admin\/richieste\?status=nuova$/);
    await page.goto("/admin");
    await page.getByTestId("attention-not-found").getByRole("link").click();
    await expect(page.getByRole("heading", { name: "Indirizzi non trovati (404)" })).toBeVisible();
    await expect(page.getByText("/indirizzo-perso-da-tempo").first()).toBeVisible();
  });

  test("when nothing needs attention the dashboard says so, in one line", async ({ page }) => {
    await page.route(
      (url) => url.pathname === "/api/dashboard/attention",
      (route) => route.fulfill({ json: { items: [] } }),
    );
    await page.route(
      (url) => url.pathname === "/api/dashboard",
      async (route) => route.fulfill({ json: { ...(await (await route.fetch()).json()), certifications: [] } }),
    );
    await signIn(page);
    await expect(page.getByTestId("attention-none")).toHaveText("Tutto in ordine: niente richiede attenzione.");
    await expect(page.getByTestId(/^attention-(backup|new-requests)$/)).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Gestione Gallerie" })).toBeVisible();
  });
});

test.describe("the admin on a phone (390×844)", () => {
  test.use({ viewport: PHONE });

  test("the sidebar folds behind 'Menu': the keyboard opens it, Escape closes it and gives the focus back", async ({ page }) => {
    const menu = await adminMenuOn(page, "/admin/statistiche");
    const button = page.getByRole("button", { name: "Menu", exact: true });
    await expect(menu).toBeHidden();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // The focus moves into the opened menu, on its first link.
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeFocused();
    await expect(menu.getByRole("link", { name: "Statistiche" })).toHaveAttribute("aria-current", "page");
    await expectAxeClean(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the dashboard's counters take one screen at most and the first new request is on the first screen", async ({
    page,
    request,
  }) => {
    await requestFrom(request, "Elena Conti", "Fiera di Rimini", "Parcheggio eventi.");
    await signIn(page);
    await expect(page.getByRole("tab", { name: "Gestione Gallerie" })).toBeVisible();
    const counters = await page.getByRole("region", { name: "Riepilogo" }).boundingBox();
    expect(counters?.height ?? 999).toBeLessThanOrEqual(PHONE.height);
    const first = await page.getByTestId("attention-request").first().boundingBox();
    expect(first).not.toBeNull();
    expect((first?.y ?? 999) + (first?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAxeClean(page);
  });
});

test.describe("the requests on a phone (390×844)", () => {
  test.use({ viewport: PHONE });

  test("the first request of the list is on the first screen", async ({ page, request }) => {
    await requestFrom(request, "Marco Gallo", "Comune di Lecco", "Parcheggio interscambio.");
    await signIn(page, "/admin/richieste");
    const first = page.getByTestId("inbox-row").first();
    await expect(first).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("requests-phone.png") });
    const box = await first.boundingBox();
    expect((box?.y ?? 999) + Math.min(box?.height ?? 0, 80)).toBeLessThanOrEqual(PHONE.height);
  });
});
