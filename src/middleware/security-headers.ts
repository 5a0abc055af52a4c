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

/** Security headers on every response. */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set("Content-Security-Policy", contentSecurityPolicy);
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    if (c.var.secure) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
