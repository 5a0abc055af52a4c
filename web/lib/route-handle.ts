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

/** The page at another address in another language (its language's code). */
export interface LanguageVersion {
  language: string;
  address: string;
}

/** What a page's data says of its versions in other languages. */
type LanguageVersionsOf = (ctx: Pick<MetaContext, "params" | "pathname" | "data">) => readonly LanguageVersion[] | null;

/** What a route tells the shell and the server about itself. */
export interface RouteHandle {
  meta?: PageMeta | ((ctx: MetaContext) => PageMeta | null);
  /**
   * For a page whose translations are data (an article): its published versions in the other languages,
   * which the language switcher and the hreflang alternates follow; null when its data is not there.
   */
  languageVersions?: LanguageVersionsOf;
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

/** The page's head; null in the browser while the data it depends on is still loading. */
export function resolveMeta(matches: readonly MatchInfo[], ctx: MetaContext): PageMeta | null {
  const meta = deepestHandle(matches, "meta")?.meta;
  if (!meta) return { title: ctx.settings.companyName, description: "" };
  return typeof meta === "function" ? meta(ctx) : meta;
}

/** The page's versions in other languages as its data says (an article's translations); null for a page whose data says nothing. */
export function resolveLanguageVersions(
  matches: readonly MatchInfo[],
  ctx: Pick<MetaContext, "params" | "pathname" | "data">,
): readonly LanguageVersion[] | null {
  return deepestHandle(matches, "languageVersions")?.languageVersions?.(ctx) ?? null;
}
