import * as Toast from "@radix-ui/react-toast";
import { X } from "./lucide-icons";
import { dismissToast, TOAST_SUCCESS_MS, useToasts } from "../../lib/toast";

/** The one toast viewport of the app (Radix Toast): swipe 50 px or F8 to reach it. */
export function Toaster() {
  const toasts = useToasts();
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
        hotkey={["F8"]}
        label="Notifiche ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm"
      />
    </Toast.Provider>
  );
}
