import { afterEach, describe, expect, test } from "bun:test";
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, openDatabase } from "../db/client";
import { settings } from "../db/schema";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { SECRET_KEY_FILE, SecretKey } from "../system/secret-key";
import { effectiveSmtp, saveStoredSmtp, sealStoredSmtpPassword, smtpView } from "./smtp-config";

let t: TestApp;
afterEach(() => t.cleanup());

const form = {
  host: "smtp.example.it",
  port: 587,
  security: "starttls" as const,
  user: "sito@example.it",
  password: "segreta-del-server-smtp",
  from: "sito@example.it",
  recipient: "commerciale@example.it",
};

/** The settings table as sqlite3 would show it: every byte of every value. */
const rawSettings = (db: TestApp["db"]) => JSON.stringify(db.$client.query("SELECT key, value FROM settings").all());

describe("the SMTP password at rest", () => {
  test("is sealed with a key file of the data folder (0600), and the mail service still reads it", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await t.request("/api/settings/smtp", { method: "PUT", json: form, cookie });
    expect(res.status).toBe(200);
    expect(rawSettings(t.db)).not.toContain(form.password);
    expect(rawSettings(t.db)).toContain("passwordSealed");
    const keyFile = join(t.config.dataDir, SECRET_KEY_FILE);
    expect(existsSync(keyFile)).toBe(true);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(t.ctx.mail.smtp()?.password).toBe(form.password);
  });

  test("a copy of the database without the key cannot yield it; the admin page asks for it again, no crash", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await t.request("/api/settings/smtp", { method: "PUT", json: form, cookie });
    t.db.$client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    const elsewhere = mkdtempSync(join(tmpdir(), "parksite-copy-"));
    try {
      copyFileSync(t.config.dbPath, join(elsewhere, "parksite.db"));
      const copy = openDatabase(join(elsewhere, "parksite.db"));
      try {
        expect(JSON.stringify(copy.$client.query("SELECT value FROM settings").all())).not.toContain(form.password);
        const { config } = effectiveSmtp(copy, null);
        expect(config?.password).toBe("");
        expect(smtpView(copy, null)).toMatchObject({ host: "smtp.example.it", passwordSet: false, passwordLost: true });
      } finally {
        closeDatabase(copy);
      }
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }

    // The same on the running site once its key is replaced: the page says so and a new password is sealed again.
    saveStoredSmtp(t.db, form, new SecretKey({ file: null }));
    const page = await t.request("/api/settings/admin", { cookie });
    expect(page.status).toBe(200);
    expect((await page.json()).smtp).toMatchObject({ passwordLost: true, passwordSet: false });
    await t.request("/api/settings/smtp", { method: "PUT", json: { ...form, password: "nuova-password-smtp" }, cookie });
    expect(t.ctx.mail.view()).toMatchObject({ passwordLost: false, passwordSet: true });
    expect(t.ctx.mail.smtp()?.password).toBe("nuova-password-smtp");
  });

  test("a password stored in clear by an older version is sealed at start", () => {
    t = createTestApp();
    const now = new Date().toISOString();
    t.db
      .insert(settings)
      .values({ key: "smtp", value: form, is_example: false, updated_at: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: form } })
      .run();
    expect(rawSettings(t.db)).toContain(form.password);
    expect(sealStoredSmtpPassword(t.db)).toBe(true);
    expect(rawSettings(t.db)).not.toContain(form.password);
    expect(t.ctx.mail.smtp()?.password).toBe(form.password);
    expect(sealStoredSmtpPassword(t.db)).toBe(false);
  });

  test("PARKSITE_SECRET_KEY supplies the key instead of the file", () => {
    t = createTestApp({ withAdmin: false });
    const dir = mkdtempSync(join(tmpdir(), "parksite-key-"));
    try {
      const env = "una-chiave-lunga-almeno-trentadue-caratteri";
      const one = new SecretKey({ file: join(dir, SECRET_KEY_FILE), env });
      const sealed = one.seal("segreto", "smtp-password");
      expect(existsSync(join(dir, SECRET_KEY_FILE))).toBe(false);
      expect(new SecretKey({ file: null, env }).open(sealed, "smtp-password")).toBe("segreto");
      expect(new SecretKey({ file: join(dir, SECRET_KEY_FILE) }).open(sealed, "smtp-password")).toBeNull();
      expect(() => new SecretKey({ file: null, env: "corta" }).seal("x", "smtp-password")).toThrow("almeno 32 caratteri");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
