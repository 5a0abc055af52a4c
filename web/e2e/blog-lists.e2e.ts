import { unique, withConsent } from "./blog-helpers";
import { expect, ready, signIn, test } from "./fixtures";
import { expectAxeClean } from "./staff-helpers";

test.describe("blog lists that scale", () => {
  test("staff search the articles, publish three at once after a confirmation naming the count, and describe their tag", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const id = unique();
    const tag = `Cantiere ${id}`;
    await withConsent(page);
    await signIn(page);
    for (const n of [1, 2, 3]) {
      const res = await page.request.post("/api/blog", {
        multipart: {
          title: `Avanzamento ${id} parte ${n}`,
          slug: "",
          excerpt: "x",
          content: "Lavori in corso.",
          tags: tag,
          published: "false",
          article_images: "[]",
        },
      });
      expect(res.status()).toBe(201);
    }

    await page.goto("/admin/blog");
    await ready(page);
    await page.getByRole("searchbox", { name: "Cerca" }).fill(`avanzamento ${id}`);
    await page.getByRole("button", { name: "Cerca", exact: true }).click();
    await expect(page).toHaveURL(/q=avanzamento/);
    const rows = page.getByTestId("post-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.getByRole("button", { name: /^Bozza/ })).toHaveCount(3);
    await page.getByLabel("Seleziona tutti gli articoli della pagina").check();
    await expect(page.getByTestId("bulk-bar")).toContainText("3 articoli selezionati");
    await expectAxeClean(page);
    await page.getByTestId("bulk-bar").getByRole("button", { name: "Pubblica" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Pubblicare 3 articoli?");
    await confirm.getByRole("button", { name: "Pubblica" }).click();
    await expect(rows.getByRole("button", { name: /^Pubblicato/ })).toHaveCount(3);
    await page.getByLabel("Stato").selectOption({ label: "Bozza" });
    await page.getByRole("button", { name: "Cerca", exact: true }).click();
    await expect(page.getByText("Nessun articolo corrisponde ai filtri")).toBeVisible();

    await page.getByRole("link", { name: "Gestisci i tag" }).click();
    await expect(page.getByRole("heading", { name: "Tag del blog" })).toBeVisible();
    await page.getByRole("button", { name: `Modifica ${tag}` }).click();
    await page.getByLabel("Descrizione (compare nella pagina del tag)").fill("Le tappe del nuovo parcheggio multipiano.");
    await page.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByTestId("tags-list")).toContainText("Le tappe del nuovo parcheggio multipiano.");
    await expectAxeClean(page);

    await page.goto(`/blog/tag/cantiere-${id}`);
    await ready(page);
    await expect(page.getByText("Le tappe del nuovo parcheggio multipiano.")).toBeVisible();
    await expect(page.getByText("3 articoli del nostro blog")).toBeVisible();
  });
});
