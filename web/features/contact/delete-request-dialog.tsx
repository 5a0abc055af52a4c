import * as Dialog from "@radix-ui/react-dialog";
import { Trash2 } from "../../components/ui/lucide-icons";
import { useState } from "react";
import { BIN_DAYS } from "../../../src/shared/bin";

/**
 * 'Elimina' with a confirmation: nothing is deleted until staff confirm. A request goes to the bin
 * with its notes and e-mails; possible spam is deleted at once.
 */
export function DeleteRequestDialog({
  name,
  spam,
  pending,
  onConfirm,
}: {
  name: string;
  spam: boolean;
  pending: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn-danger">
          <Trash2 aria-hidden="true" className="size-4" />
          Elimina richiesta
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="card fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 p-6">
          <Dialog.Title className="text-lg font-bold text-ink">Eliminare la richiesta?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            {spam
              ? `La richiesta di ${name} verrà eliminata definitivamente. L'operazione non si può annullare.`
              : `La richiesta di ${name}, con le sue note e lo storico delle email, va nel cestino: si può ripristinare per ${BIN_DAYS} giorni.`}
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className="btn-secondary">
                Annulla
              </button>
            </Dialog.Close>
            <button type="button" className="btn-danger" disabled={pending} onClick={onConfirm}>
              {pending ? "Eliminazione..." : "Elimina"}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
