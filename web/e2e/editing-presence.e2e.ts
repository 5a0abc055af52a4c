import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { ready, signIn, test } from "./fixtures";
import { newDraftPost, newPerson, signInAs } from "./staff-helpers";

const PASSWORD = "lanterna-verde-sul-molo-alto";

/** A colleague (an Editor named 'Persona Di Prova') signed in in a browser of their own. */
async function colleagueBrowser(browser: Browser, baseURL: string, request: APIRequestContext): Promise<Page> {
  const email = `collega.${Date.now()}.${test.info().project.name}@parksite.test`;
  await newPerson(request, email, "editor", PASSWORD);
  const context = await browser.newContext({ baseURL, viewport: test.info().project.use.viewport ?? null });
  const colleague = await context.newPage();
  await signInAs(colleague, email, PASSWORD);
  await expect(colleague).toHaveURL(/\/admin$/);
  return colleague;
}

const note = (page: Page, what: string) => page.getByRole("status").filter({ hasText: `sta modificando ${what}` });

test.describe("who else is editing", () => {
  test("a page a colleague has open says who and since when; once they close it, it no longer does @telefono", async ({
    page,
    browser,
    playwright,
  }) => {
    const baseURL = String(test.info().project.use.baseURL);
    // Each size its own page: the two projects run side by side on one server.
    const editor = `/admin/pagine/modifica?percorso=${encodeURIComponent(test.info().project.name === "telefono" ? "/contatti" : "/servizi")}`;
    const api = await playwright.request.newContext({ baseURL });
    const colleague = await colleagueBrowser(browser, baseURL, api);
    await api.dispose();
    await colleague.goto(editor);
    await ready(colleague);
    await expect(colleague.getByRole("heading", { level: 1 })).toContainText("Modifica");
    await expect(note(colleague, "questa pagina")).toHaveCount(0);

    await signIn(page, editor);
    await expect(note(page, "questa pagina")).toContainText(
      /^Persona Di Prova sta modificando questa pagina dalle \d\d:\d\d\. Accordatevi prima di salvare/,
    );
    await page.screenshot({ path: test.info().outputPath("editing-presence-page.png"), fullPage: false });

    await colleague.goto("/admin");
    await ready(colleague);
    await page.reload();
    await ready(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Modifica");
    await expect(note(page, "questa pagina")).toHaveCount(0);
    await colleague.context().close();
  });

  test("an article a colleague has open says so in the editor", async ({ page, browser, playwright }) => {
    const baseURL = String(test.info().project.use.baseURL);
    const api = await playwright.request.newContext({ baseURL });
    const colleague = await colleagueBrowser(browser, baseURL, api);
    await api.dispose();
    await signIn(page, "/admin/blog");
    const id = await newDraftPost(page.request, "Articolo a quattro mani");
    await colleague.goto(`/admin/blog?edit=${id}`);
    await expect(colleague.getByTestId("post-editor")).toBeVisible();
    await page.goto(`/admin/blog?edit=${id}`);
    await expect(page.getByTestId("post-editor")).toBeVisible();
    await expect(note(page, "questo articolo")).toContainText(
      /^Persona Di Prova sta modificando questo articolo dalle \d\d:\d\d\./,
    );
    await colleague.context().close();
  });
});
