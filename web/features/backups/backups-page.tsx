import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { DatabaseBackup, TriangleAlert } from "../../components/ui/lucide-icons";
import { LoadError } from "../../components/ui/load-error";
import { ApiError } from "../../lib/api-client";
import { toastError, toastSuccess } from "../../lib/toast";
import { useBackups, useCancelRestore, useCreateBackup } from "./backups-api";
import { JobStatus } from "./job-status";
import { ReplacedTable } from "./replaced-table";
import { RestoreStatus } from "./restore-status";
import { SnapshotTable } from "./snapshot-table";
import { UploadBackup } from "./upload-backup";

/** The settings of the snapshots, kept and off-site, with their checks: below the list, they load after it. */
const PolicyForm = lazy(async () => ({ default: (await import("./policy-form")).PolicyForm }));
const OffsiteForm = lazy(async () => ({ default: (await import("./offsite-form")).OffsiteForm }));

const SIGN_IN_AFTER_RESTORE = "/admin/login?next=%2Fadmin%2Fbackup&motivo=restored";

/** /admin/backup (Amministratore): the snapshots in the data folder, made, downloaded, uploaded and restored here. */
export function BackupsPage() {
  /** The restore this page started and follows, until it ends. */
  const [restoreAsked, setRestoreAsked] = useState<string | null>(null);
  const backups = useBackups(restoreAsked !== null);
  const create = useCreateBackup();
  const cancel = useCancelRestore();
  const busy = backups.data?.job?.state === "in_corso" || backups.data?.restore?.state === "in_corso" || create.isPending;
  // A restore ends every session, this one too: the next read is refused, which tells it is done.
  const signedOutByRestore = restoreAsked !== null && backups.error instanceof ApiError && backups.error.status === 401;
  const followed = backups.data?.restore;
  if (restoreAsked !== null && followed?.id === restoreAsked && followed.state !== "in_corso") setRestoreAsked(null);
  // Signed out by the restore it asked for: the person is sent to sign in again, told why. A new document, so
  // that nothing read before the restore (who is signed in, the lists) outlives it.
  useEffect(() => {
    if (signedOutByRestore) window.location.replace(SIGN_IN_AFTER_RESTORE);
  }, [signedOutByRestore]);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-900">Backup</h1>
          <p className="mt-1 max-w-2xl text-muted">
            Copie coerenti del database e delle immagini, conservate nella cartella dati (backups/): copiare quella cartella,
            anche a server acceso, porta con sé backup sempre ripristinabili.
          </p>
          <p className="mt-1 max-w-2xl text-sm text-muted">
            Un backup contiene solo il database (contenuti, richieste, account con le password cifrate, registro attività) e le
            immagini caricate; non contiene la chiave di cifratura della cartella dati (secret.key) né altri file del server.
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

      {signedOutByRestore ? (
        <div role="status" className="card mt-6 p-6">
          <p className="font-medium text-ink">Ripristino completato: tutte le sessioni sono state chiuse.</p>
          <p className="mt-2">
            <Link className="btn-primary" to={SIGN_IN_AFTER_RESTORE} reloadDocument>
              Accedi di nuovo
            </Link>
          </p>
        </div>
      ) : backups.isPending ? (
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
                Il backup <strong>{backups.data.pending_restore}</strong> verrà ripristinato al prossimo avvio del server, se non
                annulli. Per ripristinarlo subito, usa «Ripristina» nell'elenco.
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
          <RestoreStatus restore={backups.data.restore} />
          <JobStatus job={backups.data.job} />
          <SnapshotTable snapshots={backups.data.snapshots} busy={busy} onRestoreStarted={setRestoreAsked} />
          <ReplacedTable replaced={backups.data.replaced} busy={busy} onRestoreStarted={setRestoreAsked} />
          <UploadBackup busy={busy} />
          <Suspense fallback={null}>
            <PolicyForm key={JSON.stringify(backups.data.policy)} saved={backups.data.policy} />
            <OffsiteForm key={JSON.stringify(backups.data.offsite)} saved={backups.data.offsite} />
          </Suspense>
        </div>
      )}
    </>
  );
}
