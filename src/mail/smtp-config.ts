import { eq } from "drizzle-orm";
import { ConfigError } from "../config";
import type { Db } from "../db/client";
import { settings } from "../db/schema";
import type { SmtpSource } from "../shared/contact/inbox";
import { smtpSettingsSchema, type SmtpSecurity, type SmtpSettingsInput, type SmtpView } from "../shared/schemas/smtp";
import { firstIssueMessage } from "../shared/schemas/validation";

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

/** The SMTP values saved from /admin/impostazioni (host empty when none). */
function readStoredSmtp(db: Db): SmtpConfig {
  const row = db.select().from(settings).where(eq(settings.key, SMTP_SETTINGS_KEY)).get();
  const parsed = smtpSettingsSchema.safeParse(row?.value);
  if (!parsed.success) return emptySmtp;
  return { ...parsed.data, password: parsed.data.password ?? "" };
}

/** Saves the SMTP form; an empty password keeps the stored one, an empty user drops it. */
export function saveStoredSmtp(db: Db, input: SmtpSettingsInput): void {
  const current = readStoredSmtp(db);
  const password = !input.user ? "" : input.password ? input.password : current.password;
  const value: SmtpConfig = { ...input, password };
  const now = new Date().toISOString();
  db.insert(settings)
    .values({ key: SMTP_SETTINGS_KEY, value, is_example: false, updated_at: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, is_example: false, updated_at: now } })
    .run();
}

/** The configuration in force: the environment's when SMTP_HOST is set, else the admin's, else none. */
export function effectiveSmtp(db: Db, fromEnv: SmtpConfig | null): { config: SmtpConfig | null; source: SmtpSource } {
  if (fromEnv) return { config: fromEnv, source: "env" };
  const stored = readStoredSmtp(db);
  return stored.host ? { config: stored, source: "settings" } : { config: null, source: "none" };
}

export function smtpView(db: Db, fromEnv: SmtpConfig | null): SmtpView {
  const { config, source } = effectiveSmtp(db, fromEnv);
  const shown = source === "none" ? readStoredSmtp(db) : (config ?? emptySmtp);
  const { password, ...rest } = shown;
  return { ...rest, source, passwordSet: password.length > 0 };
}
