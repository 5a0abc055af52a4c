import AxeBuilder from "@axe-core/playwright";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";
import { freePort } from "./own-server";

const binary = join(import.meta.dirname, "../../dist/parksite");

async function waitForHealth(origin: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${origin} non risponde`);
}

test.describe("/admin/backup", () => {
  test("creates, lists and downloads a snapshot; restoring the download into a fresh folder serves the same content", async ({
    page,
    baseURL,
    browserConsole,
  }) => {
    test.setTimeout(150_000);
    // The demo gallery is drawn at first start: wait for it so the snapshot holds it.
    await expect
      .poll(
        async () =>
          Object.values((await (await fetch(`${baseURL}/api/galleries`)).json()) as Record<string, unknown[]>).flat().length,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0);

    await signIn(page);
    await page.getByRole("link", { name: "Backup" }).click();
    await expect(page).toHaveURL(/\/admin\/backup$/);
    await ready(page);
    await expect(page.getByRole("heading", { level: 1, name: "Backup" })).toBeVisible();
    // The list has loaded (a snapshot taken at start may already be there) before it is counted.
    await expect(page.getByText("Caricamento dei backup...")).toHaveCount(0);
    const rows = page.locator("tr[data-snapshot]");
    // The daily snapshot may start at any moment (its first check is 30 s after start). Whoever asks
    // meanwhile is told one is already running (409), and asks again once the button is enabled again.
    browserConsole.allow(httpStatusLogged(409));
    const create = page.getByRole("button", { name: "Crea ora" });
    let rowsBefore = 0;
    await expect(async () => {
      await expect(create).toBeEnabled({ timeout: 30_000 });
      rowsBefore = await rows.count();
      await create.click();
      await expect(page.getByText("Backup avviato")).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByText("Creazione del backup completata")).toBeVisible({ timeout: 30_000 });
    await expect(rows).toHaveCount(rowsBefore + 1, { timeout: 30_000 });
    const row = rows.first();
    await expect(row).toContainText("Manuale");
    await expect(row).toContainText(/\d+(,\d)? (KB|MB)/);
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    const downloadStarted = page.waitForEvent("download");
    await row.getByRole("link", { name: /Scarica/ }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^parksite-\d{8}-\d{6}-\d{3}-manuale\.tar$/);
    const work = mkdtempSync(join(tmpdir(), "parksite-e2e-restore-"));
    const archive = join(work, download.suggestedFilename());
    await download.saveAs(archive);
    expect(statSync(archive).size).toBeGreaterThan(100_000);

    const verified = spawnSync(binary, ["verify", archive], { encoding: "utf8" });
    expect(verified.stdout).toContain("Esito: tutto in ordine.");
    expect(verified.status).toBe(0);
    const dataDir = join(work, "dati");
    const restored = spawnSync(binary, ["restore", archive, "--data", dataDir], { encoding: "utf8" });
    expect(restored.stderr).toBe("");
    expect(restored.status).toBe(0);

    const port = await freePort();
    const server = spawn(binary, ["--port", String(port), "--host", "127.0.0.1", "--data", dataDir], { stdio: "ignore" });
    try {
      const copy = `http://127.0.0.1:${port}`;
      await waitForHealth(copy);
      for (const path of ["/api/galleries", "/api/blog?published=true"]) {
        const [original, again] = await Promise.all([fetch(`${baseURL}${path}`), fetch(`${copy}${path}`)]);
        expect(await again.json()).toEqual(await original.json());
      }
      const galleries = (await (await fetch(`${copy}/api/galleries`)).json()) as Record<string, { image_url: string }[]>;
      const image = Object.values(galleries).flat()[0]?.image_url ?? "";
      const [a, b] = await Promise.all([fetch(`${baseURL}${image}`), fetch(`${copy}${image}`)]);
      expect(b.status).toBe(200);
      expect(Buffer.from(await b.arrayBuffer())).toEqual(Buffer.from(await a.arrayBuffer()));
      const page2 = await fetch(`${copy}/blog`);
      expect(page2.status).toBe(200);
    } finally {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
      rmSync(work, { recursive: true, force: true });
    }
  });
});
