import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env";

/** Hosts of the maps service whose frame the contact page embeds (only after consent). */
export const MAP_FRAME_HOSTS = ["https://www.openstreetmap.org"];

const contentSecurityPolicy = [
  "default-src 'self'",
  // The server-rendered data travels in a non-executable JSON script tag: no inline script is ever needed.
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${MAP_FRAME_HOSTS.join(" ")}`,
  "manifest-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'none'",
].join("; ");

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": contentSecurityPolicy,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};
const SECURE_SECURITY_HEADERS = { ...SECURITY_HEADERS, "Strict-Transport-Security": "max-age=31536000; includeSubDomains" };

/** The headers every response carries; HSTS only on a request that reached the site over HTTPS. */
export const securityHeadersFor = (secure: boolean): Readonly<Record<string, string>> =>
  secure ? SECURE_SECURITY_HEADERS : SECURITY_HEADERS;

/**
 * Security headers on every response. Hono's secureHeaders() would send HSTS over plain HTTP too
 * (cached-pages.test.ts checks it is only sent over HTTPS). A cached page answered before the app
 * (cached-page-front.ts) carries the same headers, prebuilt.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // A response that carries them already is left as it is: setting headers again costs.
    if (!h.has("Content-Security-Policy")) {
      for (const [name, value] of Object.entries(securityHeadersFor(c.get("secure")))) h.set(name, value);
    }
    // A response any cache may share never carries a cookie: it would be handed to every visitor.
    if (h.has("Set-Cookie") && /\bpublic\b/.test(h.get("Cache-Control") ?? "")) h.delete("Set-Cookie");
  };
}
