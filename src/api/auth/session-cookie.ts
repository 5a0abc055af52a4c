import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../http/app-env";
import { SESSION_ABSOLUTE_MS } from "./auth.service";

const SESSION_COOKIE = "parksite_session";

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** HttpOnly, SameSite=Lax, Secure over HTTPS; lives as long as the session's absolute expiry. */
export function writeSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: c.var.secure,
    path: "/",
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: c.var.secure, httpOnly: true, sameSite: "Lax" });
}
