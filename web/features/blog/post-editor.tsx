import * as Dialog from "@radix-ui/react-dialog";
import { Loader2, X } from "../../components/ui/lucide-icons";
import { useCallback, useRef, useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { EditingPresenceNote } from "../../components/ui/editing-presence-note";
import { useEditingPresence } from "../../lib/editing-presence";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { EditorForm } from "./editor-form";
import { emptyPost, valuesOf } from "./editor-values";
import { usePost } from "./use-blog-admin";
import { TranslationBar } from "./translation-bar";
import { TranslationProvider, type TranslationSource } from "./translation-beside";

export type EditorTarget = { mode: "new" } | { mode: "edit"; id: number };

const DISCARD_QUESTION = "Le modifiche non salvate andranno perse. Vuoi chiudere l'editor?";

/**
 * The article editor in a modal (spec §2: new and edit mode; opened directly by ?edit={id}).
 * Unsaved changes are never lost silently: closing asks first, and so do leaving the page and reloading
 * (the admin's leave guard).
 */
export function PostEditor({
  target,
  onClose,
  onOpen,
}: {
  target: EditorTarget;
  onClose: () => void;
  /** Opens another article in the editor (the same article in its other language). */
  onOpen: (id: number) => void;
}) {
  const postId = target.mode === "edit" ? target.id : null;
  const post = usePost(postId);
  // A translation is written beside its Italian original, read as it stands now.
  const original = usePost(post.data?.translation_of ?? null);
  const source: TranslationSource | null =
    post.data && original.data ? { original: original.data, outdated: post.data.outdated_fields } : null;
  const waitingForOriginal = post.data?.translation_of != null && original.isPending;
  const others = useEditingPresence("posts", postId);
  const dirty = useRef(false);
  const [hasChanges, setHasChanges] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  /** Leaving the admin page or reloading asks first; the URL change that closes the editor is let through. */
  const { allowLeave } = useUnsavedChanges(hasChanges);

  const close = useCallback(() => {
    allowLeave();
    onClose();
  }, [onClose, allowLeave]);

  const requestClose = () => {
    if (dirty.current) setConfirming(true);
    else close();
  };

  const discard = () => {
    setConfirming(false);
    close();
  };

  const title =
    target.mode === "new" ? "Nuovo articolo" : post.data?.translation_of != null ? "Traduzione in inglese" : "Modifica articolo";
  const open = (id: number) => {
    allowLeave();
    onOpen(id);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/60" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="post-editor"
          data-fullscreen={fullScreen ? "true" : undefined}
          className={
            fullScreen
              ? "fixed inset-0 z-[61] flex flex-col overflow-hidden bg-white"
              : `fixed top-1/2 left-1/2 z-[61] flex max-h-[calc(100dvh-2rem)] ${source ? "w-[min(84rem,calc(100vw-2rem))]" : "w-[min(60rem,calc(100vw-2rem))]"} -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl`
          }
        >
          <div className="flex items-center justify-between gap-4 border-b border-line px-6 py-4">
            <Dialog.Title className="text-xl font-bold text-brand-900">{title}</Dialog.Title>
            <button
              type="button"
              onClick={requestClose}
              aria-label="Chiudi l'editor"
              className="inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <EditingPresenceNote others={others} what="questo articolo" className="mx-6 mt-3" />
          {post.data ? (
            <TranslationBar post={post.data} originalTitle={original.data?.title ?? null} dirty={hasChanges} onOpen={open} />
          ) : null}
          {postId !== null && (post.isPending || waitingForOriginal) ? (
            <p role="status" className="flex items-center gap-2 px-6 py-10 text-muted">
              <Loader2 aria-hidden="true" className="size-5 animate-spin" />
              Caricamento dell'articolo...
            </p>
          ) : postId !== null && post.isError ? (
            <div role="alert" className="px-6 py-10">
              <p className="text-lg font-semibold text-ink">
                {post.error.status === 404 ? "Articolo non trovato" : "Impossibile caricare l'articolo"}
              </p>
              <p className="mt-1 text-muted">
                {post.error.status === 404 ? "L'articolo è stato eliminato o l'indirizzo non è corretto." : post.error.message}
              </p>
              <button type="button" className="btn-secondary mt-6" onClick={close}>
                Chiudi
              </button>
            </div>
          ) : (
            <TranslationProvider value={source}>
              <EditorForm
                key={post.data ? `${post.data.id}-${post.data.updated_at}` : "new"}
                postId={postId}
                authorName={post.data?.author?.name ?? null}
                fullScreen={fullScreen}
                onFullScreenChange={setFullScreen}
                initial={post.data ? valuesOf(post.data) : emptyPost}
                version={post.data?.updated_at ?? null}
                dirtyRef={dirty}
                onDirtyChange={setHasChanges}
                onSaved={close}
                onCancel={requestClose}
              />
            </TranslationProvider>
          )}
        </Dialog.Content>
      </Dialog.Portal>
      <ConfirmDialog
        open={confirming}
        message={DISCARD_QUESTION}
        confirmLabel="Chiudi senza salvare"
        cancelLabel="Continua a modificare"
        onConfirm={discard}
        onCancel={() => setConfirming(false)}
      />
    </Dialog.Root>
  );
}
