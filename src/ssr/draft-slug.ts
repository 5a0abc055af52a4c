import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";

/** The slug of the address `path` captures (a draft's page), decoded; null for another address or a bad escape. */
export function draftSlugOf(c: Context<AppEnv>, path: RegExp): string | null {
  const match = path.exec(new URL(c.req.url).pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
