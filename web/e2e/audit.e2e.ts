import { expect, ready, signIn, test } from "./fixtures";
import { expectAxeClean } from "./staff-helpers";

test.describe("audit log", () => {
  test("the administrator reads who did what, filters it, and markup in a value stays text", async ({ page }) => {
    await signIn(page);
    const title = 'Registro <img src=x onerror="window.__pwned=1"> prova\r\nriga falsa';
    const created = await page.request.post("/api/blog", {
      multipart: { title, slug: "", excerpt: "x", content: "Testo", tags: "", published: "false", article_images: "[]" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await page.request.delete(`/api/blog/${id}`)).status()).toBe(200);

    await page.getByRole("navigation", { name: "Menu amministrazione" }).getByRole("link", { name: "Registro" }).click();
    await expect(page.getByRole("heading", { name: "Registro attività" })).toBeVisible();
    const table = page.getByTestId("audit-table");
    await expect(table).toContainText("Accesso");
    await expect(table).toContainText("Articolo eliminato");
    await expect(table.getByRole("cell", { name: /onerror=/ }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(table.locator("img")).toHaveCount(0);
    await expectAxeClean(page);

    await page.getByLabel("Evento").selectOption({ label: "Articolo eliminato" });
    await page.getByRole("button", { name: "Filtra" }).click();
    await expect(page).toHaveURL(/event=post\.deleted/);
    // Only deletions are left (other tests delete articles too): the sign-in is gone, this deletion stays.
    await expect(table).not.toContainText("Accesso");
    await expect(table.getByRole("row").filter({ hasText: "Articolo eliminato" })).toHaveCount(
      (await table.getByRole("row").count()) - 1,
    );
    await expect(table.getByRole("cell", { name: /Registro <img/ }).first()).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Esporta CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^registro-attivita-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.reload();
    await ready(page);
    await expect(page.getByLabel("Evento")).toHaveValue("post.deleted");
  });

  test("every detail reads in Italian, with its moments in Rome time", async ({ page }) => {
    await signIn(page);
    const created = await page.request.post("/api/blog", {
      multipart: {
        title: "Registro riportato",
        slug: "",
        excerpt: "x",
        content: "Testo",
        tags: "",
        published: "false",
        article_images: "[]",
      },
    });
    const { id } = (await created.json()) as { id: number };
    const link = await page.request.post(`/api/blog/${id}/preview-link`);
    expect(link.status()).toBe(201);
    const { expires_at } = (await link.json()) as { expires_at: string };
    expect((await page.request.delete(`/api/blog/${id}`)).status()).toBe(200);
    const bin = (await (await page.request.get("/api/bin")).json()) as { items: { id: number; itemId: number; kind: string }[] };
    const item = bin.items.find((i) => i.kind === "post" && i.itemId === id);
    expect((await page.request.post(`/api/bin/${item?.id}/restore`)).status()).toBe(200);

    await page.goto("/admin/registro?event=bin.restored");
    await ready(page);
    const table = page.getByTestId("audit-table");
    await expect(table.getByRole("row").filter({ hasText: "Registro riportato" }).first()).toContainText(
      `Tipo: Articolo · Elemento: Registro riportato · Numero: ${id}`,
    );
    await page.goto("/admin/registro?event=post.preview_link_created");
    await ready(page);
    const rome = new Intl.DateTimeFormat("it-IT", {
      timeZone: "Europe/Rome",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    }).format(new Date(expires_at));
    await expect(table.getByRole("row").filter({ hasText: "Registro riportato" }).first()).toContainText(`Scade il: ${rome}`);
    await page.goto("/admin/registro");
    await ready(page);
    await expect(table).toBeVisible();
    for (const key of ["when:", "kind:", "element:", "photos:", "expires_at", "savedAt", ".000Z"]) {
      await expect(table).not.toContainText(key);
    }
  });
});
