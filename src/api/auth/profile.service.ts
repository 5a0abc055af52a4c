import { createHash } from "node:crypto";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { secondFactorRequired } from "../../accounts/security-settings";
import { hashPassword } from "../../accounts/password-hash";
import type { Db } from "../../db/client";
import { passkeys, recoveryCodes, sessions, users } from "../../db/schema";
import type { ProfileView, SessionView } from "../../shared/schemas/profile";
import { describeDevice } from "./device";

export function profileOf(db: Db, userId: number): ProfileView | null {
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) return null;
  const codesLeft =
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)))
      .get()?.n ?? 0;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    totpEnabled: user.totp_enabled_at !== null,
    recoveryCodesLeft: codesLeft,
    passkeys: db
      .select()
      .from(passkeys)
      .where(eq(passkeys.user_id, userId))
      .orderBy(passkeys.created_at)
      .all()
      .map((p) => ({ id: p.id, name: p.name, createdAt: p.created_at, lastUsedAt: p.last_used_at })),
    secondFactorRequired: secondFactorRequired(db),
  } satisfies ProfileView;
}

export function setName(db: Db, userId: number, name: string): void {
  db.update(users).set({ name, updated_at: new Date().toISOString() }).where(eq(users.id, userId)).run();
}

export async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  const password_hash = await hashPassword(password);
  db.update(users).set({ password_hash, updated_at: new Date().toISOString() }).where(eq(users.id, userId)).run();
}

/** What the browser sees of a session: a key derived from its id, never the id itself. */
const sessionKey = (sessionId: string) => createHash("sha256").update(`vista:${sessionId}`).digest("hex").slice(0, 24);

export function listSessions(db: Db, userId: number, currentId: string | null): SessionView[] {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.user_id, userId))
    .orderBy(desc(sessions.last_seen_at))
    .all()
    .map(
      (s) =>
        ({
          id: sessionKey(s.id),
          device: describeDevice(s.user_agent),
          ip: s.ip,
          createdAt: new Date(s.created_at).toISOString(),
          lastSeenAt: new Date(s.last_seen_at).toISOString(),
          current: s.id === currentId,
        }) satisfies SessionView,
    );
}

/** Ends one of the person's own sessions by its public key; answers its id, or null when not theirs. */
export function endSessionByKey(db: Db, userId: number, key: string): string | null {
  const target = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.user_id, userId))
    .all()
    .find((s) => sessionKey(s.id) === key);
  if (!target) return null;
  db.delete(sessions).where(eq(sessions.id, target.id)).run();
  return target.id;
}
