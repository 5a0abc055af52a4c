import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../http/app-env";
import { SESSION_ABSOLUTE_MS } from "./auth.service";

export const SESSION_COOKIE = "parksite_session";
/** Over HTTPS the cookie carries the __Host- prefix: Secure, Path=/, no Domain, so no subdomain can plant one. */
const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const cookieName = (c: Context<AppEnv>) => (c.get("secure") ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, cookieName(c));
}

/** HttpOnly, SameSite=Lax, Secure over HTTPS; lives as long as the session's absolute expiry. */
export function writeSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, cookieName(c), token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: c.var.secure,
    path: "/",
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, cookieName(c), { path: "/", secure: c.var.secure, httpOnly: true, sameSite: "Lax" });
}
