import { lazy, Suspense } from "react";
import { useToasts } from "../lib/toast";

const Toaster = lazy(() => import("../components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** The toast viewport, whose code is fetched the first time the page shows a toast. */
export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
