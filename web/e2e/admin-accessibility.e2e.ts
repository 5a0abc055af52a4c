import type { Page } from "@playwright/test";
import { wcagViolations } from "./axe";
import { expect, ready } from "./fixtures";
import { newDraftPost, sendContactRequest } from "./staff-helpers";
import { tourTest as test } from "./page-tour";

/** Every admin page, by its address and its heading. */
const ADMIN_PAGES: readonly { path: string; heading: string | RegExp; heavy?: boolean }[] = [
  { path: "/admin", heading: "Dashboard" },
  { path: "/admin/blog", heading: "Blog" },
  { path: "/admin/blog/tag", heading: "Tag del blog" },
  { path: "/admin/referenze", heading: "Referenze" },
  { path: "/admin/referenze?modifica=nuova", heading: "Referenze" },
  { path: "/admin/galleries", heading: "Gallerie" },
  { path: "/admin/pagine", heading: "Pagine del sito" },
  { path: "/admin/pagine/modifica?percorso=%2F", heading: /^Modifica: /, heavy: true },
  { path: "/admin/richieste", heading: "Richieste di contatto" },
  { path: "/admin/richieste?spam=1", heading: "Richieste di contatto" },
  { path: "/admin/statistiche", heading: "Statistiche" },
  { path: "/admin/utenti", heading: "Utenti" },
  { path: "/admin/registro", heading: "Registro attività" },
  { path: "/admin/backup", heading: "Backup" },
  { path: "/admin/impostazioni", heading: "Impostazioni" },
  { path: "/admin/profilo", heading: "Il mio profilo" },
  { path: "/admin/media", heading: "Libreria delle immagini" },
  { path: "/admin/documentazione", heading: "Documentazione" },
  { path: "/admin/reindirizzamenti", heading: "Reindirizzamenti" },
  { path: "/admin/cestino", heading: "Cestino" },
  { path: "/admin/ricerca", heading: "Ricerca nel sito" },
];

/** The page has its heading and nothing is still loading. */
async function settled(page: Page, heading: string | RegExp) {
  await ready(page);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(/^Caricamento.*(\.\.\.|…)$/)).toHaveCount(0);
}

/** No axe violation, and the page never scrolls sideways: what is wider scrolls in its own frame or became cards. */
async function expectAccessible(page: Page) {
  expect(await wcagViolations(page)).toEqual([]);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, "la pagina scorre di lato").toBeLessThanOrEqual(widths.screen);
}

/**
 * Axe on every admin page as the staff sees it, signed in once, going from page to page in one tab. Tagged for the
 * phone project, so it runs at the office monitor's size (chromium) and at the phone's (telefono).
 */
test.describe("admin accessibility", { tag: "@telefono" }, () => {
  test.beforeAll(async ({ staffTab: page }) => {
    // Something in each list: Giulia Serra's request in the inbox, an article in the bin. Both projects share the
    // server and the contact form's allowance per address (8 in 15 minutes): the request is sent only when the inbox
    // does not hold it yet (other specs' requests may be there already).
    const inbox = await page.request.get("/api/contact/requests?q=Giulia%20Serra");
    if (((await inbox.json()) as { items: unknown[] }).items.length === 0) {
      await sendContactRequest(page.request, {
        name: "Giulia Serra",
        email: "giulia.serra@example.it",
        phone: "+39 347 555 1212",
        company: "Comune di Rovigo",
        message: "Parcheggio di interscambio, 250 posti.",
      });
    }
    const id = await newDraftPost(page.request, "Articolo da cestinare");
    expect((await page.request.delete(`/api/blog/${id}`)).status()).toBe(200);
  });

  for (const admin of ADMIN_PAGES) {
    test(`${admin.path} has no axe violation`, async ({ staffPage: page }) => {
      // The page editor renders the page twice more in its previews: axe has more to read.
      if (admin.heavy) test.slow();
      await page.goto(admin.path);
      await settled(page, admin.heading);
      await expectAccessible(page);
    });
  }

  test("a request has no axe violation", async ({ staffPage: page }) => {
    await page.goto("/admin/richieste?q=Giulia%20Serra");
    await settled(page, "Richieste di contatto");
    await page.getByRole("link", { name: "Giulia Serra" }).first().click();
    await settled(page, "Giulia Serra");
    await expectAccessible(page);
  });

  test("the blog editor has no axe violation", async ({ staffPage: page }) => {
    await page.goto("/admin/blog");
    await settled(page, "Blog");
    await page.getByRole("button", { name: "Nuovo articolo" }).click();
    await expect(page.getByRole("dialog", { name: "Nuovo articolo" })).toBeVisible();
    await expectAccessible(page);
  });
});
