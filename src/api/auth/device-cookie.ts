import { createHmac, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../http/app-env";
import { secretKeyOf } from "../../system/secret-key";
import { constantTimeEqual } from "./auth.service";

/*
 * Device cookies (the OWASP scheme against lock-outs by strangers): a browser that has signed
 * in to an account carries a cookie signed for that account. With it, the owner is not subject
 * to the lock that failed attempts from elsewhere put on the account; the browser has a small
 * limit of its own instead.
 */

const PREFIX = "parksite_device_";
const MAX_AGE_S = 180 * 24 * 60 * 60;
/** Failed passwords from one trusted browser within the window that lock that browser alone… */
const MAX_DEVICE_FAILURES = 5;
const DEVICE_WINDOW_MS = 15 * 60 * 1000;
/** …for this long. */
const DEVICE_LOCK_MS = 15 * 60 * 1000;
const MAX_TRACKED = 10_000;

const failures = new Map<string, { count: number; since: number; lockedUntil: number | null }>();

const sign = (c: Context<AppEnv>, text: string) =>
  createHmac("sha256", secretKeyOf(c.var.ctx.db).keyFor("device-cookie")).update(text).digest("base64url");

/** One cookie per account, named after a keyed hash of the e-mail: several people may share a browser. */
function cookieName(c: Context<AppEnv>, email: string): string {
  const name = `${PREFIX}${sign(c, `nome:${email}`).slice(0, 16)}`;
  return c.var.secure ? `__Host-${name}` : name;
}

/** The browser's device id for this account when it carries a valid device cookie for it, else null. */
export function trustedDevice(c: Context<AppEnv>, email: string): string | null {
  const value = getCookie(c, cookieName(c, email));
  if (!value) return null;
  const [nonce, signature] = value.split(".");
  if (!nonce || !signature || !/^[\w-]{16,64}$/.test(nonce)) return null;
  return constantTimeEqual(signature, sign(c, `${email}.${nonce}`)) ? nonce : null;
}

/** Gives the browser a fresh device cookie for the account it has just signed in to. */
export function issueDeviceCookie(c: Context<AppEnv>, email: string): void {
  const nonce = randomBytes(18).toString("base64url");
  setCookie(c, cookieName(c, email), `${nonce}.${sign(c, `${email}.${nonce}`)}`, {
    httpOnly: true,
    sameSite: "Strict",
    secure: c.var.secure,
    path: "/",
    maxAge: MAX_AGE_S,
  });
}

/** Seconds the trusted browser must wait after too many failures of its own, or null. */
export function deviceRetryAfter(device: string, now = Date.now()): number | null {
  const entry = failures.get(device);
  if (!entry?.lockedUntil || entry.lockedUntil <= now) return null;
  return Math.max(1, Math.ceil((entry.lockedUntil - now) / 1000));
}

/** Counts a failed attempt of the trusted browser (not of the account). */
export function recordDeviceFailure(device: string, now = Date.now()): void {
  if (failures.size >= MAX_TRACKED) {
    for (const [key, value] of failures) {
      if (value.since + DEVICE_WINDOW_MS <= now && (value.lockedUntil ?? 0) <= now) failures.delete(key);
    }
  }
  const entry = failures.get(device);
  const fresh = !entry || entry.since + DEVICE_WINDOW_MS <= now;
  const count = fresh ? 1 : entry.count + 1;
  failures.set(device, {
    count,
    since: fresh ? now : entry.since,
    lockedUntil: count >= MAX_DEVICE_FAILURES ? now + DEVICE_LOCK_MS : null,
  });
}

export function clearDeviceFailures(device: string): void {
  failures.delete(device);
}
