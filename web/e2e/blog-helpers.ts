import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY } from "../lib/consent-record";
import { ready, signIn } from "./fixtures";

export const DEMO = {
  published: {
    slug: "parcheggi-senza-biglietto-lettura-targhe",
    title: "Parcheggi senza biglietto: come funziona la lettura targhe",
  },
  draft: { title: "Aree di sosta stagionali: il parcheggio che funziona da solo" },
};

/** Visitors who already chose their cookies: the banner stays out of the way. */
export async function withConsent(page: Page) {
  await page.addInitScript(
    ({ key, version }) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          necessary: true,
          analytics: false,
          marketing: false,
          functional: false,
          date: new Date().toISOString(),
          version,
        }),
      ),
    { key: CONSENT_STORAGE_KEY, version: CONSENT_POLICY_VERSION },
  );
}

/** A photo-like JPEG (sharp from node_modules). */
export async function photo(name: string, colour: string, width = 1200, height = 800) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="50%" cy="50%" r="25%" fill="#fff"/></svg>`;
  return { name, mimeType: "image/jpeg", buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer() };
}

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** The toast on screen (a CSS locator: while the editor is open, the page behind the modal is aria-hidden). */
export const toast = (page: Page) => page.locator('[role="region"][aria-label^="Notifiche"] li');

/** Selects `text` inside a text area, as a person dragging over it would. */
export async function select(area: Locator, text: string) {
  await area.evaluate((el, wanted) => {
    const textarea = el as HTMLTextAreaElement;
    const start = textarea.value.indexOf(wanted);
    textarea.focus();
    textarea.setSelectionRange(start, start + wanted.length);
  }, text);
}

export async function caretToEnd(area: Locator) {
  await area.evaluate((el) => {
    const textarea = el as HTMLTextAreaElement;
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
  });
}

/** A new article through the API, as the editor would save it; its id. */
export async function newArticle(page: Page, title: string, fields: Record<string, string> = {}): Promise<number> {
  const created = await page.request.post("/api/blog", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      title,
      slug: "",
      excerpt: "Riassunto.",
      content: "Il testo di partenza.",
      tags: "",
      published: "false",
      article_images: "[]",
      ...fields,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Signs in as the administrator and opens a new article's editor on the blog's admin page: the editor's dialog. */
export async function openNewArticle(page: Page): Promise<Locator> {
  await signIn(page, "/admin/blog");
  await ready(page);
  await page.getByRole("button", { name: "Nuovo articolo" }).click();
  return page.getByRole("dialog", { name: "Nuovo articolo" });
}

/** Types an article's title and its text (Markdown) in the editor. */
export async function typeArticle(editor: Locator, title: string, content: string) {
  await editor.getByRole("textbox", { name: "Titolo", exact: true }).fill(title);
  await editor.getByLabel("Contenuto (Markdown)").fill(content);
}
