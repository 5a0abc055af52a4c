import type { Page } from "@playwright/test";
import { wcagViolations } from "./axe";
import { newArticle, unique, withConsent } from "./blog-helpers";
import { expect, ready, signIn, test } from "./fixtures";

/** Today in Rome as the English blog writes it: '03 Nov 2026'. */
function romeToday(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Rome", day: "2-digit", month: "short", year: "numeric" })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}`;
}

/** An Italian article and its English translation, both published by staff through the API; their addresses. */
async function publishedPair(page: Page, id: string) {
  await signIn(page, "/admin/blog");
  const headers = { Origin: new URL(page.url()).origin };
  const italianSlug = `casse-automatiche-al-porto-${id}`;
  const originalId = await newArticle(page, `Casse automatiche al porto ${id}`, {
    slug: italianSlug,
    content: "Le casse automatiche accettano carte e contanti. ".repeat(60),
    tags: "porti",
    published: "true",
  });
  const created = await page.request.post(`/api/blog/${originalId}/translations`, { headers, data: { language: "en" } });
  expect(created.status()).toBe(201);
  const { id: translationId } = (await created.json()) as { id: number };
  const englishSlug = `pay-stations-at-the-port-${id}`;
  const saved = await page.request.put(`/api/blog/${translationId}`, {
    headers,
    multipart: {
      title: `Pay stations at the port ${id}`,
      slug: englishSlug,
      excerpt: "Cards and cash, around the clock.",
      // 3,500 characters: a four-minute read.
      content: "The pay stations take cards and cash. ".repeat(100).slice(0, 3500),
      tags: "ports",
      published: "true",
      article_images: "[]",
    },
  });
  expect(saved.status()).toBe(200);
  // From here on a visitor, not staff.
  await page.context().clearCookies();
  return { italian: `/blog/${italianSlug}`, english: `/en/blog/${englishSlug}`, title: `Pay stations at the port ${id}` };
}

/** The header's words in the page's language that lead to the switcher. */
const HEADER = {
  it: { switcher: "Lingua", menuButton: "Apri il menu", menu: "Menu principale mobile" },
  en: { switcher: "Language", menuButton: "Open the menu", menu: "Main menu (mobile)" },
};

/** Follows the language switcher's link to `name`: in the header's bar, or in the menu on a phone. */
async function switchTo(page: Page, name: string, from: keyof typeof HEADER) {
  const words = HEADER[from];
  if ((page.viewportSize()?.width ?? 1280) < 640) {
    await page.getByRole("button", { name: words.menuButton }).click();
    await page.getByRole("navigation", { name: words.menu }).getByRole("link", { name }).click();
  } else {
    await page.getByRole("banner").getByRole("navigation", { name: words.switcher }).getByRole("link", { name }).click();
  }
}

test.describe("the English blog", () => {
  test(
    "a visitor on an Italian article switches to English, lands on its translation, reads the English date, goes to /en/blog",
    { tag: "@telefono" },
    async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await withConsent(page);
      const pair = await publishedPair(page, unique());

      await page.goto(pair.italian);
      await ready(page);
      await switchTo(page, "English", "it");
      await expect(page).toHaveURL((url) => url.pathname === pair.english);
      await ready(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pair.title);
      const article = page.locator("article").first();
      await expect(article.locator("time").first()).toHaveText(romeToday());
      await expect(article.getByText("4 min read")).toBeVisible();
      await expect(article.getByRole("button", { name: "Share" })).toBeVisible();
      expect(await wcagViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("english-article.png"), fullPage: true });

      // Back to the Italian original, then the English blog from the article's way back.
      await switchTo(page, "Italiano", "en");
      await expect(page).toHaveURL((url) => url.pathname === pair.italian);
      await page.goBack();
      await ready(page);
      await page.getByTestId("back-link").click();
      await expect(page).toHaveURL((url) => url.pathname === "/en/blog");
      await ready(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog and news");
      await expect(page.getByRole("link", { name: pair.title })).toBeVisible();
      await expect(page.getByText("Read more").first()).toBeVisible();
      expect(await wcagViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("english-blog.png"), fullPage: true });
    },
  );

  test("staff's preview and view links of an English article open its English address", async ({ page }) => {
    const id = unique();
    const title = `Barriers at the port ${id}`;
    await signIn(page, "/admin/blog");
    await ready(page);
    const headers = { Origin: new URL(page.url()).origin };
    const created = await page.request.post("/api/blog", {
      headers,
      multipart: {
        title,
        slug: `barriers-at-the-port-${id}`,
        excerpt: "New barriers.",
        content: "The barriers open for booked lorries.",
        tags: "",
        published: "false",
        article_images: "[]",
        language: "en",
      },
    });
    expect(created.status()).toBe(201);
    const { id: postId } = (await created.json()) as { id: number };

    await page.goto(`/admin/blog?q=${id}`);
    await ready(page);
    const row = page.getByTestId("post-row").filter({ hasText: title });
    const preview = row.getByRole("link", { name: `Anteprima di «${title}» (si apre in una nuova scheda)` });
    await expect(preview).toHaveAttribute("href", `/en/blog/barriers-at-the-port-${id}`);
    await page.goto(`/en/blog/barriers-at-the-port-${id}`);
    await ready(page);
    await expect(page.getByTestId("preview-bar")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    const published = await page.request.put(`/api/blog/${postId}`, { headers, multipart: { published: "true" } });
    expect(published.status()).toBe(200);
    await page.goto(`/admin/blog?q=${id}`);
    await ready(page);
    await expect(row.getByRole("link", { name: `Vedi «${title}» sul sito (si apre in una nuova scheda)` })).toHaveAttribute(
      "href",
      `/en/blog/barriers-at-the-port-${id}`,
    );
  });

  test("an Italian article's address under /en/blog is the English 404", async ({ page, browserConsole }) => {
    browserConsole.allow(/status of 404\b/);
    const res = await page.goto("/en/blog/parcheggi-senza-biglietto-lettura-targhe");
    expect(res?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article not found");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to the blog" }).last()).toHaveAttribute(
      "href",
      "/en/blog",
    );
  });
});
