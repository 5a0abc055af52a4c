import type { ReactNode } from "react";
import { DialogClose, ModalDialog } from "./modal-dialog";

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
    <ModalDialog open={open} onClose={onCancel} title={title} size="question" layer="above" role="alertdialog">
      <p className="mt-2 text-muted">{message}</p>
      {detail ? <div className="mt-3">{detail}</div> : null}
      <div className="mt-6 flex justify-end gap-3">
        <DialogClose className="btn-secondary">{cancelLabel}</DialogClose>
        <button type="button" className="btn-danger" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
