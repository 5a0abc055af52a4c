import { DatabaseBackup, TriangleAlert } from "../../components/ui/lucide-icons";
import { LoadError } from "../../components/ui/load-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { useBackups, useCancelRestore, useCreateBackup } from "./backups-api";
import { JobStatus } from "./job-status";
import { PolicyForm } from "./policy-form";
import { SnapshotTable } from "./snapshot-table";
import { UploadBackup } from "./upload-backup";

/** /admin/backup (Amministratore): the snapshots in the data folder, made, downloaded, uploaded and restored here. */
export function BackupsPage() {
  const backups = useBackups();
  const create = useCreateBackup();
  const cancel = useCancelRestore();
  const busy = backups.data?.job?.state === "in_corso" || create.isPending;

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-900">Backup</h1>
          <p className="mt-1 max-w-2xl text-muted">
            Copie coerenti del database e delle immagini, conservate nella cartella dati (backups/): copiare quella cartella,
            anche a server acceso, porta con sé backup sempre ripristinabili.
          </p>
        </div>
        <button
          type="button"
          className="btn-primary"
          disabled={busy || backups.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: () => toastSuccess("Backup avviato", "Il backup compare nell'elenco appena è pronto."),
              onError: (error) => toastError("Backup non avviato", error.message),
            })
          }
        >
          <DatabaseBackup aria-hidden="true" className="size-4" />
          Crea ora
        </button>
      </div>

      {backups.isPending ? (
        <p role="status" className="mt-6 text-muted">
          Caricamento dei backup...
        </p>
      ) : backups.isError ? (
        <LoadError
          className="mt-6"
          message={`Impossibile caricare i backup: ${backups.error.message}`}
          onRetry={() => void backups.refetch()}
          retrying={backups.isFetching}
        />
      ) : (
        <div className="mt-6 grid gap-6">
          {backups.data.pending_restore ? (
            <div
              role="status"
              className="flex flex-wrap items-start gap-3 rounded-xl border border-signal-400 bg-amber-50 p-4 text-sm text-ink"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
              <p className="flex-1">
                Il backup <strong>{backups.data.pending_restore}</strong> verrà ripristinato al prossimo avvio del server. Per
                applicarlo ora riavvia il servizio: <code className="rounded bg-white px-1">{backups.data.restart_command}</code>
              </p>
              <button
                type="button"
                className="btn-secondary"
                disabled={cancel.isPending}
                onClick={() =>
                  cancel.mutate(undefined, {
                    onSuccess: () => toastSuccess("Ripristino annullato"),
                    onError: (error) => toastError("Ripristino non annullato", error.message),
                  })
                }
              >
                Annulla ripristino
              </button>
            </div>
          ) : null}
          <JobStatus job={backups.data.job} />
          <SnapshotTable snapshots={backups.data.snapshots} busy={busy} />
          <UploadBackup busy={busy} />
          <PolicyForm key={JSON.stringify(backups.data.policy)} saved={backups.data.policy} />
        </div>
      )}
    </>
  );
}
