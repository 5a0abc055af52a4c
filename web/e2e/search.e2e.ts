import { wcagViolations } from "./axe";
import { expect, ready, signIn, test } from "./fixtures";
import { checkHtml } from "./html-check";
import { VISITOR_SCREENS } from "./viewports";
import { expectAxeClean } from "./staff-helpers";

// axe takes several seconds a page on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe("site search (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the header box suggests as one types, by keyboard: arrows, Enter opens the page", async ({ page }) => {
    await page.goto("/servizi");
    await ready(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const box = page.getByRole("combobox", { name: "Cerca nel sito" });
    await expect(box).toHaveAttribute("aria-expanded", "false");
    // The suggestions' code comes with the first use of the box, not with the page.
    expect(scripts).toEqual([]);
    await box.click();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);

    await box.pressSequentially("veropar", { delay: 40 });
    const list = page.getByRole("listbox", { name: "Suggerimenti di ricerca" });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("status").filter({ hasText: /suggeriment/ })).toHaveText(/usa le frecce su e giù/);
    const first = list.getByRole("option").first();
    await expect(first).toContainText("VeroPark");
    await expect(list.getByRole("option").last()).toContainText("Tutti i risultati per «veropar»");

    await box.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await box.press("ArrowUp");
    await expect(list.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    expect(await wcagViolations(page)).toEqual([]);

    await box.press("Escape");
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.press("ArrowDown");
    await expect(list).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/prodotti\/veropark$/);
  });

  test("Enter without choosing a suggestion opens the results page for what was typed", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    const box = page.getByRole("combobox", { name: "Cerca nel sito" });
    await box.fill("lettura targhe ospedale");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/cerca\?q=lettura\+targhe\+ospedale$/);
    await ready(page);
    const results = page.getByRole("main").getByRole("listitem");
    await expect(results.first().getByRole("link")).toHaveAttribute("href", "/applicazioni/ospedali");
    await expect(results.first().locator("mark").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cerca nel sito");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });

  test("/cerca?q=parcheggio has no axe violation; a misspelling shows 'Forse cercavi'", async ({ page }) => {
    await page.goto("/cerca?q=parcheggio");
    await ready(page);
    await expect(page.getByRole("status").filter({ hasText: "risultati per «parcheggio»" })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await page.goto("/cerca?q=veropak");
    await ready(page);
    await expect(page.getByText("Forse cercavi")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "VeroPark", exact: true })).toHaveAttribute(
      "href",
      "/cerca?q=VeroPark",
    );
    await page.goto("/cerca?q=xyzzyqwerty");
    await ready(page);
    await expect(page.getByText("Nessun risultato per «xyzzyqwerty»")).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
});

for (const screen of VISITOR_SCREENS) {
  test(`a misspelling's correction is said once, above the corrected results (${screen.name})`, async ({ page }) => {
    await page.setViewportSize(screen.viewport);
    await page.goto("/cerca?q=veropak");
    await ready(page);
    const main = page.getByRole("main");
    await expect(main.locator("ol > li").first()).toContainText("VeroPark");
    await expect(main.getByRole("status")).toHaveText(
      /^Nessun risultato per «veropak»\. Forse cercavi VeroPark\? Ecco \d+ risultati\.$/,
    );
    const saidAboveResults = await main.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      for (const part of copy.querySelectorAll("ol, form")) part.remove();
      return copy.textContent ?? "";
    });
    expect(saidAboveResults.match(/VeroPark/g)).toHaveLength(1);
    expect(saidAboveResults.match(/Forse cercavi/g)).toHaveLength(1);
  });
}

test("the results page is valid HTML in each of its states", async ({ baseURL }) => {
  const paths = ["/cerca", "/cerca?q=parcheggio", "/cerca?q=veropak", "/cerca?q=xyzzyqwerty", "/cerca?q=di%20la"];
  const problems = await checkHtml(baseURL ?? "", paths);
  expect(problems.map((p) => `${p.path}:${p.line ?? "?"} ${p.message}`)).toEqual([]);
});

test.describe("site search without JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });

  test("the header form and the results page work as plain HTML, payloads in the query stay text", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Cerca nel sito" });
    await box.fill("pensilina ricarica");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/cerca\?q=pensilina\+ricarica$/);
    const first = page.getByRole("main").getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveAttribute("href", "/prodotti/pensiline-fotovoltaiche");
    await expect(first.locator("mark").first()).toBeVisible();

    const field = page.getByRole("main").getByRole("searchbox", { name: "Cerca nel sito" });
    await field.fill("<img src=x onerror=alert(1)>");
    await field.press("Enter");
    await expect(page.getByText("Nessun risultato per «<img src=x onerror=alert(1)>»")).toBeVisible();
    await expect(page.locator("main img[src=x]")).toHaveCount(0);
  });
});

test.describe("site search (phone)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu has the search box too", async ({ page }) => {
    await page.goto("/blog");
    await ready(page);
    await page.getByRole("button", { name: "Apri il menu" }).click();
    const box = page.locator("#mobile-menu").getByRole("combobox", { name: "Cerca nel sito" });
    await expect(box).toBeVisible();
    await box.pressSequentially("ospedal", { delay: 40 });
    await expect(page.locator("#mobile-menu").getByRole("option").first()).toContainText("ospedali");
    expect(await wcagViolations(page)).toEqual([]);
    // Escape closes the suggestions first, the menu stays open.
    await box.press("Escape");
    await expect(page.locator("#mobile-menu").getByRole("listbox")).toBeHidden();
    await expect(box).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/cerca\?q=ospedal$/);
    await ready(page);
    expect(await wcagViolations(page)).toEqual([]);
  });
});

test.describe("site search for staff", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("synonyms are edited in /admin/ricerca and work at once; searches show in the statistics", async ({ page }) => {
    const word = `tornello${Date.now().toString(36).replace(/\d/g, "")}`;
    await page.goto(`/cerca?q=${word}`);
    await expect(page.getByText(`Nessun risultato per «${word}»`)).toBeVisible();

    await signIn(page);
    await page.getByRole("navigation").getByRole("link", { name: "Ricerca" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ricerca nel sito" })).toBeVisible();
    await expect(page.getByTestId("synonym-groups")).toContainText("targa ~ ANPR ~ OCR");
    await page.getByLabel("Sinonimi, separati da ~").fill("solo");
    await page.getByRole("button", { name: "Aggiungi" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "almeno due termini" })).toBeVisible();
    await page.getByLabel("Sinonimi, separati da ~").fill(`${word} ~ varco`);
    await page.getByRole("button", { name: "Aggiungi" }).click();
    await expect(page.getByTestId("synonym-groups")).toContainText(`${word} ~ varco`);
    await expectAxeClean(page);

    await page.goto(`/cerca?q=${word}`);
    await ready(page);
    await expect(page.getByRole("status").filter({ hasText: `per «${word}»` })).toBeVisible();

    await page.goto("/admin/statistiche");
    await expect(page.getByTestId("stats-search-top")).toContainText(word);
    await expect(page.getByTestId("stats-search-empty")).toContainText(word);
    await expectAxeClean(page);
  });
});
