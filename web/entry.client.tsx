import { hydrate } from "@tanstack/react-query";
import { type ComponentType, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router-dom";
import "./app/admin-building-blocks";
import { readBootData } from "./app/boot-data";
import { AppProviders } from "./app/providers";
import { routes } from "./app/routes";
import { AdminLayout } from "./features/admin/admin-layout";
import { createQueryClient, startStaleMarking } from "./lib/query-client";
import { setBrowserPageData } from "./lib/page-loaders";
import { browserSiteReads } from "./lib/browser-site-reads";
import { setRoutePrefetcher } from "./lib/route-prefetch";
import { startVisitBeacon } from "./lib/visit-beacon";
import { runZodWithoutEval } from "./lib/zod-without-eval";

/**
 * Route modules this script carries itself, by route id: every admin page is drawn inside the admin's frame, so its
 * code (and the small parts it shares with the areas) comes with the app instead of as a dozen requests of its own.
 */
const carriedRoutes: Record<string, ComponentType> = { "features/admin/admin-layout": AdminLayout };

function carryRoutes(table: RouteObject[]) {
  for (const route of table) {
    const Component = route.id ? carriedRoutes[route.id] : undefined;
    if (Component) Object.assign(route, { Component, lazy: undefined });
    carryRoutes(route.children ?? []);
  }
}

/** Loads the code of the routes on screen before hydrating, so the first render matches the server's. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The code of the routes a path matches, loaded ahead (a link pointed at); the router finds it ready. */
function prefetchRoutes(path: string) {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === "function") void route.lazy().catch(() => undefined);
  }
}

async function start() {
  runZodWithoutEval();
  carryRoutes(routes);
  setRoutePrefetcher(prefetchRoutes);
  const boot = readBootData();
  const queryClient = createQueryClient();
  hydrate(queryClient, boot.queries);
  startStaleMarking(queryClient);
  // Route loaders in the browser start their reads through the JSON API into this query cache.
  setBrowserPageData({ reads: browserSiteReads(), queryClient, waitForReads: false });
  await loadMatchedRoutes();
  // The routes' code has just run: the first render starts in a task of its own, so neither holds the page up for long.
  await new Promise((resolve) => setTimeout(resolve, 0));

  const router = createBrowserRouter(routes, { hydrationData: boot.router });
  startVisitBeacon(router);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById("root");
  if (!container) throw new Error("Elemento #root mancante");
  if (boot.mode === "ssr") {
    hydrateRoot(container, app, {
      onRecoverableError(error) {
        console.error("Errore di idratazione:", error);
      },
    });
  } else {
    // A staff page: the server's note that it is loading gives way to the page.
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
