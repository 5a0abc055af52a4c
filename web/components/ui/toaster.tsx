import * as Toast from "@radix-ui/react-toast";
import { useLayoutEffect, useRef, useState } from "react";
import { X } from "./close-icon";
import { dismissToast, TOAST_SUCCESS_MS, useToasts } from "../../lib/toast";
import { type Control, choosePlacement, type ToastPlacement } from "../../lib/toast-placement";

const placementClasses: Record<ToastPlacement, string> = {
  "bottom-right": "right-0 bottom-0",
  "top-right": "top-0 right-0",
  "bottom-left": "bottom-0 left-0",
  "top-left": "top-0 left-0",
  "bottom-center": "bottom-0 left-1/2 -translate-x-1/2",
  "top-center": "top-0 left-1/2 -translate-x-1/2",
};

const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/** The controls on the screen now, the toast's own aside; form fields and the focused control weigh more. */
function controlsOnScreen(viewport: HTMLElement): Control[] {
  const focused = document.activeElement;
  const controls: Control[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (viewport.contains(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > window.innerHeight) continue;
    const field = /^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName);
    controls.push({
      left: box.left,
      top: box.top,
      width: box.width,
      height: box.height,
      weight: element === focused ? 100 : field ? 10 : 1,
    });
  }
  return controls;
}

/**
 * The one toast viewport of the app (Radix Toast): swipe 50 px or F8 to reach it. It sits where it
 * hides no control of the page (a form field, the editor's save button), bottom right when free.
 */
export function Toaster() {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  const [placement, setPlacement] = useState<ToastPlacement>("bottom-right");
  /** The toast on screen: each new one is placed anew. */
  const shown = toasts.find((t) => t.open)?.id;

  useLayoutEffect(() => {
    const element = viewport.current;
    if (shown === undefined || !element) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const box = element.getBoundingClientRect();
      const screen = { width: document.documentElement.clientWidth, height: window.innerHeight };
      setPlacement(choosePlacement({ width: box.width, height: box.height }, screen, controlsOnScreen(element)));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener("scroll", later, { passive: true, capture: true });
    window.addEventListener("resize", later);
    document.addEventListener("focusin", later);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", later, { capture: true });
      window.removeEventListener("resize", later);
      document.removeEventListener("focusin", later);
    };
  }, [shown]);

  return (
    <Toast.Provider duration={TOAST_SUCCESS_MS} swipeDirection="right" swipeThreshold={50} label="Notifica">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-variant={t.variant ?? "default"}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg ${
            t.variant === "destructive" ? "border-danger-700 bg-danger-600 text-white" : "border-line bg-white text-ink"
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className={t.variant === "destructive" ? "text-sm" : "text-sm opacity-90"}>
                {t.description}
              </Toast.Description>
            ) : null}
            {t.action ? (
              <Toast.Action
                altText={t.action.altText}
                onClick={t.action.onClick}
                className={`mt-1 justify-self-start rounded-md border px-3 py-1.5 text-sm font-semibold ${
                  t.variant === "destructive"
                    ? "border-white text-white hover:bg-danger-700"
                    : "border-brand-600 text-brand-700 hover:bg-brand-50"
                }`}
              >
                {t.action.label}
              </Toast.Action>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Chiudi notifica"
            className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewport}
        hotkey={["F8"]}
        label="Notifiche ({hotkey})"
        data-placement={placement}
        className={`pointer-events-none fixed z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm ${placementClasses[placement]}`}
      />
    </Toast.Provider>
  );
}
