import { count, eq, isNotNull, and } from "drizzle-orm";
import type { Db } from "../db/client";
import { passkeys, settings, users } from "../db/schema";

export const REQUIRE_SECOND_FACTOR = "security.requireSecondFactor";

/** True when an Amministratore requires a second factor (TOTP or passkey) of every person. */
export function secondFactorRequired(db: Db): boolean {
  const row = db.select({ value: settings.value }).from(settings).where(eq(settings.key, REQUIRE_SECOND_FACTOR)).get();
  return row?.value === true;
}

export function setSecondFactorRequired(db: Db, required: boolean): void {
  const now = new Date().toISOString();
  db.insert(settings)
    .values({ key: REQUIRE_SECOND_FACTOR, value: required, is_example: false, updated_at: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: required, is_example: false, updated_at: now } })
    .run();
}

/** Whether a person has a confirmed TOTP app or at least one passkey. */
export function hasSecondFactor(db: Db, userId: number): boolean {
  const totp = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.totp_enabled_at)))
    .get();
  if (totp) return true;
  return (db.select({ n: count() }).from(passkeys).where(eq(passkeys.user_id, userId)).get()?.n ?? 0) > 0;
}
