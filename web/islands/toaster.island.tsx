import { lazy, Suspense } from "react";
import type { IslandHydration } from "../lib/islands";
import { useToasts } from "../lib/toast";

const Toaster = lazy(() => import("../components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** The toast viewport, whose code is fetched the first time the page shows a toast. */
function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** What the server cannot show (a toast): hydrated as soon as the page has its code. */
export const hydrate: IslandHydration = "load";
export const component = LazyToaster;
