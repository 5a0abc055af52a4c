import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { wcagViolations } from "./axe";
import { ADMIN } from "./credentials";
import { ready, signIn } from "./fixtures";

/** No WCAG 2.1 AA violation on the page as it is now. */
export async function expectAxeClean(page: Page) {
  expect(await wcagViolations(page)).toEqual([]);
}

/** Signs in with an e-mail and password on /admin/login (no second factor), at `origin` when given. */
export async function signInAs(page: Page, email: string, password: string, origin = "") {
  await page.goto(`${origin}/admin/login`);
  await expect(page.locator("html[data-ready=true]")).toHaveCount(1);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Accedi" }).click();
}

/** A fresh person of the given role, made through the API as an administrator would. */
export async function newPerson(request: APIRequestContext, email: string, role: string, password: string) {
  const login = await request.post("/api/auth/login", { data: ADMIN });
  expect(login.status()).toBe(200);
  const invite = await request.post("/api/people", { data: { name: "Persona Di Prova", email, role } });
  expect(invite.status()).toBe(201);
  const token = new URLSearchParams(new URL((await invite.json()).link).hash.slice(1)).get("token");
  const accepted = await request.post("/api/people/invitations", { data: { token, name: "Persona Di Prova", password } });
  expect(accepted.status()).toBe(200);
  await request.post("/api/auth/logout");
}

/** A contact request as a visitor who took their time sends it: stored, shown in the inbox. */
export async function sendContactRequest(
  request: APIRequestContext,
  fields: { name: string; email: string; phone: string; company: string; message: string; website?: string },
) {
  const sent = await request.post("/api/contact", { data: { ...fields, fill_time_ms: 20_000 } });
  expect(sent.status()).toBe(201);
}

/** Signs in as the administrator and opens one section of the galleries' admin: its panel and its photos' rows. */
export async function openGallerySection(page: Page, section: string) {
  await signIn(page, `/admin/galleries?sezione=${section}`);
  await ready(page);
  const panel = page.getByTestId(`panel-${section}`);
  return { panel, rows: panel.getByTestId("admin-image-row") };
}

/** Signs the admin in on the list of pages and opens the 'Nuova pagina' form. */
export async function openNewPageForm(page: Page): Promise<Locator> {
  await signIn(page, "/admin/pagine");
  await ready(page);
  await page.getByRole("button", { name: "Nuova pagina" }).click();
  return page.getByRole("form", { name: "Nuova pagina" });
}

/** Creates the page `title` from the landing page template (in `form` when open already); its editor opens at `address`. */
export async function createLandingPage(page: Page, title: string, address: string, form?: Locator) {
  const newPage = form ?? (await openNewPageForm(page));
  await newPage.getByLabel("Titolo").fill(title);
  await newPage.getByLabel(/^Landing page/).check();
  await newPage.getByRole("button", { name: "Crea la pagina" }).click();
  await expect(page).toHaveURL(`/admin/pagine/modifica?percorso=${encodeURIComponent(address)}`);
}

/** A draft article made through the API by the signed-in `request`: its id. */
export async function newDraftPost(request: APIRequestContext, title: string): Promise<number> {
  const written = await request.post("/api/blog", {
    multipart: { title, slug: "", excerpt: "R.", content: "T.", tags: "", published: "false", article_images: "[]" },
  });
  expect(written.status()).toBe(201);
  return ((await written.json()) as { id: number }).id;
}
