import { eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginThrottle } from "../db/schema";

/** Failures of one account within the window that lock it… */
const MAX_ACCOUNT_FAILURES = 10;
const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
/** …for this long, whatever address the next attempt comes from. */
const ACCOUNT_LOCK_MS = 15 * 60 * 1000;

/**
 * The per-account throttle, kept in the database so that it holds across addresses and
 * restarts. Keys are lower-cased e-mails, whether or not an account has that e-mail, so an
 * unknown account is throttled exactly like a real one.
 */
export function accountRetryAfter(db: Db, email: string, now = Date.now()): number | null {
  const row = db.select().from(loginThrottle).where(eq(loginThrottle.email, email)).get();
  if (!row?.locked_until || row.locked_until <= now) return null;
  return Math.max(1, Math.ceil((row.locked_until - now) / 1000));
}

/** Counts a failure; true when this failure locked the account. */
export function recordAccountFailure(db: Db, email: string, now = Date.now()): boolean {
  const row = db.select().from(loginThrottle).where(eq(loginThrottle.email, email)).get();
  const fresh = !row || row.window_start + ACCOUNT_WINDOW_MS <= now;
  const failures = fresh ? 1 : row.failures + 1;
  const lockedUntil = failures >= MAX_ACCOUNT_FAILURES ? now + ACCOUNT_LOCK_MS : null;
  db.insert(loginThrottle)
    .values({ email, failures, window_start: fresh ? now : row.window_start, locked_until: lockedUntil })
    .onConflictDoUpdate({
      target: loginThrottle.email,
      set: { failures, window_start: fresh ? now : row.window_start, locked_until: lockedUntil },
    })
    .run();
  return lockedUntil !== null && failures === MAX_ACCOUNT_FAILURES;
}

/** A successful sign-in, or an administrator's unlock, starts the count again. */
export function clearAccountFailures(db: Db, email: string): boolean {
  return (
    db.delete(loginThrottle).where(eq(loginThrottle.email, email)).returning({ email: loginThrottle.email }).all().length > 0
  );
}

/** E-mails locked right now, with the time the lock ends (epoch ms). */
export function lockedAccounts(db: Db, now = Date.now()): Map<string, number> {
  const rows = db.select().from(loginThrottle).where(gt(loginThrottle.locked_until, now)).all();
  return new Map(rows.map((r) => [r.email, r.locked_until ?? now]));
}
