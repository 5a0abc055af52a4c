import { useState } from "react";
import type { LanguageCode } from "../../../src/shared/languages";
import type { MenuVersion } from "../../../src/shared/schemas/menu-answers";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { formatAdminDateTime } from "../../lib/dates";
import { toastError, toastSuccess } from "../../lib/toast";
import { useMenuVersions, useRestoreVersion } from "./menus-api";

/** Every publication of the menus, newest first, each one restorable (a restore is a new publication). */
export function MenuVersions({ language, onRestored }: { language: LanguageCode; onRestored: () => void }) {
  const versions = useMenuVersions(language);
  const restore = useRestoreVersion(language);
  const [restoring, setRestoring] = useState<MenuVersion | null>(null);
  const confirm = () => {
    if (!restoring) return;
    restore.mutate(restoring.id, {
      onSuccess: () => {
        toastSuccess("Versione ripristinata", "I visitatori vedono di nuovo questi menu.");
        onRestored();
      },
      onError: (error) => toastError("Ripristino non riuscito", error.message),
      onSettled: () => setRestoring(null),
    });
  };
  return (
    <section aria-labelledby="menu-versions-title" className="mt-10">
      <h2 id="menu-versions-title" className="text-lg font-semibold text-ink">
        Versioni pubblicate
      </h2>
      {versions.isPending ? (
        <p role="status" className="mt-2 text-sm text-muted">
          Caricamento delle versioni…
        </p>
      ) : versions.isError ? (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          Non è stato possibile caricare le versioni: {versions.error.message}
        </p>
      ) : versions.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nessuna pubblicazione finora: il sito usa i menu predefiniti.</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {versions.data.map((version) => (
            <li key={version.id} className="card flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
              <span>
                <span className="font-semibold text-ink">n. {version.id}</span> · {formatAdminDateTime(version.publishedAt)} ·{" "}
                {version.publishedBy} · {version.note}
              </span>
              <button type="button" className="btn-secondary" onClick={() => setRestoring(version)}>
                Ripristina la versione n. {version.id}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title="Ripristinare questa versione?"
        message={`I menu della versione n. ${restoring?.id ?? ""} saranno pubblicati di nuovo su tutte le pagine.`}
        confirmLabel="Ripristina"
        pending={restore.isPending}
        onConfirm={confirm}
        onCancel={() => setRestoring(null)}
      />
    </section>
  );
}
