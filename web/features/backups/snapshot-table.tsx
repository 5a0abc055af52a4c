import { Download, RotateCcw, Trash2 } from "../../components/ui/lucide-icons";
import { useState } from "react";
import { kindLabels, remoteStateLabels, type SnapshotInfo } from "../../../src/shared/backups";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastError, toastSuccess } from "../../lib/toast";
import { formatBytes, formatWhen, useDeleteBackup, useStartRestore } from "./backups-api";
import { RestoreScope } from "./restore-scope";
import { AdminCell, type AdminColumn, AdminTable } from "../../components/ui/admin-table";

type Pending = { action: "delete" | "restore"; snapshot: SnapshotInfo } | null;

function contents(s: SnapshotInfo): string {
  const parts = [
    `${s.counts.posts ?? 0} articoli`,
    `${s.counts.gallery_images ?? 0} foto in galleria`,
    `${s.counts.contact_requests ?? 0} richieste`,
  ];
  return parts.join(", ");
}

const SNAPSHOT_COLUMNS: AdminColumn[] = [
  { key: "date", label: "Data" },
  { key: "kind", label: "Tipo" },
  { key: "size", label: "Dimensione" },
  { key: "content", label: "Contenuto" },
  { key: "actions", label: "Azioni", hiddenLabel: true },
];

/** The snapshots in data/backups, newest first, with download, restore and delete. */
export function SnapshotTable({
  snapshots,
  busy,
  onRestoreStarted,
}: {
  snapshots: SnapshotInfo[];
  busy: boolean;
  onRestoreStarted: (id: string) => void;
}) {
  const [pending, setPending] = useState<Pending>(null);
  const remove = useDeleteBackup();
  const restore = useStartRestore();

  if (snapshots.length === 0) {
    return <p className="card p-6 text-muted">Nessun backup ancora: crea il primo con «Crea ora».</p>;
  }

  const confirm = () => {
    if (!pending) return;
    const { action, snapshot } = pending;
    if (action === "delete") {
      remove.mutate(snapshot.name, {
        onSuccess: () => toastSuccess("Backup eliminato", snapshot.name),
        onError: (error) => toastError("Backup non eliminato", error.message),
        onSettled: () => setPending(null),
      });
    } else {
      restore.mutate(
        { snapshot: snapshot.name },
        {
          onSuccess: (answer) => onRestoreStarted(answer.restore.id),
          onError: (error) => toastError("Ripristino non avviato", error.message),
          onSettled: () => setPending(null),
        },
      );
    }
  };

  return (
    <>
      <AdminTable label="Backup disponibili" columns={SNAPSHOT_COLUMNS} minWidth="48rem">
        {snapshots.map((s) => (
          <tr key={s.name} data-snapshot={s.name}>
            <AdminCell column="date" className="px-4 py-3 whitespace-nowrap text-ink">
              {formatWhen(s.created_at)}
            </AdminCell>
            <AdminCell column="kind" className="px-4 py-3">
              {kindLabels[s.kind]}
            </AdminCell>
            <AdminCell column="size" className="px-4 py-3 whitespace-nowrap">
              {formatBytes(s.bytes)}
            </AdminCell>
            <AdminCell column="content" className="px-4 py-3 text-muted">
              {contents(s)}
              {s.remote ? (
                <span className={`block ${s.remote.state === "errore" ? "text-danger-700" : ""}`} data-remote={s.remote.state}>
                  {s.remote.state === "errore" && s.remote.message ? s.remote.message : remoteStateLabels[s.remote.state]}
                </span>
              ) : null}
              {s.missing_uploads > 0 ? (
                <span className="block text-danger-700">{s.missing_uploads} immagini già mancanti</span>
              ) : null}
            </AdminCell>
            <AdminCell column="actions" className="px-4 py-3">
              <div className="flex flex-wrap gap-2 sm:justify-end">
                <a
                  className="btn-secondary"
                  href={`/api/backups/${encodeURIComponent(s.name)}/download`}
                  download={`${s.name}.tar`}
                >
                  <Download aria-hidden="true" className="size-4" />
                  Scarica<span className="sr-only"> il backup del {formatWhen(s.created_at)}</span>
                </a>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={busy}
                  onClick={() => setPending({ action: "restore", snapshot: s })}
                >
                  <RotateCcw aria-hidden="true" className="size-4" />
                  Ripristina<span className="sr-only"> il backup del {formatWhen(s.created_at)}</span>
                </button>
                <button type="button" className="btn-danger" onClick={() => setPending({ action: "delete", snapshot: s })}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Elimina<span className="sr-only"> il backup del {formatWhen(s.created_at)}</span>
                </button>
              </div>
            </AdminCell>
          </tr>
        ))}
      </AdminTable>
      <ConfirmDialog
        open={pending !== null}
        message={
          pending?.action === "restore"
            ? `Ripristinare il backup del ${formatWhen(pending.snapshot.created_at)}? Il server lo applica subito (le modifiche restano sospese per qualche istante); i dati attuali vengono messi da parte, non cancellati, e tutte le sessioni vengono chiuse: accederai di nuovo con la password di adesso.`
            : `Eliminare il backup del ${pending ? formatWhen(pending.snapshot.created_at) : ""}? Non potrà essere recuperato.`
        }
        detail={pending?.action === "restore" ? <RestoreScope source="backup" /> : undefined}
        confirmLabel={pending?.action === "restore" ? "Ripristina ora" : "Elimina"}
        pending={remove.isPending || restore.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
