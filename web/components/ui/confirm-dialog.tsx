import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

export interface ConfirmDialogProps {
  open: boolean;
  /** The dialog's title, 'Conferma' unless told. */
  title?: string;
  /** The question, e.g. 'Sei sicuro di voler eliminare questa immagine?'. */
  message: string;
  /** Which element the question is about (its title, its thumbnail), shown under it. */
  detail?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before a destructive action (Radix Dialog: focus trapped, Escape cancels). */
export function ConfirmDialog({
  open,
  title = "Conferma",
  message,
  detail,
  confirmLabel = "Elimina",
  cancelLabel = "Annulla",
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
        <Dialog.Content
          role="alertdialog"
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[81] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
          <p className="mt-2 text-muted">{message}</p>
          {detail ? <div className="mt-3">{detail}</div> : null}
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close className="btn-secondary">{cancelLabel}</Dialog.Close>
            <button type="button" className="btn-danger" onClick={onConfirm} disabled={pending}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
