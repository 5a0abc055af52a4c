import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passkeys } from "../../db/schema";

/**
 * The WebAuthn library, loaded when someone first uses a passkey: most servers never keep it in
 * memory. Its certificate code needs the Reflect metadata polyfill in place before it loads.
 */
const webauthn = async () => {
  await import("reflect-metadata");
  return import("@simplewebauthn/server");
};

/** Where the site runs, as WebAuthn needs it: the origin and its host name (the relying party id). */
export interface RelyingParty {
  name: string;
  origin: string;
  id: string;
}

const CHALLENGE_MS = 5 * 60 * 1000;
/** Challenges handed out and not yet answered, by challenge, with whom they were for. */
const pending = new Map<string, { userId: number | null; purpose: "register" | "login"; expiresAt: number }>();

function remember(challenge: string, userId: number | null, purpose: "register" | "login", now = Date.now()) {
  for (const [key, value] of pending) if (value.expiresAt <= now) pending.delete(key);
  pending.set(challenge, { userId, purpose, expiresAt: now + CHALLENGE_MS });
}

/** Takes a challenge back (once): true when it was handed out for this purpose (and person) and is still fresh. */
function redeem(challenge: string, purpose: "register" | "login", userId: number | null, now = Date.now()): boolean {
  const entry = pending.get(challenge);
  pending.delete(challenge);
  return !!entry && entry.purpose === purpose && entry.expiresAt > now && (purpose === "login" || entry.userId === userId);
}

const toBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const fromBase64Url = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));

export async function registrationOptions(db: Db, rp: RelyingParty, user: { id: number; email: string; name: string }) {
  const existing = db.select().from(passkeys).where(eq(passkeys.user_id, user.id)).all();
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name || user.email,
    userID: new TextEncoder().encode(`parksite-${user.id}`),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  remember(options.challenge, user.id, "register");
  return options;
}

/** Checks the browser's answer and stores the new passkey; null when it does not verify. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  userId: number,
  name: string,
  response: RegistrationResponseJSON,
): Promise<{ id: string } | null> {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge || !redeem(challenge, "register", userId)) return null;
  const result = await (await webauthn())
    .verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    })
    .catch(() => null);
  if (!result?.verified) return null;
  const { credential } = result.registrationInfo;
  db.insert(passkeys)
    .values({
      id: credential.id,
      user_id: userId,
      name,
      public_key: toBase64Url(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      created_at: new Date().toISOString(),
    })
    .run();
  return { id: credential.id };
}

/**
 * A passkey is a whole sign-in (or the second factor): the authenticator must verify the person
 * (PIN, fingerprint, face), not only notice that someone touched it.
 */
export async function loginOptions(rp: RelyingParty) {
  const options = await (await webauthn()).generateAuthenticationOptions({ rpID: rp.id, userVerification: "required" });
  remember(options.challenge, null, "login");
  return options;
}

/** The person whose passkey answered the challenge, or null. Updates the signature counter. */
export async function verifyPasskeyLogin(db: Db, rp: RelyingParty, response: AuthenticationResponseJSON): Promise<number | null> {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge || !redeem(challenge, "login", null)) return null;
  const stored = db.select().from(passkeys).where(eq(passkeys.id, response.id)).get();
  if (!stored) return null;
  const result = await (await webauthn())
    .verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: stored.id,
        publicKey: fromBase64Url(stored.public_key),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: true,
    })
    .catch(() => null);
  if (!result?.verified) return null;
  db.update(passkeys)
    .set({ counter: result.authenticationInfo.newCounter, last_used_at: new Date().toISOString() })
    .where(eq(passkeys.id, stored.id))
    .run();
  return stored.user_id;
}

export function removePasskey(db: Db, userId: number, id: string): boolean {
  return (
    db
      .delete(passkeys)
      .where(and(eq(passkeys.user_id, userId), eq(passkeys.id, id)))
      .returning({ id: passkeys.id })
      .all().length > 0
  );
}

/** The challenge the browser signed, read from its client data (base64url JSON). */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof data.challenge === "string" ? data.challenge : null;
  } catch {
    return null;
  }
}

export function hasPasskey(db: Db, userId: number): boolean {
  return !!db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.user_id, userId)).get();
}
