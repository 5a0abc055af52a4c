import { ADMIN, expect, httpStatusLogged, ready, signIn, signInWithForm, test } from "./fixtures";

test.describe("admin access", () => {
  test("signed out, /admin shows the sign-in screen", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
    await expect(page.getByRole("heading", { name: "Accesso all'area riservata" })).toBeVisible();
  });

  test("a wrong password is refused with an Italian message", async ({ page, browserConsole }) => {
    browserConsole.allow(httpStatusLogged(401));
    await page.goto("/admin/login");
    await ready(page);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill("non-e-questa");
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email o password non corretti");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("the sign-in form shows before its script has run, and what is typed meanwhile is kept", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/entry\.signin-/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/admin/login?motivo=role-changed", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Accesso all'area riservata" })).toBeVisible();
    await page.getByLabel("Email").fill(ADMIN.email);
    await expect(page.locator("html[data-ready=true]")).toHaveCount(0);
    release();
    await ready(page);
    await expect(page.getByTestId("session-ended")).toHaveText("Il tuo ruolo è cambiato: accedi di nuovo.");
    await expect(page.getByLabel("Email")).toHaveValue(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("empty fields are checked before anything is sent", async ({ page }) => {
    await page.goto("/admin/login");
    await ready(page);
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page.getByText("Inserisci l'indirizzo email")).toBeVisible();
    await expect(page.getByText("Inserisci la password")).toBeVisible();
  });

  test("sign in leads to the dashboard, which survives a reload; sign out closes it", { tag: "@telefono" }, async ({ page }) => {
    await signInWithForm(page);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    for (const label of ["Foto totali", "Articoli pubblicati", "Bozze", "Database"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("SQLite")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Gestione Gallerie" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Gestione Blog" }).click();
    await expect(page.getByRole("tab", { name: "Gestione Blog" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("back-link")).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId("admin-user")).toHaveText(ADMIN.email);

    await page.getByRole("button", { name: "Esci" }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test("an unknown admin page has the back link to the dashboard", async ({ page, browserConsole }) => {
    browserConsole.allow(httpStatusLogged(404));
    await signIn(page, "/admin/pagina-inesistente");
    await ready(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    const back = page.getByTestId("back-link");
    await expect(back).toHaveText("Torna all'admin");
    await back.click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
