import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, count, eq, lt, ne, or } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../../accounts/password-hash";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import type { Role } from "../../shared/roles";
import type { AuthUser } from "../../shared/schemas/auth";

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export class EmailTakenError extends Error {}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The stored id of the session a cookie token names (its hash). */
export const sessionIdOf = hashToken;

export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function constantTimeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export function countAdmins(db: Db): number {
  return db.select({ n: count() }).from(users).get()?.n ?? 0;
}

export async function createAdmin(
  db: Db,
  email: string,
  password: string,
  role: Role = "amministratore",
  name = "",
): Promise<AuthUser> {
  const existing = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (existing) throw new EmailTakenError(`Esiste già un account con l'email ${email}`);
  const password_hash = await hashPassword(password);
  const row = db
    .insert(users)
    .values({ email, password_hash, role, name })
    .returning({ id: users.id, email: users.email, name: users.name, role: users.role })
    .get();
  return row;
}

/** Sets a new password and signs the account out everywhere. False when no such admin exists. */
export async function resetPassword(db: Db, email: string, password: string): Promise<boolean> {
  const user = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (!user) return false;
  const password_hash = await hashPassword(password);
  db.transaction((tx) => {
    tx.update(users).set({ password_hash, updated_at: new Date().toISOString() }).where(eq(users.id, user.id)).run();
    tx.delete(sessions).where(eq(sessions.user_id, user.id)).run();
  });
  return true;
}

// Verified against when the e-mail is unknown, so both cases take the same time.
let dummyHash: Promise<string> | null = null;

async function dummyVerify(password: string): Promise<void> {
  dummyHash ??= hashPassword("parksite-non-existent-user");
  await verifyPassword(password, await dummyHash);
}

/** The account is deactivated: said only to someone who knows its password. */
export const DEACTIVATED = "deactivated";

/**
 * The person behind an e-mail and password, DEACTIVATED when the password is right but the
 * account is deactivated, or null. Unknown e-mails and people who have not set a password yet
 * take the time of a real check.
 */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<AuthUser | typeof DEACTIVATED | null> {
  const user = db.select().from(users).where(eq(users.email, email)).get();
  if (!user?.password_hash.startsWith("$argon2")) {
    await dummyVerify(password);
    return null;
  }
  const ok = await verifyPassword(password, user.password_hash);
  if (!ok) return null;
  if (!user.active) return DEACTIVATED;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

/** Checks a person's current password (own password change). */
export async function checkPassword(db: Db, userId: number, password: string): Promise<boolean> {
  const user = db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId)).get();
  if (!user?.hash.startsWith("$argon2")) {
    await dummyVerify(password);
    return false;
  }
  return verifyPassword(password, user.hash);
}

/** An active person by id, as a session carries them. */
export function findUser(db: Db, userId: number): AuthUser | null {
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  if (!user?.active) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

export function markSignedIn(db: Db, userId: number): void {
  db.update(users).set({ last_login_at: new Date().toISOString() }).where(eq(users.id, userId)).run();
}

/** The browser a session was started from, shown on the profile page. */
export interface SessionClient {
  userAgent: string;
  ip: string;
  /** The browser passed a second factor: at sign-in, or by setting one up in this session. */
  secondFactor?: boolean;
}

/** Starts a session and returns the cookie token (only its hash is stored). */
export function createSession(
  db: Db,
  userId: number,
  client: SessionClient = { userAgent: "", ip: "" },
  now = Date.now(),
): { token: string; id: string; expiresAt: number } {
  const token = randomToken();
  const id = hashToken(token);
  const expiresAt = now + SESSION_ABSOLUTE_MS;
  db.insert(sessions)
    .values({
      id,
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      user_agent: client.userAgent.slice(0, 400),
      ip: client.ip.slice(0, 100),
      second_factor: client.secondFactor ?? false,
    })
    .run();
  return { token, id, expiresAt };
}

/** Ends every session of a person but `keep` (their current one, when they act themselves). */
export function endSessions(db: Db, userId: number, keep?: string | null): number {
  const where = keep ? and(eq(sessions.user_id, userId), ne(sessions.id, keep)) : eq(sessions.user_id, userId);
  return db.delete(sessions).where(where).returning({ id: sessions.id }).all().length;
}

/** Whether the session passed a second factor (false for an unknown one). */
export function sessionPassedSecondFactor(db: Db, sessionId: string | null): boolean {
  if (!sessionId) return false;
  return db.select({ v: sessions.second_factor }).from(sessions).where(eq(sessions.id, sessionId)).get()?.v ?? false;
}

/** The staff member behind a cookie token, or null when unknown, idle too long or past its absolute expiry. */
export function resolveSession(
  db: Db,
  token: string,
  now = Date.now(),
): { user: AuthUser; sessionId: string; secondFactor: boolean } | null {
  const id = hashToken(token);
  const row = db
    .select({ session: sessions, email: users.email, name: users.name, role: users.role, active: users.active })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(sessions.id, id))
    .get();
  if (!row) return null;
  if (!row.active) {
    db.delete(sessions).where(eq(sessions.id, id)).run();
    return null;
  }
  const { session } = row;
  if (session.expires_at <= now || session.last_seen_at + SESSION_IDLE_MS <= now) {
    db.delete(sessions).where(eq(sessions.id, id)).run();
    return null;
  }
  if (now - session.last_seen_at > TOUCH_INTERVAL_MS) {
    db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, id)).run();
  }
  return {
    user: { id: session.user_id, email: row.email, name: row.name, role: row.role },
    sessionId: id,
    secondFactor: session.second_factor,
  };
}

export function deleteSession(db: Db, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

export function purgeExpiredSessions(db: Db, now = Date.now()): void {
  db.delete(sessions)
    .where(or(lt(sessions.expires_at, now), lt(sessions.last_seen_at, now - SESSION_IDLE_MS)))
    .run();
}
