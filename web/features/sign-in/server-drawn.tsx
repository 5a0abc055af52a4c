import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { LoginPage } from "./login-page";

/**
 * The sign-in pages the server draws: the sign-in itself. The set-up and invitation pages read a
 * one-time token from the address's fragment, which the server never sees: drawn in the browser only.
 */
const drawnPages: Record<string, ComponentType> = { "/admin/login": LoginPage };

/**
 * A sign-in page's HTML as its first render in the browser draws it: the form shows before the
 * sign-in script has run, and that script's first render takes over the same elements. Drawn from
 * the path alone, before any read (who is signed in, whether the set-up is needed) and without the
 * address's parameters: the same HTML for everyone, kept in the page cache; what those change
 * (a notice, going on into the admin) follows in the browser. "" for the pages drawn in the browser only.
 */
export function drawnSignInPage(pathname: string, queryClient: QueryClient): string {
  const Page = drawnPages[pathname];
  if (!Page) return "";
  return renderToString(
    <StaticRouter location={pathname}>
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    </StaticRouter>,
  );
}
