import { useState } from "react";
import { BIN_DAYS, binKindLabels } from "../../../src/shared/bin";
import type { BinItemDto } from "../../../src/shared/schemas/bin-answers";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { LoadError } from "../../components/ui/load-error";
import { RotateCcw, Trash2 } from "../../components/ui/lucide-icons";
import { SafeImage } from "../../components/ui/safe-image";
import { formatAdminDateTime } from "../../lib/dates";
import { toastError, toastSuccess } from "../../lib/toast";
import { useBin, useBinWrites } from "./bin-api";

type Removal = { kind: "one"; item: BinItemDto } | { kind: "all" };

/** /admin/cestino: what was deleted in the last 30 days, restorable; removed for good only by an Amministratore. */
export function BinPage() {
  const bin = useBin();
  const { restore, remove, empty } = useBinWrites();
  const [removal, setRemoval] = useState<Removal | null>(null);

  const onRestore = (item: BinItemDto) =>
    restore.mutate(item.id, {
      onSuccess: () => toastSuccess("Elemento ripristinato", `«${item.label}» è di nuovo al suo posto.`),
      onError: (error) => toastError("Ripristino non riuscito", error.message),
    });

  const onRemove = () => {
    if (!removal) return;
    const done = () => setRemoval(null);
    if (removal.kind === "all") {
      empty.mutate(undefined, {
        onSuccess: () => toastSuccess("Cestino svuotato", "Gli elementi sono stati eliminati definitivamente."),
        onError: (error) => toastError("Errore", error.message),
        onSettled: done,
      });
    } else {
      remove.mutate(removal.item.id, {
        onSuccess: () => toastSuccess("Eliminato definitivamente", `«${removal.item.label}» non si potrà più ripristinare.`),
        onError: (error) => toastError("Errore", error.message),
        onSettled: done,
      });
    }
  };

  const items = bin.data?.items ?? [];
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-900">Cestino</h1>
          <p className="mt-1 text-muted">
            Articoli, foto e richieste eliminati restano qui {BIN_DAYS} giorni: puoi ripristinarli finché non vengono eliminati
            definitivamente.
          </p>
        </div>
        {bin.data?.canEmpty && items.length > 0 ? (
          <button type="button" className="btn-danger" onClick={() => setRemoval({ kind: "all" })}>
            <Trash2 aria-hidden="true" className="size-4" />
            Svuota il cestino
          </button>
        ) : null}
      </div>
      {bin.isPending ? (
        <p role="status" className="mt-6 text-muted">
          Caricamento del cestino...
        </p>
      ) : bin.isError ? (
        <LoadError
          className="mt-6"
          message={`Impossibile caricare il cestino: ${bin.error.message}`}
          onRetry={() => void bin.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="card mt-6 p-6 text-muted">Il cestino è vuoto.</p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-3" aria-label="Elementi nel cestino">
          {items.map((item) => (
            <li key={item.id} data-testid="bin-item" className="card flex flex-wrap items-center gap-4 p-4">
              {item.thumbnail ? (
                <SafeImage src={item.thumbnail} alt="" className="h-16 w-24 shrink-0 rounded-md bg-slate-100 object-cover" />
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold tracking-wide text-muted uppercase">{binKindLabels[item.kind]}</p>
                <p className="truncate font-semibold text-ink">{item.label}</p>
                <p className="text-sm text-muted">
                  Eliminato il {formatAdminDateTime(item.deletedAt)}
                  {item.deletedBy ? ` da ${item.deletedBy}` : ""} · eliminazione definitiva il {formatAdminDateTime(item.purgeAt)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-secondary min-h-10"
                  disabled={restore.isPending}
                  aria-label={`Ripristina «${item.label}»`}
                  onClick={() => onRestore(item)}
                >
                  <RotateCcw aria-hidden="true" className="size-4" />
                  Ripristina
                </button>
                {bin.data.canEmpty ? (
                  <button
                    type="button"
                    className="btn-danger min-h-10"
                    aria-label={`Elimina definitivamente «${item.label}»`}
                    onClick={() => setRemoval({ kind: "one", item })}
                  >
                    Elimina definitivamente
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removal !== null}
        message={
          removal?.kind === "all"
            ? `Eliminare definitivamente tutti gli elementi del cestino (${items.length})? Non si potranno più ripristinare.`
            : `Eliminare definitivamente «${removal?.item.label ?? ""}»? Non si potrà più ripristinare.`
        }
        confirmLabel="Elimina definitivamente"
        pending={remove.isPending || empty.isPending}
        onConfirm={onRemove}
        onCancel={() => setRemoval(null)}
      />
    </>
  );
}
