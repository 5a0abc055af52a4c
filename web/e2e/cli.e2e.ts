import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import { join } from "node:path";
import { expect, ready, test } from "./fixtures";
import { freePort } from "./own-server";

const binary = join(import.meta.dirname, "../../dist/parksite");

/** A copy of the executable alone in an empty folder, as on a fresh server. */
function freshFolder() {
  const dir = mkdtempSync(join(tmpdir(), "parksite-cli-"));
  copyFileSync(binary, join(dir, "parksite"));
  spawnSync("chmod", ["+x", join(dir, "parksite")]);
  return dir;
}

const run = (dir: string, args: string[]) => spawnSync(join(dir, "parksite"), args, { cwd: dir, encoding: "utf8" });

test.describe("the executable", () => {
  test("--help and --version answer and exit 0", () => {
    const dir = freshFolder();
    const help = run(dir, ["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("parksite admin create --email E --password P");
    expect(help.stdout).toContain("--data DIR");
    const version = run(dir, ["--version"]);
    expect(version.status).toBe(0);
    expect(version.stdout).toMatch(/^parksite \d+\.\d+\.\d+/);
    rmSync(dir, { recursive: true, force: true });
  });

  test("a bad flag gets a clear message and exit code 2", () => {
    const dir = freshFolder();
    const bad = run(dir, ["--porta", "80"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("Errore: opzione sconosciuta: --porta");
    expect(bad.stderr).toContain("parksite --help");
    const badPort = run(dir, ["--port", "huge"]);
    expect(badPort.status).toBe(2);
    expect(badPort.stderr).toContain("la porta deve essere un numero");
    const shortPassword = run(dir, ["admin", "create", "--email", "a@b.it", "--password", "corta"]);
    expect(shortPassword.status).toBe(2);
    expect(shortPassword.stderr).toContain("almeno 10 caratteri");
    rmSync(dir, { recursive: true, force: true });
  });

  test("a port another program holds, or an address not this machine's: a clear message, exit code 1, the data folder left free", async () => {
    const dir = freshFolder();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const address = holder.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const busy = spawnSync(join(dir, "parksite"), ["--port", String(port), "--host", "127.0.0.1"], {
        cwd: dir,
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(busy.status).toBe(1);
      expect(busy.stderr).toContain(`Errore: la porta ${port} su 127.0.0.1 è già in uso da un altro programma`);
      expect(busy.stderr).toContain("--port");
      // No stack and no code of the executable's own: only the sentence.
      expect(busy.stderr).not.toContain("bunfs");
      expect(existsSync(join(dir, "data/parksite.lock"))).toBe(false);
      // 192.0.2.1 is an address kept for documentation: never this machine's.
      const elsewhere = spawnSync(join(dir, "parksite"), ["--port", String(port), "--host", "192.0.2.1"], {
        cwd: dir,
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(elsewhere.status).toBe(1);
      expect(elsewhere.stderr).toContain("Errore: l'indirizzo 192.0.2.1 non appartiene a questa macchina");
    } finally {
      holder.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("admin create and reset-password work on a data folder", () => {
    const dir = freshFolder();
    const created = run(dir, ["admin", "create", "--email", "Capo@Example.com", "--password", "password-iniziale"]);
    expect(created.status).toBe(0);
    expect(created.stdout).toContain("capo@example.com creato");
    expect(existsSync(join(dir, "data/parksite.db"))).toBe(true);
    expect(run(dir, ["admin", "create", "--email", "capo@example.com", "--password", "password-iniziale"]).status).toBe(1);
    const reset = run(dir, ["admin", "reset-password", "--email", "capo@example.com", "--password", "password-nuova-1"]);
    expect(reset.status).toBe(0);
    const missing = run(dir, ["admin", "reset-password", "--email", "nessuno@example.com", "--password", "password-nuova-1"]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("nessun amministratore");
    rmSync(dir, { recursive: true, force: true });
  });

  test("alone in an empty folder it serves the site, prints the one-time setup link, and stops cleanly on SIGTERM", async ({
    page,
  }) => {
    const dir = freshFolder();
    const port = await freePort();
    const child = spawn(join(dir, "parksite"), [], { cwd: dir, env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    await expect.poll(() => output, { timeout: 10_000 }).toContain("/admin/setup#token=");
    const link = /(http:\/\/\S+\/admin\/setup#token=\S+)/.exec(output)?.[1] ?? "";
    expect(link).toContain(`:${port}/`);
    expect(existsSync(join(dir, "data/parksite.db"))).toBe(true);

    await page.goto(link.replace("localhost", "127.0.0.1"));
    await ready(page);
    await page.getByLabel("Nome e cognome").fill("Primo Responsabile");
    await page.getByLabel("Email").fill("primo@example.com");
    await page.getByLabel("Password (almeno 10 caratteri)").fill("chiave-del-capo-turno");
    await page.getByLabel("Ripeti la password").fill("chiave-del-capo-turno");
    await page.getByRole("button", { name: "Crea account" }).click();
    // Creating the account hashes the password with argon2id: seconds on a busy machine.
    await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
    // The first person is named from the start, not '—'.
    await expect(page.getByTestId("admin-user")).toHaveText("Primo Responsabile");
    // The token is printed once, for the person installing the site; the access log never carries it.
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get("token") ?? "";
    expect(token.length).toBeGreaterThan(20);
    expect(output.split(token).length - 1).toBe(1);

    // The page's idle-time visit beacon must not find the server gone.
    await page.close();
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("parksite fermato.");
    rmSync(dir, { recursive: true, force: true });
  });
});
