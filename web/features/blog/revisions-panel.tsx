import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ListCopy, ListStates } from "../../components/ui/list-states";
import { History, Loader2, RotateCcw } from "../../components/ui/lucide-icons";
import { lazy, Suspense, useState } from "react";
import type { RevisionSummary, StaffPostDetail } from "../../../src/shared/blog";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { apiRequest, type ApiError } from "../../lib/api-client";
import { toastError, toastSuccess } from "../../lib/toast";
import { formatRomeDateTime } from "./schedule-time";
import type { PostFormValues } from "./editor-values";
import { postByIdKey } from "./api/get-posts";
import { revisionQuery, revisionsQuery } from "./api/get-revisions";

const REVISIONS_COPY: ListCopy = { loading: "Caricamento delle revisioni...", error: "Impossibile caricare le revisioni" };
const NO_REVISIONS = <p className="text-sm text-muted">Nessuna revisione: ne viene creata una a ogni salvataggio.</p>;

const KIND_LABELS: Record<RevisionSummary["kind"], string> = {
  save: "Salvataggio",
  restore: "Ripristino",
  autosave: "Salvataggio automatico",
};

const RESTORE_QUESTION =
  "Ripristinare questa revisione? Il testo attuale resta nell'elenco delle revisioni; le modifiche non salvate andranno perse.";

/** The word-by-word comparison (and its diff library) loads when a revision is opened. */
const TextDiff = lazy(async () => ({ default: (await import("./text-diff")).TextDiff }));

/** The history of an article in its editor: every save, a diff against the text being edited, and 'Ripristina'. */
export function RevisionsPanel({ postId, current }: { postId: number; current: PostFormValues }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = useQuery({
    ...revisionsQuery(postId),
    enabled: open,
    staleTime: 0,
  });
  const revision = useQuery({
    ...revisionQuery(postId, selected ?? 0),
    enabled: selected !== null,
  });
  const restore = useMutation<StaffPostDetail, ApiError, number>({
    mutationFn: (id) => apiRequest("POST", `/api/blog/${postId}/revisions/${id}/restore`),
    onSuccess: (post) => {
      toastSuccess("Successo", "Revisione ripristinata");
      setConfirming(false);
      setSelected(null);
      // The editor starts again from the restored text.
      queryClient.setQueryData(postByIdKey(postId), post);
      void queryClient.invalidateQueries({ queryKey: ["/api/blog", postId, "revisions"] });
    },
    onError: (error) => {
      setConfirming(false);
      toastError("Errore", error.message || "Impossibile ripristinare la revisione");
    },
  });

  return (
    <details className="rounded-xl border border-line" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer px-4 py-3 font-semibold text-brand-900">
        <History aria-hidden="true" className="mr-2 inline size-4 align-[-2px]" />
        Revisioni
      </summary>
      <div className="grid gap-4 border-t border-line px-4 py-4 md:grid-cols-[16rem_1fr]">
        <ListStates list={list} copy={REVISIONS_COPY} empty={NO_REVISIONS} inline className="text-sm">
          {(data) => (
            <ol aria-label="Revisioni dell'articolo" className="grid max-h-72 content-start gap-1 overflow-y-auto">
              {data.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-pressed={selected === item.id}
                    onClick={() => setSelected(item.id)}
                    className="w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-50 aria-pressed:bg-brand-50 aria-pressed:ring-1 aria-pressed:ring-brand-300"
                  >
                    <span className="block font-medium text-ink">{formatRomeDateTime(item.created_at)}</span>
                    <span className="block text-xs text-muted">
                      {KIND_LABELS[item.kind]}
                      {item.author ? ` · ${item.author}` : ""}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </ListStates>
        <div className="min-w-0" aria-live="polite">
          {selected === null ? (
            list.data && list.data.length > 0 ? (
              <p className="text-sm text-muted">Scegli una revisione per vedere cosa cambia rispetto al testo attuale.</p>
            ) : null
          ) : revision.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              Caricamento della revisione...
            </p>
          ) : revision.isError ? (
            <p role="alert" className="text-sm text-danger-700">
              {revision.error.message}
            </p>
          ) : (
            <div className="grid gap-3" data-testid="revision-diff">
              <p className="text-sm text-muted">
                Dalla revisione del {formatRomeDateTime(revision.data.created_at)} al testo attuale:{" "}
                <del className="bg-red-50 text-danger-700">tolto</del>,{" "}
                <ins className="bg-accent-50 text-accent-700 no-underline">aggiunto</ins>.
              </p>
              <Suspense
                fallback={
                  <p role="status" className="text-sm text-muted">
                    Confronto in corso...
                  </p>
                }
              >
                <TextDiff label="Titolo" before={revision.data.title} after={current.title} />
                <TextDiff label="Riassunto" before={revision.data.excerpt} after={current.excerpt} />
                <TextDiff label="Tag" before={revision.data.tags} after={current.tags} />
                <TextDiff label="Contenuto" before={revision.data.content} after={current.content} />
              </Suspense>
              {revision.data.title === current.title &&
              revision.data.excerpt === current.excerpt &&
              revision.data.tags === current.tags &&
              revision.data.content === current.content ? (
                <p className="text-sm text-muted">Il testo è uguale a quello attuale.</p>
              ) : null}
              <div>
                <button type="button" className="btn-secondary" onClick={() => setConfirming(true)} disabled={restore.isPending}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  Ripristina questa revisione
                </button>
              </div>
            </div>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        message={RESTORE_QUESTION}
        confirmLabel="Ripristina"
        cancelLabel="Annulla"
        pending={restore.isPending}
        onConfirm={() => selected !== null && restore.mutate(selected)}
        onCancel={() => setConfirming(false)}
      />
    </details>
  );
}
