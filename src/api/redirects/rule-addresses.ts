/* The addresses a rule deals in: a destination's path as visitors ask for it, and the rest a prefix rule carries. */
import { hasControlCharacter } from "../../shared/schemas/redirects";

/** Stands for the site's own origin when a local address is read with the URL API. */
const SITE = "http://sito.invalid";

/**
 * A local target's path as a visitor's request for it is matched, the part other rules can catch:
 * without query and anchor, dot segments resolved, decoded, without a trailing slash (`/loop-%62/`
 * is `/loop-b`). Null for an address elsewhere.
 */
export function localPath(target: string | null): string | null {
  if (!target?.startsWith("/")) return null;
  let path = target.replace(/[?#].*$/, "");
  // Most destinations are plain paths: only one with an escape, a dot segment or a backslash is read with the URL API.
  if (/%|\/\.|\\/.test(path)) {
    try {
      path = decodeURIComponent(new URL(path, SITE).pathname);
    } catch {
      // A target that cannot be decoded is compared as written.
    }
  }
  return path.replace(/(.)\/+$/, "$1");
}

/**
 * The address a prefix rule's `target*` sends `rest` to, built with the URL API: each segment
 * of the rest encoded, and null (no redirect) when the rest would leave the target: another
 * host (`//altro.it`, `.altro.it`, `@altro.it`), or a path above the target's (`..`).
 */
export function carry(target: string, rest: string): string | null {
  // Control characters are never carried: in a Location header they would start a line of its own.
  if (hasControlCharacter(rest)) return null;
  const encoded = rest
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");
  let base: URL;
  let landed: URL;
  try {
    base = new URL(target, SITE);
    landed = new URL(target + encoded, SITE);
  } catch {
    return null;
  }
  if (landed.origin !== base.origin || landed.username !== base.username || landed.password !== base.password) return null;
  if (!base.search && !base.hash && !landed.pathname.startsWith(base.pathname)) return null;
  const local = landed.pathname + landed.search + landed.hash;
  return target.startsWith("/") ? local : landed.origin + local;
}
