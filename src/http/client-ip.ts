import type { Context } from "hono";
import { getConnInfo } from "hono/bun";
import type { AppEnv } from "./app-env";

/**
 * The address a trusted proxy saw the request come from: each proxy appends the address it
 * received the request from to X-Forwarded-For, so with `hops` trusted proxies in front the
 * client is the hops-th entry from the right. Anything further left was written by the client
 * and can be forged.
 */
export function forwardedClient(header: string | null | undefined, hops: number): string | null {
  // The commonest header, one address: nothing to split.
  if (header != null && !header.includes(",")) return header.trim() || null;
  const entries = (header ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - Math.max(1, hops))] ?? null;
}

/** The scheme a trusted proxy says the client used: the first entry of X-Forwarded-Proto, if any. */
export function forwardedScheme(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const comma = header.indexOf(",");
  return (comma < 0 ? header : header.slice(0, comma)).trim() || undefined;
}

/**
 * Whether the client asked over HTTPS: what a trusted proxy forwards in X-Forwarded-Proto, else
 * the scheme of the address as the server received it.
 */
export function requestIsSecure(url: string, forwardedProto: string | null | undefined, trustProxy: boolean): boolean {
  const scheme = trustProxy ? forwardedScheme(forwardedProto) : undefined;
  return scheme ? scheme === "https" : url.startsWith("https:");
}

/** The visitor's address: what the trusted proxy appended to X-Forwarded-For, else the socket's. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.get("ctx") as AppEnv["Variables"]["ctx"] | undefined)?.config.trustProxyHops ?? 1;
    const forwarded = forwardedClient(c.req.header("x-forwarded-for"), hops);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
