import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

/** How wide a dialog is; the two widest scroll inside when taller than the screen (an editor, a picture's details). */
const SIZES = {
  question: "w-[min(28rem,calc(100vw-2rem))]",
  choice: "w-[min(32rem,calc(100vw-2rem))]",
  details: "max-h-[90vh] w-[min(52rem,calc(100vw-2rem))] overflow-y-auto",
  editor: "max-h-[90vh] w-[min(56rem,calc(100vw-2rem))] overflow-y-auto",
} as const;

/** Which layer it takes: an editor's, or above one (a question asked from inside an editor). */
const LAYERS = {
  editor: { overlay: "z-[70]", content: "z-[71]" },
  above: { overlay: "z-[80]", content: "z-[81]" },
} as const;

/**
 * A dialog of the admin, centred over a dimmed page (Radix Dialog: focus kept inside, Escape and a click outside
 * close it), its title first; `onClose` is told when it closes.
 */
export function ModalDialog({
  open = true,
  onClose,
  title,
  size,
  layer,
  role,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  size: keyof typeof SIZES;
  layer: keyof typeof LAYERS;
  /** 'alertdialog' for a question before a destructive action. */
  role?: "alertdialog";
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 ${LAYERS[layer].overlay} bg-slate-900/50`} />
        <Dialog.Content
          // Radix names the content a dialog; only a question before a destructive action says otherwise.
          {...(role ? { role } : {})}
          aria-describedby={undefined}
          className={`fixed top-1/2 left-1/2 ${LAYERS[layer].content} ${SIZES[size]} -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl`}
        >
          <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's own 'Chiudi' (or 'Annulla') button. */
export const DialogClose = Dialog.Close;
