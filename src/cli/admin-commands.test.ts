import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { loadConfig } from "../config";
import { closeDatabase } from "../db/client";
import { openDataFolder } from "../data-folder";
import { users } from "../db/schema";
import { runAdminCommand } from "./admin-commands";
import { UsageError } from "./args";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const configIn = () => {
  dir = mkdtempSync(join(tmpdir(), "parksite-cli-"));
  return loadConfig({ data: dir }, {});
};

function storedUser(config: ReturnType<typeof loadConfig>, email: string) {
  const db = openDataFolder(config);
  try {
    return db.select().from(users).where(eq(users.email, email)).get();
  } finally {
    closeDatabase(db);
  }
}

describe("parksite admin create", () => {
  test("makes an Amministratore by default and an Editor or Commerciale with --role", async () => {
    const config = configIn();
    const password = "treno-verde-castello-44";
    expect(await runAdminCommand("create", { email: "capo@example.com", password }, config)).toBe(0);
    expect(
      await runAdminCommand("create", { email: "red@example.com", password, role: "editor", name: "Anna Neri" }, config),
    ).toBe(0);
    expect(await runAdminCommand("create", { email: "vendite@example.com", password, role: "commerciale" }, config)).toBe(0);
    expect(storedUser(config, "capo@example.com")?.role).toBe("amministratore");
    expect(storedUser(config, "red@example.com")).toMatchObject({ role: "editor", name: "Anna Neri" });
    expect(storedUser(config, "vendite@example.com")?.role).toBe("commerciale");
  }, 60_000);

  test("asks for the name when --name is missing, and never without a terminal", async () => {
    const config = configIn();
    const password = "treno-verde-castello-44";
    const questions: string[] = [];
    const ask = async (question: string) => {
      questions.push(question);
      return "  Maria Bianchi ";
    };
    expect(await runAdminCommand("create", { email: "maria@example.com", password }, config, ask)).toBe(0);
    expect(await runAdminCommand("create", { email: "luca@example.com", password, name: "Luca Verdi" }, config, ask)).toBe(0);
    expect(await runAdminCommand("reset-password", { email: "luca@example.com", password: `${password}-2` }, config, ask)).toBe(
      0,
    );
    expect(await runAdminCommand("create", { email: "script@example.com", password }, config, null)).toBe(0);
    expect(questions).toEqual(["Nome e cognome (Invio per lasciarlo vuoto): "]);
    expect(storedUser(config, "maria@example.com")?.name).toBe("Maria Bianchi");
    expect(storedUser(config, "luca@example.com")?.name).toBe("Luca Verdi");
    expect(storedUser(config, "script@example.com")?.name).toBe("");
  }, 60_000);

  test("refuses an unknown role, a weak password and one containing the e-mail, in Italian", async () => {
    const config = configIn();
    const password = "treno-verde-castello-44";
    await expect(runAdminCommand("create", { email: "a@example.com", password, role: "capo" }, config)).rejects.toThrow(
      new UsageError("ruolo sconosciuto: capo; usa amministratore, editor, commerciale"),
    );
    await expect(runAdminCommand("create", { email: "a@example.com", password: "qwertyuiop" }, config)).rejects.toThrow(
      /Password troppo facile da indovinare/,
    );
    await expect(
      runAdminCommand("create", { email: "giuseppe.verdi@example.com", password: "giuseppe-e-la-sua-bici-44" }, config),
    ).rejects.toThrow(/non può contenere il tuo nome o il tuo indirizzo email/);
    expect(storedUser(config, "a@example.com")).toBeUndefined();
  }, 60_000);
});
