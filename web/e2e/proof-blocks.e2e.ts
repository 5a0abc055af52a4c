import type { Page } from "@playwright/test";
import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";
import { checkHtml } from "./html-check";
import { createLandingPage, expectAxeClean } from "./staff-helpers";
import { SCREENS } from "./viewports";

const TITLE = "Qualità certificata";
const ADDRESS = "/qualita-certificata";
const SHOTS = "/work/shots/proofblocks";

/** A day `n` days from today in Rome, as YYYY-MM-DD (the value of a date field). */
function romeDay(n: number): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
}

const VALID_UNTIL = romeDay(10);
const [YEAR, MONTH, DAY] = VALID_UNTIL.split("-");

async function addBlock(page: Page, label: string) {
  const blocks = page.getByTestId("block-item");
  await expect(blocks.first()).toBeVisible();
  const before = await blocks.count();
  await page.getByLabel("Nuovo blocco").selectOption({ label });
  await page.getByRole("button", { name: "Aggiungi blocco" }).click();
  await expect(blocks).toHaveCount(before + 1);
  return blocks.nth(before);
}

test.describe.configure({ mode: "serial", timeout: 90_000 });

test("staff add a 'Certificazioni' block to a page, publish, and a visitor sees the certification", async ({
  page,
  browser,
  browserConsole,
}) => {
  // The new page's address answers 404 until it is published: the preview asks for the live page first.
  browserConsole.allow(httpStatusLogged(404));
  await createLandingPage(page, TITLE, ADDRESS);

  const block = await addBlock(page, "Certificazioni");
  await block.getByLabel("Titolo").first().fill("Le nostre certificazioni");
  await block.getByLabel("Immagine del marchio di certificazione").selectOption({ label: "barrier-camera.svg" });
  await block.getByLabel("Nome della certificazione").fill("ISO 9001:2015");
  await block.getByLabel("Ente di certificazione").fill("Bureau Veritas Italia");
  await block.getByLabel("Numero del certificato").fill("IT-2045-QMS");
  await block.getByLabel("Valida fino al").fill(VALID_UNTIL);
  // Another site's file is refused in Italian; a document of the library is taken.
  await block.getByLabel("Documento del certificato").fill("https://example.com/iso.pdf");
  await page.getByRole("button", { name: "Pubblica" }).click();
  await expect(
    page.getByText("Certificato: scegli un documento della documentazione (/documenti/…) oppure una pagina del sito").first(),
  ).toBeVisible();
  await block.getByLabel("Documento del certificato").fill("/documentazione");
  await page.getByRole("button", { name: "Pubblica" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Pubblica comunque" }).click();
  await expect(page.getByText("Pagina pubblicata", { exact: true }).first()).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(ADDRESS);
  await ready(visitor);
  const section = visitor.locator("section").filter({ has: visitor.getByRole("heading", { name: "Le nostre certificazioni" }) });
  const item = section.getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item.getByRole("heading", { name: "ISO 9001:2015" })).toBeVisible();
  await expect(item).toContainText("Bureau Veritas Italia");
  await expect(item).toContainText("IT-2045-QMS");
  await expect(item.locator("time")).toHaveText(`${DAY}/${MONTH}/${YEAR}`);
  await expect(item.getByRole("link", { name: "Vedi il certificato ISO 9001:2015" })).toHaveAttribute("href", "/documentazione");
  await visitor.close();

  // Expiring within 30 days: the dashboard names it with its page and a link to edit it.
  await page.goto("/admin");
  await ready(page);
  const notice = page.getByTestId("certification-notice");
  await expect(notice).toContainText(`ISO 9001:2015 scade il ${DAY}/${MONTH}/${YEAR}`);
  await expect(notice).toContainText(ADDRESS);
  await page.screenshot({ path: `${SHOTS}/dashboard-certificazioni-da-rinnovare.png` });
  await notice.getByRole("link", { name: /Modifica la pagina/ }).click();
  await expect(page).toHaveURL(`/admin/pagine/modifica?percorso=${encodeURIComponent(ADDRESS)}`);
});

test("staff add 'Clienti' with two logos; a visitor sees the names, one linked to its reference", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, `/admin/pagine/modifica?percorso=${encodeURIComponent(ADDRESS)}`);
  await ready(page);
  const block = await addBlock(page, "Clienti");
  await block.getByLabel("Titolo").first().fill("Hanno scelto i nostri sistemi");
  const clients = block.getByRole("listitem");
  await clients.nth(0).getByLabel("Logo", { exact: true }).selectOption({ label: "hospital.svg" });
  await clients.nth(0).getByLabel("Nome del cliente").fill("Ospedale di Milano");
  await clients.nth(0).getByLabel("Referenza collegata").fill("/referenze/esempio-ospedale-milano");
  await block.getByRole("button", { name: "Aggiungi cliente" }).click();
  await clients.nth(1).getByLabel("Logo", { exact: true }).selectOption({ label: "city.svg" });
  await clients.nth(1).getByLabel("Nome del cliente").fill("Comune di Rimini");
  await page.getByRole("button", { name: "Pubblica" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Pubblica comunque" }).click();
  await expect(page.getByText("Pagina pubblicata", { exact: true }).first()).toBeVisible();

  for (const screen of SCREENS) {
    const visitor = await browser.newPage({ viewport: screen.viewport });
    await visitor.goto(ADDRESS);
    await ready(visitor);
    const list = visitor
      .locator("section")
      .filter({ has: visitor.getByRole("heading", { name: "Hanno scelto i nostri sistemi" }) });
    const logos = list.getByRole("listitem");
    await expect(logos).toHaveCount(2);
    await expect(logos.nth(0).getByRole("img", { name: "Ospedale di Milano" })).toHaveAttribute("loading", "lazy");
    await expect(logos.nth(1)).toContainText("Comune di Rimini");
    await expect(logos.nth(0).getByRole("link")).toHaveAttribute("href", "/referenze/esempio-ospedale-milano");
    await expect(logos.nth(1).getByRole("link")).toHaveCount(0);
    // Nothing wider than the screen on a phone.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.viewport.width);
    await expectAxeClean(visitor);
    // The logos load lazily: brought into view, then the page is shot from the top (its header sticks there).
    await list.scrollIntoViewIfNeeded();
    await expect(logos.nth(1).getByRole("img")).toHaveJSProperty("complete", true);
    await visitor.evaluate(() => window.scrollTo(0, 0));
    await visitor.getByRole("button", { name: "Solo necessari" }).click();
    await visitor.screenshot({ path: `${SHOTS}/clienti-certificazioni-${screen.name}.png`, fullPage: true });
    await visitor.close();
  }
  expect(await checkHtml(baseURL ?? "", [ADDRESS])).toEqual([]);
});
