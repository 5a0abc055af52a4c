import { eq } from "drizzle-orm";
import { ConfigError } from "../config";
import type { Db } from "../db/client";
import { settings } from "../db/schema";
import type { SmtpSource } from "../shared/contact/inbox";
import type { SmtpView } from "../shared/schemas/settings-answers";
import { smtpSettingsSchema, type SmtpSecurity, type SmtpSettingsInput } from "../shared/schemas/smtp";
import { firstIssueMessage } from "../shared/schemas/validation";
import { type SecretKey, secretKeyOf } from "../system/secret-key";

/** Everything needed to hand an e-mail to the company's SMTP server. */
export interface SmtpConfig {
  host: string;
  port: number;
  security: SmtpSecurity;
  user: string;
  password: string;
  /** Sender address of every e-mail. */
  from: string;
  /** Who receives the notification of each new request. */
  recipient: string;
}

const SMTP_SETTINGS_KEY = "smtp";
/** Purpose of the key that seals the stored SMTP password (see src/system/secret-key.ts). */
const PASSWORD_PURPOSE = "smtp-password";

const emptySmtp: SmtpConfig = { host: "", port: 587, security: "starttls", user: "", password: "", from: "", recipient: "" };

/**
 * SMTP from the environment (SMTP_HOST, SMTP_PORT, SMTP_SECURITY, SMTP_USER, SMTP_PASSWORD,
 * SMTP_FROM, SMTP_TO): null when SMTP_HOST is unset; invalid values stop the start.
 */
export function readSmtpEnv(env: Record<string, string | undefined>): SmtpConfig | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const port = env.SMTP_PORT?.trim() ? Number(env.SMTP_PORT) : 587;
  const security = env.SMTP_SECURITY?.trim() || (port === 465 ? "tls" : "starttls");
  const parsed = smtpSettingsSchema.safeParse({
    host,
    port,
    security,
    user: env.SMTP_USER ?? "",
    password: env.SMTP_PASSWORD ?? "",
    from: env.SMTP_FROM ?? "",
    recipient: env.SMTP_TO ?? "",
  });
  if (!parsed.success) {
    throw new ConfigError(`Configurazione SMTP (variabili SMTP_*) non valida: ${firstIssueMessage(parsed.error)}`);
  }
  return { ...parsed.data, password: parsed.data.user ? (parsed.data.password ?? "") : "" };
}

/**
 * What the settings row holds: the form's values with an empty `password`, and the password
 * sealed with the data folder's secret key in `passwordSealed` (a copy of the database alone
 * does not carry it). Rows written before sealing hold the password in clear until the start
 * seals them.
 */
interface StoredSmtp {
  config: SmtpConfig;
  /** A password is stored but the key that sealed it is gone: it must be entered again. */
  passwordLost: boolean;
  /** A password still stored in clear (before sealing). */
  clearPassword: boolean;
}

function readStored(db: Db, key: SecretKey): StoredSmtp {
  const row = db.select().from(settings).where(eq(settings.key, SMTP_SETTINGS_KEY)).get();
  const parsed = smtpSettingsSchema.safeParse(row?.value);
  if (!parsed.success) return { config: emptySmtp, passwordLost: false, clearPassword: false };
  const sealed = (row?.value as { passwordSealed?: unknown } | undefined)?.passwordSealed;
  if (typeof sealed === "string" && sealed) {
    const password = key.open(sealed, PASSWORD_PURPOSE);
    return { config: { ...parsed.data, password: password ?? "" }, passwordLost: password === null, clearPassword: false };
  }
  const clear = parsed.data.password ?? "";
  return { config: { ...parsed.data, password: clear }, passwordLost: false, clearPassword: clear !== "" };
}

/** The SMTP values saved from /admin/impostazioni (host empty when none). */
function readStoredSmtp(db: Db, key: SecretKey): SmtpConfig {
  return readStored(db, key).config;
}

function writeStoredSmtp(db: Db, value: SmtpConfig, key: SecretKey): void {
  const { password, ...rest } = value;
  const stored = { ...rest, password: "", passwordSealed: password ? key.seal(password, PASSWORD_PURPOSE) : "" };
  const now = new Date().toISOString();
  db.insert(settings)
    .values({ key: SMTP_SETTINGS_KEY, value: stored, is_example: false, updated_at: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: stored, is_example: false, updated_at: now } })
    .run();
}

/** Saves the SMTP form; an empty password keeps the stored one, an empty user drops it. */
export function saveStoredSmtp(db: Db, input: SmtpSettingsInput, key: SecretKey = secretKeyOf(db)): void {
  const current = readStoredSmtp(db, key);
  const password = !input.user ? "" : input.password ? input.password : current.password;
  writeStoredSmtp(db, { ...input, password }, key);
}

/** Seals a password stored in clear by an older version (run at every start; nothing to do after the first). */
export function sealStoredSmtpPassword(db: Db, key: SecretKey = secretKeyOf(db)): boolean {
  const stored = readStored(db, key);
  if (!stored.clearPassword) return false;
  writeStoredSmtp(db, stored.config, key);
  return true;
}

/** The configuration in force: the environment's when SMTP_HOST is set, else the admin's, else none. */
export function effectiveSmtp(
  db: Db,
  fromEnv: SmtpConfig | null,
  key: SecretKey = secretKeyOf(db),
): { config: SmtpConfig | null; source: SmtpSource } {
  if (fromEnv) return { config: fromEnv, source: "env" };
  const stored = readStoredSmtp(db, key);
  return stored.host ? { config: stored, source: "settings" } : { config: null, source: "none" };
}

export function smtpView(db: Db, fromEnv: SmtpConfig | null, key: SecretKey = secretKeyOf(db)): SmtpView {
  const { config, source } = effectiveSmtp(db, fromEnv, key);
  const stored = readStored(db, key);
  const shown = source === "none" ? stored.config : (config ?? emptySmtp);
  const { password, ...rest } = shown;
  return { ...rest, source, passwordSet: password.length > 0, passwordLost: source !== "env" && stored.passwordLost };
}
