import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, ready, signIn, test } from "./fixtures";

/**
 * Axe on every admin page, as the staff sees it after signing in once. Tagged for the phone project too,
 * so it runs at the office monitor's size (chromium) and at the phone's (telefono).
 */
const ADMIN_PAGES: readonly { path: string; heading: string | RegExp }[] = [
  { path: "/admin", heading: "Dashboard" },
  { path: "/admin/blog", heading: "Blog" },
  { path: "/admin/blog/tag", heading: /Tag/ },
  { path: "/admin/galleries", heading: /Gallerie/ },
  { path: "/admin/pagine", heading: "Pagine del sito" },
  { path: "/admin/pagine/modifica?percorso=%2F", heading: /.+/ },
  { path: "/admin/richieste", heading: "Richieste" },
  { path: "/admin/statistiche", heading: "Statistiche" },
  { path: "/admin/utenti", heading: "Utenti" },
  { path: "/admin/registro", heading: "Registro attività" },
  { path: "/admin/backup", heading: "Backup" },
  { path: "/admin/impostazioni", heading: "Impostazioni" },
  { path: "/admin/profilo", heading: "Il mio profilo" },
  { path: "/admin/media", heading: "Libreria delle immagini" },
  { path: "/admin/reindirizzamenti", heading: "Reindirizzamenti" },
  { path: "/admin/cestino", heading: "Cestino" },
  { path: "/admin/ricerca", heading: /Ricerca/ },
];

/** The WCAG 2.1 A and AA violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The page has its heading and nothing is still loading. */
async function settled(page: Page, heading: string | RegExp) {
  await ready(page);
  await expect(page.getByRole("heading", { level: 1, name: heading }).first()).toBeVisible();
  await expect(page.getByText(/^Caricamento/)).toHaveCount(0);
}

/** The page never scrolls sideways: what is wider scrolls inside its own frame, or became cards. */
async function expectNoSidewaysPage(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect.soft(widths.page, "la pagina scorre di lato").toBeLessThanOrEqual(widths.screen);
}

test("every admin page has no axe violation and never scrolls sideways", { tag: "@telefono" }, async ({ page, request }) => {
  test.setTimeout(180_000);
  // Something in each list: a request in the inbox, an article in the bin.
  const sent = await request.post("/api/contact", {
    data: {
      name: "Giulia Serra",
      email: "giulia.serra@example.it",
      phone: "+39 347 555 1212",
      company: "Comune di Rovigo",
      message: "Parcheggio di interscambio, 250 posti.",
      fill_time_ms: 20_000,
    },
  });
  expect(sent.status()).toBe(201);
  await signIn(page);
  const created = await page.request.post("/api/blog", {
    multipart: { title: "Articolo da cestinare", slug: "", excerpt: "x", content: "Testo", tags: "", published: "false" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.delete(`/api/blog/${id}`)).status()).toBe(200);

  for (const admin of ADMIN_PAGES) {
    await test.step(admin.path, async () => {
      await page.goto(admin.path);
      await settled(page, admin.heading);
      expect.soft(await violations(page), admin.path).toEqual([]);
      await expectNoSidewaysPage(page);
    });
  }

  await test.step("a request", async () => {
    await page.goto("/admin/richieste");
    await settled(page, "Richieste");
    await page.getByRole("link", { name: "Giulia Serra" }).first().click();
    await settled(page, "Giulia Serra");
    expect.soft(await violations(page), "richiesta").toEqual([]);
    await expectNoSidewaysPage(page);
  });

  await test.step("the blog editor", async () => {
    await page.goto("/admin/blog");
    await settled(page, "Blog");
    await page.getByRole("button", { name: "Nuovo articolo" }).click();
    await expect(page.getByRole("dialog", { name: "Nuovo articolo" })).toBeVisible();
    expect.soft(await violations(page), "editor del blog").toEqual([]);
    await expectNoSidewaysPage(page);
  });
});
