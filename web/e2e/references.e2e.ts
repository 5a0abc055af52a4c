import { expect, ready, signIn, test } from "./fixtures";

test.describe("references", () => {
  test("a visitor filters the list, opens the map, follows a marker and reads a reference @telefono", async ({ page }) => {
    await page.goto("/referenze");
    await ready(page);
    await expect(page.getByRole("heading", { level: 1, name: "Impianti realizzati" })).toBeVisible();
    // The filters are a plain GET form: the filtered view has its own address.
    await page.getByLabel("Settore").selectOption("municipalizzate");
    await page.getByRole("button", { name: "Filtra" }).click();
    await expect(page).toHaveURL(/\/referenze\?settore=municipalizzate/);
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ referenz[ae]$/ })).toBeVisible();
    await expect(page.getByTestId("reference-card")).not.toHaveCount(0);
    for (const card of await page.getByTestId("reference-card").all()) await expect(card).toContainText("Municipalizzate");
    // The map: one link per marker, each with its own name, reached from the keyboard.
    const map = page.getByTestId("references-map");
    await map.scrollIntoViewIfNeeded();
    const marker = map.getByRole("link", { name: /Guida ai parcheggi della città/ });
    await marker.focus();
    await expect(marker).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/referenze\/esempio-infomobilita-firenze$/);
    await ready(page);
    await expect(page.getByRole("heading", { level: 1, name: "Guida ai parcheggi della città" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "La sfida" })).toBeVisible();
    await expect(page.getByText("Firenze (FI), Toscana")).toBeVisible();
    await page.getByRole("link", { name: "Infomobilità" }).first().click();
    await expect(page).toHaveURL(/\/prodotti\/infomobilita$/);
  });

  test("a client whose name may not be published shows as a description on the page", async ({ page }) => {
    await page.goto("/referenze/esempio-ospedale-milano");
    await ready(page);
    await expect(page.getByText("Ospedale in Lombardia", { exact: true })).toBeVisible();
    expect(await page.content()).not.toContain("Azienda ospedaliera (esempio)");
  });

  test("staff create a reference choosing its comune, publish it, and see it on its sector page @telefono", async ({ page }) => {
    await signIn(page, "/admin/referenze");
    await expect(page.getByRole("heading", { level: 1, name: "Referenze" })).toBeVisible();
    await expect(page.getByText("Esempio").first()).toBeVisible();
    await page.getByRole("button", { name: "Nuova referenza" }).click();
    const form = page.getByRole("form", { name: "Referenza" });
    const title = `Parcheggio fieristico di prova ${Date.now()}`;
    await form.getByLabel("Titolo").fill(title);
    await form.getByLabel("Cliente").fill("Fiera di prova");
    await form.getByLabel("Settore").selectOption("fiere-eventi");
    const comune = form.getByRole("combobox", { name: "Comune" });
    await comune.fill("Vero");
    await page.getByRole("option", { name: /^Verona \(VR\), Veneto/ }).click();
    await expect(comune).toHaveValue("Verona (VR), Veneto");
    await expect(form.getByRole("spinbutton", { name: "Latitudine" })).toHaveValue("45.439");
    // The point moves from the keyboard too.
    await form.getByRole("button", { name: "Sposta a nord" }).click();
    await expect(form.getByRole("spinbutton", { name: "Latitudine" })).toHaveValue("45.449");
    await form.getByLabel("Valore 1").fill("4.000");
    await form.getByLabel("Web2Park").check();
    await form.getByLabel("La sfida").fill("Migliaia di auto all'apertura dei padiglioni.");
    await form.getByRole("button", { name: "Salva e pubblica" }).click();
    await expect(page.getByText("Referenza pubblicata").first()).toBeVisible();
    await expect(page.getByTestId("reference-row").filter({ hasText: title })).toContainText("Pubblicata");

    await page.goto("/applicazioni/fiere-eventi");
    await ready(page);
    const highlights = page.getByTestId("reference-highlights");
    await expect(highlights.getByRole("link", { name: title })).toBeVisible();
    await highlights.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Verona (VR), Veneto")).toBeVisible();
  });
});
