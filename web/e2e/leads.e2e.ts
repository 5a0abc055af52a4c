import { expect, ready, signIn, test } from "./fixtures";
import { expectAxeClean, sendContactRequest } from "./staff-helpers";
import { SCREENS } from "./viewports";

for (const screen of SCREENS) {
  test.describe(`leads (${screen.name})`, () => {
    test.use({ viewport: screen.viewport });

    test("staff note a request, take it, and find it again by assignee", async ({ page, request }) => {
      const name = `Lucia Fontana ${screen.name}`;
      await sendContactRequest(request, {
        name,
        email: `lucia.${screen.name}@example.it`,
        phone: "+39 340 111 2233",
        company: "Ospedale di Treviso",
        message: "Parcheggio visitatori, 400 posti.",
      });

      await signIn(page, "/admin/richieste");
      await ready(page);
      await page.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

      const followUp = page.getByTestId("follow-up");
      await followUp.getByRole("button", { name: "Aggiungi nota" }).click();
      await expect(followUp.getByText("Scrivi il testo della nota")).toBeVisible();
      await expect(followUp.getByLabel("Nuova nota")).toHaveAttribute("aria-invalid", "true");
      await followUp.getByLabel("Nuova nota").fill("Chiamata la responsabile, sopralluogo giovedì");
      await followUp.getByRole("button", { name: "Aggiungi nota" }).click();
      await expect(followUp.getByRole("list", { name: "Note" })).toContainText("Chiamata la responsabile, sopralluogo giovedì");
      await expect(followUp.getByLabel("Nuova nota")).toHaveValue("");

      const assignee = followUp.getByLabel("Assegnata a");
      const me = (await assignee.locator("option").allTextContents()).find((t) => t !== "Nessuno") ?? "";
      await assignee.selectOption({ label: me });
      await expect(page.locator('[role="region"][aria-label^="Notifiche"] li')).toContainText("Assegnazione aggiornata");
      await expectAxeClean(page);

      await page.goto("/admin/richieste");
      await ready(page);
      await page.getByLabel("Assegnata a").selectOption({ label: me });
      await expect(page.getByRole("link", { name })).toBeVisible();
      await page.getByLabel("Assegnata a").selectOption({ label: "Nessuno" });
      await expect(page.getByRole("link", { name })).toHaveCount(0);
      await expectAxeClean(page);
    });
  });
}
