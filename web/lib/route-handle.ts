import type { QueryKey } from "@tanstack/react-query";
import type { Params } from "react-router-dom";
import type { PageMeta } from "../../src/shared/page-meta";
import type { Area } from "../../src/shared/roles";
import type { PublicSettings } from "../../src/shared/schemas/settings";

export interface MetaContext {
  params: Params;
  pathname: string;
  /** https://host of the site, for absolute URLs in structured data. */
  origin: string;
  settings: PublicSettings;
  /**
   * True on the server, where every query of the page has been answered; false in the browser,
   * where data may still be on its way (a meta function may then answer null: not known yet).
   */
  complete: boolean;
  /** Data already in the query cache (server-preloaded on first render). */
  data: <T>(key: QueryKey) => T | undefined;
}

/** Where a page lives in another language. */
export interface PageVersionLink {
  language: string;
  path: string;
}

/** What a route tells the shell and the server about itself. */
export interface RouteHandle {
  meta?: PageMeta | ((ctx: MetaContext) => PageMeta | null);
  /**
   * The page in the other languages, when its data says where (a reference and its English version): its
   * hreflang alternates and the language switcher's links; null while not known.
   */
  versions?: (ctx: Pick<MetaContext, "params" | "data">) => readonly PageVersionLink[] | null;
  /** HTTP status of the page (the catch-all answers 404). */
  status?: number;
  /** Rendered in the browser only (the admin area). */
  clientOnly?: boolean;
  /**
   * A page opened before signing in (sign-in, set-up, invitation): the document loads the small
   * sign-in script (web/entry.signin.tsx) instead of the whole app.
   */
  signIn?: boolean;
  /** The part of the admin area an admin page belongs to; roles that may not open it see 'non consentito'. */
  area?: Area;
  /** An admin page that draws its own way back (a trail to its list): the frame adds no 'Torna all'admin'. */
  ownBackLink?: boolean;
}

/** A matched route as both the server's static context and useMatches() can describe it. */
export interface MatchInfo {
  handle: unknown;
  params: Params;
}

const handleOf = (match: MatchInfo | undefined) => (match?.handle ?? undefined) as RouteHandle | undefined;

/** The deepest handle that says something about `field`. */
export function deepestHandle<K extends keyof RouteHandle>(matches: readonly MatchInfo[], field: K): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = handleOf(matches[i]);
    if (handle?.[field] !== undefined) return handle;
  }
  return undefined;
}

/** Where the page lives in the other languages when its data says so (see `RouteHandle.versions`); undefined for other pages. */
export function resolveVersions(
  matches: readonly MatchInfo[],
  ctx: Pick<MetaContext, "params" | "data">,
): readonly PageVersionLink[] | undefined {
  return deepestHandle(matches, "versions")?.versions?.(ctx) ?? undefined;
}

/** The page's head; null in the browser while the data it depends on is still loading. */
export function resolveMeta(matches: readonly MatchInfo[], ctx: MetaContext): PageMeta | null {
  const meta = deepestHandle(matches, "meta")?.meta;
  if (!meta) return { title: ctx.settings.companyName, description: "" };
  return typeof meta === "function" ? meta(ctx) : meta;
}
