import { FilePlus2, FileCheck2, FilePen, Files } from "../../components/ui/lucide-icons";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { PostSummary } from "../../../src/shared/blog";
import { blogMessages } from "../../../src/shared/blog-messages";
import { toast, toastError, toastSuccess } from "../../lib/toast";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import type { EditorTarget } from "./post-editor";
import { PostTable } from "./post-table";
import { postListQuery } from "./api/get-posts";
import { BulkBar } from "./bulk-bar";
import { FILTER_KEYS, PostFilters } from "./post-filters";
import { DELETE_POST_QUESTION, useBlogWrites } from "./use-blog-admin";
import { LoadError } from "../../components/ui/load-error";
import { StatCard } from "../../components/ui/stat-card";
import { Pager } from "../../components/ui/pager";

/** The editor (Markdown, SEO, images, revisions with their differences) loads when an article is opened. */
const PostEditor = lazy(async () => ({ default: (await import("./post-editor")).PostEditor }));

/** ?edit={id} opens the editor on that post (spec §2). */
function editTargetOf(params: URLSearchParams): EditorTarget | null {
  const raw = params.get("edit");
  if (raw === null) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? { mode: "edit", id } : null;
}

/** The list's own parameters (filters, order, page): the server reads them. */
function listQueryOf(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of [...FILTER_KEYS, "page"] as const) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return query;
}

/** 'in bozza', 'pubblicato' or 'programmato', as the undo's toast says where the article is back. */
const statusWord = (post: PostSummary) =>
  post.published ? "pubblicato" : post.status === "scheduled" ? "programmato" : "in bozza";

/** /admin/blog: counters, the articles (searched, filtered, ordered and paged by the server) with status, date and tags, bulk actions and the editor. */
export function BlogAdminPage() {
  const [params, setParams] = useSearchParams();
  const listQuery = listQueryOf(params);
  const posts = useQuery({
    ...postListQuery(listQuery),
    placeholderData: keepPreviousData,
  });
  const { setPublished, remove } = useBlogWrites();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<PostSummary | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const page = Number(params.get("page") ?? 1) || 1;
  const pages = posts.data ? Math.max(1, Math.ceil(posts.data.total / posts.data.page_size)) : 1;
  const applyFilters = (next: URLSearchParams) => {
    setSelected(new Set());
    setParams(next);
  };
  const goTo = (n: number) => {
    const next = listQueryOf(params);
    next.set("page", String(n));
    setSelected(new Set());
    setParams(next);
  };

  const editing = editTargetOf(params);
  const target: EditorTarget | null = editing ?? (creating ? { mode: "new" } : null);

  const openEditor = (post: PostSummary) => {
    const next = listQueryOf(params);
    next.set("edit", String(post.id));
    setParams(next);
  };
  const closeEditor = () => {
    setCreating(false);
    if (params.has("edit")) {
      const next = new URLSearchParams(params);
      next.delete("edit");
      setParams(next, { replace: true });
    }
  };

  /** Puts the article back as it was before the badge's click (scheduled again, for the same instant). */
  const undoToggle = (post: PostSummary) =>
    setPublished.mutate(
      {
        id: post.id,
        published: post.published,
        scheduledAt: post.status === "scheduled" && post.published_at ? post.published_at : undefined,
      },
      {
        onSuccess: () => toastSuccess("Modifica annullata", `«${post.title}» è tornato ${statusWord(post)}.`),
        onError: (error) => toastError("Errore", error.message || blogMessages.statusFailed),
      },
    );

  const toggle = (post: PostSummary) =>
    setPublished.mutate(
      { id: post.id, published: !post.published },
      {
        onSuccess: () =>
          toast({
            title: "Successo",
            description:
              post.status === "scheduled" && !post.published
                ? "Stato aggiornato: l'articolo programmato è ora pubblicato e visibile a tutti."
                : "Stato aggiornato",
            action: {
              label: "Annulla",
              altText: `Annulla il cambio di stato di «${post.title}»`,
              onClick: () => undoToggle(post),
            },
          }),
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

  const list = posts.data?.items ?? [];
  const counts = posts.data?.counts ?? { total: 0, published: 0, drafts: 0 };
  const count = (n: number) => (posts.isPending ? "…" : posts.isError ? "—" : n);
  const filtered = FILTER_KEYS.some((key) => params.has(key));

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-brand-900">Blog</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/blog/tag" className="btn-secondary">
            Gestisci i tag
          </Link>
          <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
            <FilePlus2 aria-hidden="true" className="size-4" />
            Nuovo articolo
          </button>
        </div>
      </div>

      <section aria-label="Riepilogo articoli" className="mt-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Articoli totali" value={count(counts.total)} icon={<Files aria-hidden="true" className="size-5" />} />
        <StatCard
          label="Pubblicati"
          value={count(counts.published)}
          icon={<FileCheck2 aria-hidden="true" className="size-5" />}
        />
        <StatCard label="Bozze" value={count(counts.drafts)} icon={<FilePen aria-hidden="true" className="size-5" />} />
      </section>

      <div className="mt-8">
        <PostFilters params={params} onApply={applyFilters} />
      </div>
      <BulkBar ids={[...selected]} onDone={() => setSelected(new Set())} />

      <section aria-label="Articoli" className="mt-4">
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
        ) : list.length === 0 && filtered ? (
          <div className="card p-10 text-center">
            <p className="text-lg font-semibold text-ink">Nessun articolo corrisponde ai filtri</p>
            <button type="button" className="btn-secondary mt-4" onClick={() => applyFilters(new URLSearchParams())}>
              Azzera i filtri
            </button>
          </div>
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
            selection={{
              selected,
              onChange: (id, checked) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (checked) next.add(id);
                  else next.delete(id);
                  return next;
                }),
              onAll: (checked) => setSelected(checked ? new Set(list.map((p) => p.id)) : new Set()),
            }}
          />
        )}
        {posts.data ? (
          <Pager
            label="Pagine degli articoli"
            page={page}
            pages={pages}
            onPage={goTo}
            next="Successivi"
            summary={` · ${posts.data.total} articoli`}
          />
        ) : null}
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
          <PostEditor
            key={target.mode === "edit" ? target.id : "new"}
            target={target}
            onClose={closeEditor}
            onOpen={(id) => {
              setCreating(false);
              const next = listQueryOf(params);
              next.set("edit", String(id));
              setParams(next);
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        message={DELETE_POST_QUESTION}
        detail={
          toDelete ? (
            <p className="rounded-lg bg-surface p-3" data-testid="delete-target">
              <span className="block font-semibold text-ink">{toDelete.title}</span>
              <span className="text-sm text-muted">Resta nel cestino per 30 giorni.</span>
            </p>
          ) : null
        }
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
