import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, request as playwrightRequest } from "@playwright/test";
import { expect, ready, test } from "./fixtures";
import { freePort, stopProcess } from "./own-server";

/*
 * One-time links (invitation, reset) must never be written by the server: they travel in the
 * address's fragment, which browsers do not send, and in POST bodies. This spec runs a server of
 * its own and reads everything it printed.
 */

const binary = join(import.meta.dirname, "../../dist/parksite");
const OWNER = { email: "capo.log@parksite.test", password: "faro-sul-promontorio-91" };

let dataDir = "";
let server: ChildProcess | null = null;
let output = "";
let origin = "";

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "parksite-secrets-"));
  const created = spawnSync(binary, ["admin", "create", "--data", dataDir, "--email", OWNER.email, "--password", OWNER.password]);
  expect(created.status).toBe(0);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(binary, ["--port", String(port), "--host", "127.0.0.1", "--data", dataDir, "--log-level", "debug"]);
  server.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  await expect.poll(() => output, { timeout: 15_000 }).toContain("in ascolto");
});

test.afterAll(async () => {
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get("token") ?? "";

/** Opens a one-time link in a browser of its own and chooses a password, as the person would. */
async function acceptInBrowser(browser: Browser, link: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await ready(page);
  await expect(page.getByRole("heading", { name: "Invito all'area riservata" })).toBeVisible();
  await page.getByLabel("Password (da 10 a 128 caratteri)").fill(password);
  await page.getByLabel("Ripeti la password").fill(password);
  await page.getByRole("button", { name: "Salva e continua" }).click();
  await expect(page.getByRole("heading", { name: "Account pronto" })).toBeVisible({ timeout: 15_000 });
  await context.close();
}

test("invitation and reset tokens never appear in the server's output", async ({ browser }) => {
  test.setTimeout(90_000);
  const api = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  expect((await api.post("/api/auth/login", { data: OWNER })).status()).toBe(200);

  const invited = await api.post("/api/people", {
    data: { name: "Lia Verdi", email: "lia.log@parksite.test", role: "editor" },
  });
  expect(invited.status()).toBe(201);
  const { link: inviteLink, person } = (await invited.json()) as { link: string; person: { id: number } };
  expect(inviteLink).toContain("/admin/invito#token=");
  await acceptInBrowser(browser, inviteLink, "ponte-di-corda-sul-fiume-8");

  const reset = await api.post(`/api/people/${person.id}/reset`);
  expect(reset.status()).toBe(200);
  const resetLink = ((await reset.json()) as { link: string }).link;
  await acceptInBrowser(browser, resetLink, "vela-rossa-nel-porto-27");

  // A link of the older form, and a page of the older build asking by path: still not written.
  const context = await browser.newContext();
  const oldForm = await context.newPage();
  const third = await api.post(`/api/people/${person.id}/reset`);
  const thirdToken = tokenOf(((await third.json()) as { link: string }).link);
  await oldForm.goto(`${origin}/admin/invito?token=${thirdToken}`);
  await ready(oldForm);
  await expect(oldForm).toHaveURL(/\/admin\/invito#token=/);
  await expect(oldForm.getByLabel("Nome e cognome")).toHaveValue("Lia Verdi");
  expect((await api.get(`/api/people/invitations/${thirdToken}`)).status()).toBe(410);
  await context.close();
  await api.dispose();

  await stopProcess(server);
  server = null;
  const tokens = [tokenOf(inviteLink), tokenOf(resetLink), thirdToken];
  for (const token of tokens) expect(token.length).toBeGreaterThan(30);
  // The server did log these requests: the lines are there, the tokens are not.
  expect(output).toContain('"path":"/api/people/invitations/lookup"');
  expect(output).toContain('"path":"/api/people/invitations/:token"');
  for (const token of tokens) expect(output.split(token).length - 1, `token nel log: ${token.slice(0, 6)}…`).toBe(0);
});
