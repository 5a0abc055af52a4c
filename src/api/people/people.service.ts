import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, ne } from "drizzle-orm";
import { clearAccountFailures, lockedAccounts } from "../../accounts/login-throttle";
import { hashPassword } from "../../accounts/password-hash";
import { noteEndedSessions } from "../../accounts/session-endings";
import type { Db } from "../../db/client";
import { invitations, passkeys, sessions, users } from "../../db/schema";
import type { Role } from "../../shared/roles";
import type { SessionEndReason } from "../../shared/schemas/auth";
import { INVITATION_VALID_HOURS, type InviteInput, type PersonView } from "../../shared/schemas/people";

/** Stored instead of a password hash until the person sets one (same marker as src/api/auth). */
const NO_PASSWORD = "!";
const INVITATION_MS = INVITATION_VALID_HOURS * 60 * 60 * 1000;

export class PeopleRuleError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
    /** The input of the form the refusal is about. */
    readonly field?: string,
  ) {
    super(message);
  }
}

const LAST_ADMIN_MESSAGE = "Serve almeno un Amministratore attivo: nomina prima un altro Amministratore, poi riprova";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export function listPeople(db: Db, now = Date.now()): PersonView[] {
  const locked = lockedAccounts(db, now);
  const withPasskey = new Set(
    db
      .selectDistinct({ id: passkeys.user_id })
      .from(passkeys)
      .all()
      .map((r) => r.id),
  );
  const pending = new Set(
    db
      .selectDistinct({ id: invitations.user_id })
      .from(invitations)
      .where(gt(invitations.expires_at, now))
      .all()
      .map((r) => r.id),
  );
  return db
    .select()
    .from(users)
    .orderBy(users.name, users.email)
    .all()
    .map((u) => {
      const until = locked.get(u.email);
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        active: u.active,
        secondFactor: u.totp_enabled_at !== null || withPasskey.has(u.id),
        lastLoginAt: u.last_login_at,
        invitationPending: u.password_hash === NO_PASSWORD || pending.has(u.id),
        lockedUntil: until ? new Date(until).toISOString() : null,
      } satisfies PersonView;
    });
}

export function findPerson(db: Db, id: number): PersonView | undefined {
  return listPeople(db).find((p) => p.id === id);
}

/** Active administrators who can sign in, other than `exceptId`. */
function otherActiveAdmins(db: Db, exceptId: number): number {
  return (
    db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.role, "amministratore"),
          eq(users.active, true),
          ne(users.password_hash, NO_PASSWORD),
          ne(users.id, exceptId),
        ),
      )
      .get()?.n ?? 0
  );
}

function requirePerson(db: Db, id: number) {
  const user = db.select().from(users).where(eq(users.id, id)).get();
  if (!user) throw new PeopleRuleError(404, "Persona non trovata");
  return user;
}

/** Ends every session of a person, remembering why so their browser can say it. */
function endAllSessions(db: Pick<Db, "delete">, userId: number, reason: SessionEndReason): void {
  const ended = db.delete(sessions).where(eq(sessions.user_id, userId)).returning({ id: sessions.id }).all();
  noteEndedSessions(
    ended.map((s) => s.id),
    reason,
  );
}

/** Refuses a change that would leave nobody able to manage the site. */
function keepAnAdmin(db: Db, user: typeof users.$inferSelect): void {
  if (user.role === "amministratore" && user.active && otherActiveAdmins(db, user.id) === 0) {
    throw new PeopleRuleError(409, LAST_ADMIN_MESSAGE);
  }
}

function newInvitation(db: Pick<Db, "insert" | "delete">, userId: number, now: number): { token: string; expiresAt: number } {
  const token = randomBytes(32).toString("base64url");
  db.delete(invitations).where(eq(invitations.user_id, userId)).run();
  db.insert(invitations)
    .values({ token_hash: hash(token), user_id: userId, expires_at: now + INVITATION_MS, created_at: now })
    .run();
  return { token, expiresAt: now + INVITATION_MS };
}

export function invitePerson(db: Db, input: InviteInput, now = Date.now()): { id: number; token: string; expiresAt: number } {
  const existing = db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).get();
  if (existing) throw new PeopleRuleError(409, `Esiste già un account con l'email ${input.email}`, "email");
  return db.transaction((tx) => {
    const row = tx
      .insert(users)
      .values({ email: input.email, name: input.name, role: input.role, password_hash: NO_PASSWORD })
      .returning({ id: users.id })
      .get();
    return { id: row.id, ...newInvitation(tx, row.id, now) };
  });
}

/** A role change is a change of privilege: the person's sessions end and they sign in again. */
export function changeRole(db: Db, id: number, role: Role): { from: Role; to: Role } {
  const user = requirePerson(db, id);
  if (user.role === role) return { from: role, to: role };
  if (role !== "amministratore") keepAnAdmin(db, user);
  db.transaction((tx) => {
    tx.update(users).set({ role, updated_at: new Date().toISOString() }).where(eq(users.id, id)).run();
    endAllSessions(tx, id, "role-changed");
  });
  return { from: user.role, to: role };
}

export function setActive(db: Db, id: number, active: boolean): void {
  const user = requirePerson(db, id);
  if (!active) keepAnAdmin(db, user);
  db.transaction((tx) => {
    tx.update(users).set({ active, updated_at: new Date().toISOString() }).where(eq(users.id, id)).run();
    if (!active) endAllSessions(tx, id, "deactivated");
  });
}

/** A new one-time link; the old password stops working and every session ends. Never the last Amministratore. */
export function resetAccess(db: Db, id: number, now = Date.now()): { token: string; expiresAt: number } {
  const user = requirePerson(db, id);
  // The last Amministratore's reset would leave nobody able to sign in until the link is used.
  keepAnAdmin(db, user);
  return db.transaction((tx) => {
    tx.update(users).set({ password_hash: NO_PASSWORD, updated_at: new Date().toISOString() }).where(eq(users.id, user.id)).run();
    endAllSessions(tx, id, "reset");
    return newInvitation(tx, id, now);
  });
}

export function removePerson(db: Db, id: number): { email: string } {
  const user = requirePerson(db, id);
  keepAnAdmin(db, user);
  db.delete(users).where(eq(users.id, id)).run();
  return { email: user.email };
}

export function unlockPerson(db: Db, id: number): { email: string } {
  const user = requirePerson(db, id);
  clearAccountFailures(db, user.email);
  return { email: user.email };
}

/** The person a valid, unexpired invitation link belongs to, or null. */
export function invitationOf(db: Db, token: string, now = Date.now()) {
  const row = db
    .select({ userId: invitations.user_id, expiresAt: invitations.expires_at, email: users.email, name: users.name })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.user_id))
    .where(eq(invitations.token_hash, hash(token)))
    .get();
  if (!row || row.expiresAt <= now) return null;
  return row;
}

/** Sets the invited person's name and password; the link works once. */
export async function acceptInvitation(db: Db, token: string, name: string, password: string, now = Date.now()) {
  const invitation = invitationOf(db, token, now);
  if (!invitation) return null;
  const password_hash = await hashPassword(password);
  const used = db.transaction((tx) => {
    const gone = tx
      .delete(invitations)
      .where(eq(invitations.token_hash, hash(token)))
      .returning({ id: invitations.user_id })
      .all();
    if (gone.length === 0) return false;
    tx.update(users)
      .set({ name, password_hash, updated_at: new Date().toISOString() })
      .where(eq(users.id, invitation.userId))
      .run();
    return true;
  });
  return used ? invitation : null;
}
