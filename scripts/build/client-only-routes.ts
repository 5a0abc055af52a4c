/**
 * The staff pages are rendered in the browser only: their routes say so (`handle.clientOnly`, set on
 * the route or on a route above it, web/app/routes.tsx). Their ids are the module paths under web/ of
 * their lazily loaded code, so the route table itself says which modules the server never loads
 * through it.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { RouteObject } from "react-router-dom";
import { routes } from "../../web/app/routes";
import type { RouteHandle } from "../../web/lib/route-handle";
import { root } from "./bundle";

export interface ClientOnlyRoute {
  /** Path under web/ of the route's module, without extension (the route's id). */
  module: string;
  /** A page opened before signing in: the server draws the sign-in form itself (web/features/sign-in/server-drawn.tsx). */
  signIn: boolean;
}

/** Every lazily loaded route the server only matches, with its module. */
export function clientOnlyRoutes(table: RouteObject[] = routes, above = false): ClientOnlyRoute[] {
  return table.flatMap((route) => {
    const handle = route.handle as RouteHandle | undefined;
    const clientOnly = above || handle?.clientOnly === true;
    const own = clientOnly && route.lazy && route.id ? [{ module: routeModule(route.id), signIn: handle?.signIn === true }] : [];
    return [...own, ...clientOnlyRoutes(route.children ?? [], clientOnly)];
  });
}

function routeModule(id: string): string {
  const found = [".tsx", ".ts"].some((extension) => existsSync(join(root, "web", `${id}${extension}`)));
  if (!found) throw new Error(`la rotta ${id} è solo del browser, ma il suo id non è il percorso di un modulo in web/`);
  return id;
}
