import { wcagViolations } from "./axe";
import { expect, ready, signIn, test } from "./fixtures";
import { newArticle, toast, unique } from "./blog-helpers";

test.describe("blog: an article's English translation", () => {
  test(
    "staff translate beside the Italian; a changed Italian field is 'Da aggiornare' until the English is saved",
    {
      tag: "@telefono",
    },
    async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      const id = unique();
      const italianTitle = `Casse automatiche al porto ${id}`;
      await signIn(page, "/admin/blog");
      await ready(page);
      const originalId = await newArticle(page, italianTitle, {
        content: "Le casse automatiche accettano carte e contanti.",
        tags: "porti, casse",
      });

      await page.goto(`/admin/blog?edit=${originalId}`);
      const italian = page.getByRole("dialog", { name: "Modifica articolo" });
      await expect(italian.getByRole("textbox", { name: "Titolo", exact: true })).toHaveValue(italianTitle);
      await italian.getByRole("button", { name: "Traduci in inglese" }).click();

      const translation = page.getByRole("dialog", { name: "Traduzione in inglese" });
      await expect(translation.getByTestId("translation-title")).toContainText(italianTitle);
      await expect(page).toHaveURL(/edit=\d+/);
      const translationId = Number(new URL(page.url()).searchParams.get("edit"));
      expect(translationId).not.toBe(originalId);
      await expect(translation.getByTestId("outdated-mark")).toHaveCount(0);

      await translation.getByRole("textbox", { name: "Titolo", exact: true }).fill(`Automatic pay stations at the port ${id}`);
      await translation.getByLabel("Slug (indirizzo dell'articolo)").fill(`automatic-pay-stations-port-${id}`);
      await translation.getByLabel("Contenuto (Markdown)").fill("The pay stations take cards and cash.");
      await translation.getByRole("button", { name: "Salva Bozza" }).click();
      await expect(toast(page)).toContainText("Articolo aggiornato");
      await expect(translation).toBeHidden();

      // The list shows each article's language.
      await page.getByLabel("Lingua").selectOption("en");
      await page.getByRole("button", { name: "Cerca", exact: true }).click();
      const row = page.getByTestId("post-row").filter({ hasText: `Automatic pay stations at the port ${id}` });
      await expect(row.getByTestId("post-language")).toHaveText("Inglese");

      // The Italian title changes: the translation's title is out of date, its text is not.
      await page.goto(`/admin/blog?edit=${originalId}`);
      await expect(italian.getByRole("button", { name: "Apri la versione inglese" })).toBeVisible();
      await italian.getByRole("textbox", { name: "Titolo", exact: true }).fill(`Nuove casse automatiche al porto ${id}`);
      await italian.getByRole("button", { name: "Salva Bozza" }).click();
      await expect(toast(page).filter({ hasText: "Articolo aggiornato" })).not.toHaveCount(0);
      await expect(italian).toBeHidden();

      await page.goto(`/admin/blog?edit=${translationId}`);
      await expect(translation.getByTestId("translation-title").getByTestId("outdated-mark")).toHaveText("Da aggiornare");
      await expect(translation.getByTestId("translation-title")).toContainText(`Nuove casse automatiche al porto ${id}`);
      await expect(translation.getByTestId("translation-content").getByTestId("outdated-mark")).toHaveCount(0);
      expect(await wcagViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("translation-editor.png") });

      await translation
        .getByRole("textbox", { name: "Titolo", exact: true })
        .fill(`New automatic pay stations at the port ${id}`);
      await translation.getByRole("button", { name: "Salva Bozza" }).click();
      await expect(translation).toBeHidden();
      await page.goto(`/admin/blog?edit=${translationId}`);
      await expect(translation.getByRole("textbox", { name: "Titolo", exact: true })).toHaveValue(
        `New automatic pay stations at the port ${id}`,
      );
      await expect(translation.getByTestId("outdated-mark")).toHaveCount(0);
    },
  );
});
