import { wcagViolations } from "./axe";
import { expect, ready, signIn, test as base } from "./fixtures";
import { onOwnSite } from "./own-site";

/** The English alt text of a demo photo shows on every English page that has it: this spec runs on a server of its own. */
const test = onOwnSite(base);

test.describe.configure({ mode: "serial", timeout: 90_000 });

const ENGLISH_ALT = "Entry barrier of the airport car park";

test("staff write a photo's English alt text; the English gallery shows it and speaks English, viewer included @telefono", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await signIn(page, "/admin/media?q=Varco+del+parcheggio+aeroportuale");
  await ready(page);
  await page.getByTestId("media-grid").getByRole("button").first().click();
  const details = page.getByRole("dialog");
  const english = details.getByLabel("Alt (inglese)");
  await expect(english).toHaveValue("");
  await english.fill(ENGLISH_ALT);
  await details.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Immagine aggiornata", { exact: true }).first()).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined, baseURL });
  const visitor = await context.newPage();
  await visitor.goto("/en/applications/airports");
  await ready(visitor);
  const gallery = visitor.getByTestId("gallery-aeroporti");
  await gallery.scrollIntoViewIfNeeded();
  const tile = gallery.getByRole("button", { name: `Open image 1 of 3: ${ENGLISH_ALT}` });
  await expect(tile).toBeVisible();
  await expect(tile.locator("img")).toHaveAttribute("alt", ENGLISH_ALT);
  // The other photos have no English text yet: they are described by their Italian one, never left undescribed.
  await expect(gallery.getByRole("button", { name: /^Open image 2 of 3: .+/ })).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath("english-gallery.png") });
  expect(await wcagViolations(visitor)).toEqual([]);

  await tile.click();
  const viewer = visitor.getByTestId("image-viewer");
  await expect(viewer.getByTestId("viewer-counter")).toHaveText("1 of 3");
  await expect(visitor.getByRole("dialog", { name: "Image viewer" })).toBeVisible();
  await expect(viewer.getByText(ENGLISH_ALT)).toBeVisible();
  for (const name of ["Zoom in", "Close", "Previous image", "Next image"]) {
    await expect(viewer.getByRole("button", { name })).toBeVisible();
  }
  await expect(viewer.getByRole("link", { name: "Download image" })).toBeVisible();
  await viewer.getByRole("button", { name: "Next image" }).click();
  await expect(viewer.getByTestId("viewer-counter")).toHaveText("2 of 3");
  await visitor.screenshot({ path: testInfo.outputPath("english-gallery-viewer.png") });
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(viewer).toHaveCount(0);

  // The Italian page keeps the Italian text and words.
  await visitor.goto("/applicazioni/aeroporti");
  await ready(visitor);
  const italian = visitor.getByTestId("gallery-aeroporti");
  await expect(italian.getByRole("button", { name: /^Apri l'immagine 1 di 3: / })).toBeVisible();
  await expect(italian.getByRole("button", { name: new RegExp(ENGLISH_ALT) })).toHaveCount(0);
  await context.close();
});
