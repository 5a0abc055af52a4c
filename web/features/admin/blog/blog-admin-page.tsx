import { FilePlus2, FileCheck2, FilePen, Files } from "../../../components/ui/lucide-icons";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { PostSummary } from "../../../../src/shared/blog";
import { blogMessages } from "../../../../src/shared/blog-messages";
import { toastError, toastSuccess } from "../../../lib/toast";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import type { EditorTarget } from "./post-editor";
import { PostTable } from "./post-table";
import { DELETE_POST_QUESTION, useAllPosts, useBlogWrites } from "./use-blog-admin";
import { LoadError } from "../../../components/ui/load-error";
import { StatCard } from "../../../components/ui/stat-card";

/** The editor (Markdown, SEO, images, revisions with their differences) loads when an article is opened. */
const PostEditor = lazy(async () => ({ default: (await import("./post-editor")).PostEditor }));

/** ?edit={id} opens the editor on that post (spec §2). */
function editTargetOf(params: URLSearchParams): EditorTarget | null {
  const raw = params.get("edit");
  if (raw === null) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? { mode: "edit", id } : null;
}

/** /admin/blog: counters, every article with status, date and tags, and the editor. */
export function BlogAdminPage() {
  const posts = useAllPosts();
  const { setPublished, remove } = useBlogWrites();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<PostSummary | null>(null);

  const editing = editTargetOf(params);
  const target: EditorTarget | null = editing ?? (creating ? { mode: "new" } : null);

  const openEditor = (post: PostSummary) => setParams({ edit: String(post.id) });
  const closeEditor = () => {
    setCreating(false);
    if (params.has("edit")) {
      const next = new URLSearchParams(params);
      next.delete("edit");
      setParams(next, { replace: true });
    }
  };

  const toggle = (post: PostSummary) =>
    setPublished.mutate(
      { id: post.id, published: !post.published },
      {
        onSuccess: () => toastSuccess("Successo", "Stato aggiornato"),
        onError: (error) => toastError("Errore", error.message || blogMessages.statusFailed),
      },
    );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toastSuccess("Successo", "Articolo eliminato");
        setToDelete(null);
      },
      onError: (error) => {
        toastError("Errore", error.message || blogMessages.deleteFailed);
        setToDelete(null);
      },
    });
  };

  const list = posts.data ?? [];
  const published = list.filter((p) => p.published).length;
  const count = (n: number) => (posts.isPending ? "…" : posts.isError ? "—" : n);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-brand-900">Blog</h1>
        <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          Nuovo articolo
        </button>
      </div>

      <section aria-label="Riepilogo articoli" className="mt-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Articoli totali" value={count(list.length)} icon={<Files aria-hidden="true" className="size-5" />} />
        <StatCard label="Pubblicati" value={count(published)} icon={<FileCheck2 aria-hidden="true" className="size-5" />} />
        <StatCard label="Bozze" value={count(list.length - published)} icon={<FilePen aria-hidden="true" className="size-5" />} />
      </section>

      <section aria-label="Articoli" className="mt-8">
        {posts.isPending ? (
          <div role="status" className="card grid gap-3 p-5" aria-label="Caricamento degli articoli">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders shown while loading.
              <div key={i} className="h-10 animate-pulse rounded bg-slate-100" />
            ))}
          </div>
        ) : posts.isError ? (
          <LoadError
            title="Errore nel caricamento degli articoli"
            message={posts.error.message}
            onRetry={() => void posts.refetch()}
            retrying={posts.isFetching}
          />
        ) : list.length === 0 ? (
          <div className="card p-10 text-center">
            <p className="text-lg font-semibold text-ink">Nessun articolo</p>
            <p className="mt-1 text-muted">Scrivi il primo articolo del blog con «Nuovo articolo».</p>
          </div>
        ) : (
          <PostTable
            posts={list}
            togglingId={setPublished.isPending ? (setPublished.variables?.id ?? null) : null}
            onToggle={toggle}
            onEdit={openEditor}
            onDelete={setToDelete}
          />
        )}
      </section>

      {target ? (
        <Suspense
          fallback={
            <p
              role="status"
              className="fixed inset-x-0 top-4 mx-auto w-fit rounded-lg bg-white px-4 py-2 text-sm text-muted shadow"
            >
              Apertura dell'editor...
            </p>
          }
        >
          <PostEditor key={target.mode === "edit" ? target.id : "new"} target={target} onClose={closeEditor} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        message={DELETE_POST_QUESTION}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
