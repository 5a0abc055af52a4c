import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Db } from "../../db/client";
import { recoveryCodes, users } from "../../db/schema";
import type { TotpEnrolment } from "../../shared/schemas/people-answers";

const PERIOD = 30;
const RECOVERY_CODE_COUNT = 10;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
/** Recovery codes are compared without spaces, dashes or case. */
const normalise = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

function totpFor(secret: string, email: string, issuer: string): TOTP {
  return new TOTP({ issuer, label: email, algorithm: "SHA1", digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** A new, unconfirmed secret for the person (it takes effect once a first code confirms it). */
export async function startTotpEnrolment(db: Db, userId: number, email: string, issuer: string): Promise<TotpEnrolment> {
  const secret = new Secret({ size: 20 }).base32;
  db.update(users).set({ totp_secret: secret, totp_enabled_at: null, totp_last_step: null }).where(eq(users.id, userId)).run();
  const uri = totpFor(secret, email, issuer).toString();
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/**
 * Checks a 6-digit code against the person's secret (one step of clock drift either way). A
 * code is accepted once: its time step must be newer than the last one used.
 */
export function verifyTotp(db: Db, userId: number, code: string, now = Date.now()): boolean {
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  if (!user?.totp_secret || !/^\d{6}$/.test(code.trim())) return false;
  const delta = totpFor(user.totp_secret, user.email, "parksite").validate({ token: code.trim(), timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  if (user.totp_last_step !== null && step <= user.totp_last_step) return false;
  db.update(users).set({ totp_last_step: step }).where(eq(users.id, userId)).run();
  return true;
}

/** Confirms the enrolment with a first code; answers the 10 recovery codes (shown once, stored hashed) or null. */
export function confirmTotp(db: Db, userId: number, code: string, now = Date.now()): string[] | null {
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  if (!user?.totp_secret || user.totp_enabled_at) return null;
  if (!verifyTotp(db, userId, code, now)) return null;
  db.update(users)
    .set({ totp_enabled_at: new Date(now).toISOString() })
    .where(eq(users.id, userId))
    .run();
  return newRecoveryCodes(db, userId);
}

export function disableTotp(db: Db, userId: number): void {
  db.transaction((tx) => {
    tx.update(users).set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null }).where(eq(users.id, userId)).run();
    tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId)).run();
  });
}

/** Replaces the person's recovery codes with 10 new ones, e.g. 'k3p9-7xq2-m4ta'. */
export function newRecoveryCodes(db: Db, userId: number): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(9).toString("base64url").replace(/[-_]/g, "x").slice(0, 12).toLowerCase();
    return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}`;
  });
  db.transaction((tx) => {
    tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId)).run();
    tx.insert(recoveryCodes)
      .values(codes.map((code) => ({ user_id: userId, code_hash: sha256(normalise(code)) })))
      .run();
  });
  return codes;
}

/** Uses up one recovery code; false when it is unknown or already used. */
export function redeemRecoveryCode(db: Db, userId: number, code: string): boolean {
  const hash = sha256(normalise(code));
  const used = db
    .update(recoveryCodes)
    .set({ used_at: new Date().toISOString() })
    .where(and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.code_hash, hash), isNull(recoveryCodes.used_at)))
    .returning({ id: recoveryCodes.id })
    .all();
  return used.length === 1;
}

export function totpEnabled(db: Db, userId: number): boolean {
  return !!db.select({ at: users.totp_enabled_at }).from(users).where(eq(users.id, userId)).get()?.at;
}
