import { describe, expect, test } from "bun:test";
import { parseCommandLine, UsageError } from "./args";

describe("command line", () => {
  test("serve is the default command and reads its flags", () => {
    expect(parseCommandLine([])).toEqual({ name: "serve", flags: {} } as never);
    expect(parseCommandLine(["serve", "--port", "8080", "--host", "127.0.0.1", "--data", "/srv/dati"])).toMatchObject({
      name: "serve",
      flags: { port: "8080", host: "127.0.0.1", data: "/srv/dati" },
    });
    expect(parseCommandLine(["--public-url", "https://www.esempio.it", "--trust-proxy"])).toMatchObject({
      flags: { publicUrl: "https://www.esempio.it", trustProxy: true },
    });
    expect(parseCommandLine(["--allow-private-endpoints"])).toMatchObject({ flags: { allowPrivateEndpoints: true } });
  });

  test("help and version", () => {
    expect(parseCommandLine(["--help"]).name).toBe("help");
    expect(parseCommandLine(["serve", "-h"]).name).toBe("help");
    expect(parseCommandLine(["--version"]).name).toBe("version");
  });

  test("admin create and reset-password need an e-mail and a password", () => {
    expect(parseCommandLine(["admin", "create", "--email", "a@b.it", "--password", "segreta-lunga"])).toEqual({
      name: "admin-create",
      flags: { email: "a@b.it", password: "segreta-lunga", data: undefined },
    });
    expect(parseCommandLine(["admin", "reset-password", "--email", "a@b.it", "--password", "x", "--data", "d"]).name).toBe(
      "admin-reset-password",
    );
    expect(() => parseCommandLine(["admin", "create", "--email", "a@b.it"])).toThrow("manca --password");
    expect(() => parseCommandLine(["admin", "delete"])).toThrow(UsageError);
  });

  test("unknown flags, missing values and stray words are usage errors in Italian", () => {
    expect(() => parseCommandLine(["--porta", "80"])).toThrow("opzione sconosciuta: --porta");
    expect(() => parseCommandLine(["--port"])).toThrow("valore mancante o non valido per l'opzione --port");
    expect(() => parseCommandLine(["avvia"])).toThrow("comando sconosciuto: avvia");
  });

  test("backup, restore, verify and import", () => {
    expect(parseCommandLine(["backup", "--out", "/srv/copie", "--data", "d"])).toEqual({
      name: "backup",
      flags: { data: "d", out: "/srv/copie", kind: undefined, json: false },
    });
    expect(parseCommandLine(["restore", "copia.tar", "--data", "/srv/dati"])).toEqual({
      name: "restore",
      flags: { data: "/srv/dati", file: "copia.tar" },
    });
    expect(() => parseCommandLine(["restore"])).toThrow("manca il file del backup");
    expect(parseCommandLine(["verify"])).toEqual({ name: "verify", flags: { data: undefined, file: undefined } });
    expect(parseCommandLine(["verify", "--data", "copia.tar"]).name).toBe("verify");
    expect(parseCommandLine(["import", "copia.tar"]).name).toBe("import");
    expect(() => parseCommandLine(["restore", "a.tar", "b.tar"])).toThrow("argomento inatteso: b.tar");
    expect(parseCommandLine(["--log-level", "warn", "--backup-hour", "4"])).toMatchObject({
      flags: { logLevel: "warn", backupHour: "4" },
    });
  });
});
