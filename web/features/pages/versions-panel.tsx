import { useState } from "react";
import type { DiffPart } from "../../../src/shared/schemas/page-answers";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { LoadError } from "../../components/ui/load-error";
import { formatAdminDate } from "../../lib/dates";
import { usePageVersions, useVersionDiff } from "./pages-api";

/** Changes word by word: additions underlined in green, removals struck through in red. */
export function WordDiff({ parts, label }: { parts: DiffPart[]; label: string }) {
  const changed = parts.some((part) => part.added || part.removed);
  if (!changed) return <p className="text-sm text-muted">Nessuna differenza.</p>;
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={label}
      className="max-h-96 overflow-auto rounded-md bg-surface p-3 text-sm whitespace-pre-wrap"
    >
      {parts.map((part, index) => {
        const key = `${index}-${part.value.length}`;
        if (part.added)
          return (
            <ins key={key} className="bg-green-100 text-green-900">
              {part.value}
            </ins>
          );
        if (part.removed)
          return (
            <del key={key} className="bg-red-100 text-red-900">
              {part.value}
            </del>
          );
        return <span key={key}>{part.value}</span>;
      })}
    </section>
  );
}

function VersionDiff({ id }: { id: number }) {
  const diff = useVersionDiff(id);
  if (diff.isPending) return <p role="status">Confronto in corso…</p>;
  if (diff.isError) return <LoadError message={diff.error.message} onRetry={() => void diff.refetch()} />;
  return <WordDiff parts={diff.data.parts} label={`Differenze della versione n. ${id}`} />;
}

/** Every publication of the entry: compare it with what visitors see now, or bring it back. */
export function VersionsPanel({
  path,
  onRestore,
  restoring,
  compareLabel,
  emptyText,
}: {
  path: string;
  onRestore: (id: number) => void;
  restoring: boolean;
  /** 'Confronta con la pagina attuale' */
  compareLabel: string;
  /** Said when nothing was ever published. */
  emptyText: string;
}) {
  const versions = usePageVersions(path);
  const [open, setOpen] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<number | null>(null);
  return (
    <section aria-labelledby="versions-title" className="card p-5">
      <h2 id="versions-title" className="text-lg font-semibold text-ink">
        Versioni pubblicate
      </h2>
      {versions.isPending ? <p role="status">Caricamento delle versioni…</p> : null}
      {versions.isError ? <LoadError message={versions.error.message} onRetry={() => void versions.refetch()} /> : null}
      {versions.data?.length === 0 ? <p className="mt-2 text-muted">{emptyText}</p> : null}
      <ol className="mt-3 grid gap-3">
        {versions.data?.map((version) => (
          <li key={version.id} className="rounded-md border border-line p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm">
                <span className="font-semibold">Versione n. {version.id}</span> · {formatAdminDate(version.publishedAt)} ·{" "}
                {version.publishedBy} · <span className="text-muted">{version.note}</span>
              </p>
              <span className="flex gap-2">
                <button
                  type="button"
                  className="btn-secondary min-h-9 px-3"
                  aria-expanded={open === version.id}
                  onClick={() => setOpen(open === version.id ? null : version.id)}
                >
                  {open === version.id ? "Nascondi differenze" : compareLabel}
                </button>
                <button type="button" className="btn-secondary min-h-9 px-3" onClick={() => setConfirm(version.id)}>
                  Ripristina
                </button>
              </span>
            </div>
            {open === version.id ? (
              <div className="mt-3">
                <VersionDiff id={version.id} />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={confirm !== null}
        message={`Ripristinare la versione n. ${confirm}? Sarà pubblicata subito e diventerà una nuova versione.`}
        confirmLabel="Ripristina e pubblica"
        pending={restoring}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm !== null) onRestore(confirm);
          setConfirm(null);
        }}
      />
    </section>
  );
}
