import { photo, typeArticle, unique, withConsent } from "./blog-helpers";
import { expect, ready, signIn, test } from "./fixtures";
import { expectAxeClean } from "./staff-helpers";

test.describe("media library", () => {
  test("staff find a picture by its alt text and use it as an article's cover; the article shows it", async ({ page }) => {
    test.setTimeout(90_000);
    const id = unique();
    const alt = `Cassa automatica all'uscita ${id}`;
    await withConsent(page);
    await signIn(page);

    // A picture uploaded in the library, its alt text written once.
    await page.getByRole("navigation", { name: "Menu amministrazione" }).getByRole("link", { name: "Immagini" }).click();
    await expect(page.getByRole("heading", { name: "Libreria delle immagini", level: 1 })).toBeVisible();
    await page.getByLabel("Carica un'immagine").setInputFiles(await photo("cassa.jpg", "#1c58a1", 1400, 900));
    const details = page.getByRole("dialog");
    await expect(details.getByRole("heading", { name: "Dove è usata" })).toBeVisible();
    await expect(details.getByText("Non è usata in nessuna pagina.")).toBeVisible();
    // A name left empty is refused under the field, with the server's words; nothing is sent.
    await details.getByLabel("Nome", { exact: true }).fill("  ");
    await details.getByRole("button", { name: "Salva" }).click();
    await expect(details.getByText("Il nome dell'immagine è obbligatorio")).toBeVisible();
    await expect(details.getByLabel("Nome", { exact: true })).toBeFocused();
    await details.getByLabel("Nome", { exact: true }).fill(`Cassa ${id}`);
    await details.getByLabel("Testo alternativo").fill(alt);
    await details.getByRole("button", { name: "Salva" }).click();
    await expect(details.getByRole("heading", { name: `Cassa ${id}` })).toBeVisible();
    await expectAxeClean(page);
    await details.getByRole("button", { name: "Chiudi" }).click();

    await page.getByLabel("Cerca per nome o testo alternativo").fill(`uscita ${id}`);
    await page.getByRole("button", { name: "Cerca", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Immagini (1)" })).toBeVisible();
    await page.getByLabel("Mostra").selectOption({ label: "Non usate" });
    await page.getByRole("button", { name: "Cerca", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Immagini (1)" })).toBeVisible();
    await expectAxeClean(page);

    // The article's cover is picked from the library by the same words.
    await page.goto("/admin/blog");
    await ready(page);
    await page.getByRole("button", { name: "Nuovo articolo" }).click();
    const editor = page.getByRole("dialog", { name: "Nuovo articolo" });
    const title = `Cassa nuova ${id}`;
    await typeArticle(editor, title, "La nuova cassa automatica è in funzione.");
    // The library's first page comes late, as on a slow connection: the search stays where it was, so a click
    // aimed at it while the pictures arrive still lands on it.
    const libraryPage = (url: URL) => url.pathname === "/api/media";
    await page.route(libraryPage, async (route) => {
      await new Promise((done) => setTimeout(done, 500));
      await route.continue();
    });
    await editor
      .getByRole("group", { name: "Immagine di copertina" })
      .getByRole("button", { name: "Scegli dalla libreria" })
      .click();
    const picker = page.getByRole("dialog", { name: "Libreria delle immagini" });
    const searchAt = await picker.getByRole("searchbox").boundingBox();
    await expect(picker.getByRole("button", { name: /^Scegli:/ }).first()).toBeVisible();
    expect(await picker.getByRole("searchbox").boundingBox()).toEqual(searchAt);
    await page.unroute(libraryPage);
    await picker.getByRole("searchbox").fill(alt);
    await picker.getByRole("button", { name: "Cerca" }).click();
    await expect(picker.getByRole("button", { name: /^Scegli:/ })).toHaveCount(1);
    await expectAxeClean(page);
    await picker.getByRole("button", { name: `Scegli: ${alt}` }).click();
    await expect(picker).toBeHidden();
    const cover = editor.getByTestId("cover-preview");
    await expect(cover).toHaveAttribute("src", /^\/uploads\/media\/[0-9a-f]{24}-1400x900\.webp$/);
    const coverUrl = (await cover.getAttribute("src")) ?? "";
    await editor.getByLabel("Pubblica articolo").check();
    await editor.getByRole("button", { name: "Pubblica" }).click();
    await expect(editor).toBeHidden();

    // Visitors see it, described by the library's alt text.
    await page.goto(`/blog/cassa-nuova-${id}`);
    await ready(page);
    const shown = page.getByRole("img", { name: alt });
    await expect(shown).toHaveAttribute("src", coverUrl);
    await expect(shown).toHaveAttribute("srcset", /320w/);

    // Now in use, the library says where and offers no deletion.
    await page.goto(`/admin/media?q=${encodeURIComponent(id)}`);
    await ready(page);
    await page.getByRole("button", { name: new RegExp(`Cassa ${id}`) }).click();
    await expect(page.getByTestId("media-usages")).toContainText(`Copertina di «${title}»`);
    await expect(page.getByRole("button", { name: "Elimina immagine" })).toHaveCount(0);
  });
});
