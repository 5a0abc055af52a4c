import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../http/app-env";

/** The password was right; the second factor is still to come. Kept in memory, for 5 minutes. */
interface Challenge {
  userId: number;
  /** The browser's device id when it carried a valid device cookie for the account (see device-cookie.ts). */
  device: string | null;
  expiresAt: number;
  attempts: number;
}

const CHALLENGE_MS = 5 * 60 * 1000;
export const MAX_CHALLENGE_ATTEMPTS = 5;
const COOKIE = "parksite_login";
const challenges = new Map<string, Challenge>();

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const cookieName = (c: Context<AppEnv>) => (c.var.secure ? `__Host-${COOKIE}` : COOKIE);

export function issueChallenge(c: Context<AppEnv>, userId: number, device: string | null, now = Date.now()): void {
  for (const [key, value] of challenges) if (value.expiresAt <= now) challenges.delete(key);
  const token = randomBytes(32).toString("base64url");
  challenges.set(hash(token), { userId, device, expiresAt: now + CHALLENGE_MS, attempts: 0 });
  setCookie(c, cookieName(c), token, {
    httpOnly: true,
    sameSite: "Strict",
    secure: c.var.secure,
    path: "/",
    maxAge: CHALLENGE_MS / 1000,
  });
}

/** The pending sign-in of this browser, or null when there is none or it expired. */
export function readChallenge(c: Context<AppEnv>, now = Date.now()): { key: string; challenge: Challenge } | null {
  const token = getCookie(c, cookieName(c));
  if (!token) return null;
  const key = hash(token);
  const challenge = challenges.get(key);
  if (!challenge || challenge.expiresAt <= now) {
    challenges.delete(key);
    return null;
  }
  return { key, challenge };
}

export function dropChallenge(c: Context<AppEnv>, key: string): void {
  challenges.delete(key);
  deleteCookie(c, cookieName(c), { path: "/", secure: c.var.secure, httpOnly: true, sameSite: "Strict" });
}
