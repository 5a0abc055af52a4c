import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { wcagViolations } from "./axe";
import { ADMIN, expect, ready, signIn, test } from "./fixtures";
import { freePort, stopProcess, waitForDemoGallery, waitForHealth } from "./own-server";

const binary = join(import.meta.dirname, "../../dist/parksite");

test.describe("/admin/backup", () => {
  test("creates, lists and downloads a snapshot; restoring the download into a fresh folder serves the same content", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    // A server of its own: the content compared after the restore is what the snapshot took, with no other spec writing meanwhile.
    const work = mkdtempSync(join(tmpdir(), "parksite-e2e-restore-"));
    const sourceDir = join(work, "sorgente");
    const admin = spawnSync(binary, [
      "admin",
      "create",
      "--data",
      sourceDir,
      "--email",
      ADMIN.email,
      "--password",
      ADMIN.password,
    ]);
    expect(admin.status).toBe(0);
    const sourcePort = await freePort();
    const source = spawn(binary, ["--port", String(sourcePort), "--host", "127.0.0.1", "--data", sourceDir], { stdio: "ignore" });
    const baseURL = `http://127.0.0.1:${sourcePort}`;
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    let server: ChildProcess | null = null;
    try {
      await waitForHealth(baseURL);
      // The demo gallery is drawn at first start: wait for it so the snapshot holds it.
      await waitForDemoGallery(baseURL);

      await signIn(page);
      await page.getByRole("link", { name: "Backup", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/backup$/);
      await ready(page);
      await expect(page.getByRole("heading", { level: 1, name: "Backup" })).toBeVisible();
      // The list has loaded (a snapshot taken at start may already be there) before it is counted.
      await expect(page.getByText("Caricamento dei backup...")).toHaveCount(0);
      const rows = page.locator("tr[data-snapshot]");
      // The daily snapshot may start at any moment (its first check is 30 s after start). Whoever asks
      // meanwhile is told one is already running (409), and asks again once the button is enabled again.
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
      expect(await wcagViolations(page)).toEqual([]);

      const downloadStarted = page.waitForEvent("download");
      await row.getByRole("link", { name: /Scarica/ }).click();
      const download = await downloadStarted;
      expect(download.suggestedFilename()).toMatch(/^parksite-\d{8}-\d{6}-\d{3}-manuale\.tar$/);
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
      server = spawn(binary, ["--port", String(port), "--host", "127.0.0.1", "--data", dataDir], { stdio: "ignore" });
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
      await context.close();
      await stopProcess(server);
      await stopProcess(source);
      rmSync(work, { recursive: true, force: true });
    }
  });

  test("a restore from the browser: the running server applies it, data back to the snapshot, trail intact, every session ended", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const work = mkdtempSync(join(tmpdir(), "parksite-e2e-live-restore-"));
    const dataDir = join(work, "dati");
    const created = spawnSync(
      binary,
      ["admin", "create", "--data", dataDir, "--email", ADMIN.email, "--password", ADMIN.password],
      {
        encoding: "utf8",
      },
    );
    expect(created.status).toBe(0);
    const port = await freePort();
    const server = spawn(binary, ["--port", String(port), "--host", "127.0.0.1", "--data", dataDir], { stdio: "ignore" });
    const origin = `http://127.0.0.1:${port}`;
    const signInAt = async (target: Browser): Promise<Page> => {
      const context = await target.newContext({ baseURL: origin });
      const page = await context.newPage();
      await page.goto("/admin/login");
      await ready(page);
      await page.getByLabel("Email").fill(ADMIN.email);
      await page.getByLabel("Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Accedi" }).click();
      // A fresh server draws its demo gallery at first start: signing in may wait for it on a busy machine.
      await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
      return page;
    };
    try {
      await waitForHealth(origin);
      // The demo gallery is drawn at first start: the snapshot is taken once it is there, so the
      // drawing never overlaps the restore (what the snapshot holds is then known).
      await waitForDemoGallery(origin, 60_000);
      const page = await signInAt(browser);
      await page.goto("/admin/backup");
      await ready(page);
      await expect(page.getByText("Caricamento dei backup...")).toHaveCount(0);
      await expect(page.getByText(/non contiene la chiave di cifratura della cartella dati/)).toBeVisible();
      const create = page.getByRole("button", { name: "Crea ora" });
      await expect(async () => {
        await expect(create).toBeEnabled({ timeout: 30_000 });
        await create.click();
        await expect(page.getByText("Backup avviato")).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      await expect(page.getByText("Creazione del backup completata")).toBeVisible({ timeout: 30_000 });
      const manual = page.locator("tr[data-snapshot]", { hasText: "Manuale" }).first();
      await expect(manual).toBeVisible();
      // On a busy machine the click may have been retried and started a second snapshot: every snapshot is complete
      // before the data changes, so the one restored holds the data as it was.
      await expect
        .poll(async () => (await (await page.request.get("/api/backups")).json()).job?.state, { timeout: 60_000 })
        .not.toBe("in_corso");

      // After the snapshot: the daily hour changes (in the data), and is recorded in the audit log.
      const hour = page.getByLabel("Ora del backup giornaliero (0-23)");
      await expect(hour).toHaveValue("3");
      await hour.fill("5");
      await page.getByRole("button", { name: "Salva pianificazione" }).click();
      await expect(hour).toHaveValue("5");
      await expect.poll(async () => (await (await page.request.get("/api/backups")).json()).policy.hour).toBe(5);
      // Another browser signed in before the restore.
      const other = await signInAt(browser);

      await manual.getByRole("button", { name: /Ripristina/ }).click();
      // The question says what comes back and what stays as it is now.
      const question = page.getByRole("alertdialog");
      await expect(question).toContainText("accederai di nuovo con la password di adesso");
      await expect(question.locator("[data-restore-scope]")).toHaveText(
        "Tornano come nel backup" +
          "articoli e tag, pagine e testi del sito, menu, foto delle gallerie e immagini, richieste di contatto con le note, reindirizzamenti, sinonimi della ricerca, cestino, statistiche delle visite e impostazioni (dati dell'azienda, email, backup)." +
          "Restano come adesso" +
          "gli account dello staff e i loro accessi (chi è attivo o disattivato, password, ruoli, app di autenticazione e codici di recupero, passkey, obbligo del secondo fattore) e il registro attività.",
      );
      let refusedReads = 0;
      page.on("response", (response) => {
        if (new URL(response.url()).pathname === "/api/backups" && response.status() === 401) refusedReads++;
      });
      await page.getByRole("button", { name: "Ripristina ora" }).click();
      // The restore ends this session too: the page stops asking and sends the person to sign in, saying why.
      const restoredMessage = "Il sito è stato ripristinato da un backup e tutte le sessioni sono state chiuse: accedi di nuovo.";
      await expect(page).toHaveURL(/\/admin\/login\?/, { timeout: 60_000 });
      await ready(page);
      await expect(page.getByTestId("session-ended")).toHaveText(restoredMessage);
      await page.waitForTimeout(3_000);
      expect(refusedReads).toBeLessThanOrEqual(2);
      expect(server.exitCode).toBeNull();

      // Every old session ended: this one and the other browser's, which is told why at its next page.
      expect((await page.request.get("/api/backups")).status()).toBe(401);
      expect((await other.request.get("/api/backups")).status()).toBe(401);
      await other.goto("/admin/blog");
      await expect(other).toHaveURL(/\/admin\/login\?/);
      await expect(other.getByTestId("session-ended")).toHaveText(restoredMessage);
      await page.getByLabel("Email").fill(ADMIN.email);
      await page.getByLabel("Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Accedi" }).click();
      await expect(page).toHaveURL(/\/admin(\/backup)?$/);
      await page.goto("/admin/backup");
      await ready(page);
      await expect(page.getByText(/ripristinato: tutte le sessioni sono state chiuse, accedi di nuovo/)).toBeVisible();
      // Data back to the snapshot.
      await expect(page.getByLabel("Ora del backup giornaliero (0-23)")).toHaveValue("3");
      // What it replaced stays listed until deleted.
      const replaced = page.locator("li[data-replaced]");
      await expect(replaced).toHaveCount(1);
      await expect(replaced.getByRole("button", { name: /Ripristina questo/ })).toBeVisible();
      expect(await wcagViolations(page)).toEqual([]);

      // The audit log kept what happened after the snapshot, and shows the restore.
      await page.goto("/admin/registro");
      await ready(page);
      const log = page.locator("table");
      await expect(log).toContainText("Backup ripristinato");
      await expect(log).toContainText("Pianificazione dei backup modificata");
      await expect(log).toContainText("Ripristino richiesto");
      await expect(log).toContainText("Backup creato");

      // Never restarted: the same process answers.
      expect(server.exitCode).toBeNull();
      expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    } finally {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
      rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  });
});
