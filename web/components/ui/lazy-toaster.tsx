import { lazy, Suspense } from "react";
import { useToasts } from "../../lib/toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toast viewport, whose code (Radix Toast) is fetched the first time the page shows a toast: a visitor's page and
 * every admin area load without it.
 */
export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
