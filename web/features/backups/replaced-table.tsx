import { RotateCcw, Trash2 } from "../../components/ui/lucide-icons";
import { useState } from "react";
import type { ReplacedData } from "../../../src/shared/backups";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastError, toastSuccess } from "../../lib/toast";
import { formatBytes, formatWhen, useDeleteReplaced, useStartRestore } from "./backups-api";
import { RestoreScope } from "./restore-scope";

type Pending = { action: "delete" | "restore"; data: ReplacedData } | null;

/** The data restores set aside (replaced/), kept until deleted: each can be put back. */
export function ReplacedTable({
  replaced,
  busy,
  onRestoreStarted,
}: {
  replaced: ReplacedData[];
  busy: boolean;
  onRestoreStarted: (id: string) => void;
}) {
  const [pending, setPending] = useState<Pending>(null);
  const remove = useDeleteReplaced();
  const restore = useStartRestore();
  if (replaced.length === 0) return null;

  const confirm = () => {
    if (!pending) return;
    const { action, data } = pending;
    if (action === "delete") {
      remove.mutate(data.name, {
        onSuccess: () => toastSuccess("Dati sostituiti eliminati"),
        onError: (error) => toastError("Dati non eliminati", error.message),
        onSettled: () => setPending(null),
      });
    } else {
      restore.mutate(
        { replaced: data.name },
        {
          onSuccess: (answer) => onRestoreStarted(answer.restore.id),
          onError: (error) => toastError("Ripristino non avviato", error.message),
          onSettled: () => setPending(null),
        },
      );
    }
  };

  return (
    <section aria-labelledby="replaced-title" className="card p-6">
      <h2 id="replaced-title" className="text-lg font-semibold text-brand-900">
        Dati sostituiti da un ripristino
      </h2>
      <p className="mt-1 text-sm text-muted">
        Ogni ripristino mette da parte il database e le immagini che sostituisce (cartella replaced/): restano qui finché non li
        elimini.
      </p>
      <ul className="mt-4 divide-y divide-line">
        {replaced.map((r) => (
          <li key={r.name} data-replaced={r.name} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="text-sm text-ink">
              Sostituiti il {formatWhen(r.replaced_at)} · {formatBytes(r.bytes)} · {r.upload_files} file di immagini
            </span>
            <span className="flex gap-2">
              <button
                type="button"
                className="btn-secondary"
                disabled={busy}
                onClick={() => setPending({ action: "restore", data: r })}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                Ripristina questo<span className="sr-only"> (dati sostituiti il {formatWhen(r.replaced_at)})</span>
              </button>
              <button
                type="button"
                className="btn-danger"
                disabled={busy}
                onClick={() => setPending({ action: "delete", data: r })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Elimina<span className="sr-only"> i dati sostituiti il {formatWhen(r.replaced_at)}</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        message={
          pending?.action === "restore"
            ? `Rimettere i dati sostituiti il ${formatWhen(pending.data.replaced_at)}? Quelli attuali vengono messi da parte a loro volta e tutte le sessioni vengono chiuse: accederai di nuovo con la password di adesso.`
            : `Eliminare i dati sostituiti il ${pending ? formatWhen(pending.data.replaced_at) : ""}? Non potranno essere recuperati.`
        }
        detail={pending?.action === "restore" ? <RestoreScope source="dati sostituiti" /> : undefined}
        confirmLabel={pending?.action === "restore" ? "Ripristina ora" : "Elimina"}
        pending={remove.isPending || restore.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
