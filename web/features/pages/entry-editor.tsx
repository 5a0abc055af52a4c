import { ExternalLink, TriangleAlert } from "../../components/ui/lucide-icons";
import { type ReactNode, useEffect, useState } from "react";
import type { DefaultValues, FieldValues, Path, PathValue } from "react-hook-form";
import { Link } from "react-router-dom";
import type { z } from "zod";
import type { EditorData } from "../../../src/shared/schemas/page-answers";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { useSaveShortcut } from "../../lib/use-save-shortcut";
import { messagesByPath, useSchemaForm } from "../../lib/schema-form";
import { ApiError } from "../../lib/api-client";
import { formatAdminDate } from "../../lib/dates";
import { toastError, toastSuccess } from "../../lib/toast";
import { FormErrorsContext } from "./form-errors";
import { LinkPagesContext } from "./link-pages";
import { forgetPageAutosave, PageRecoveryOffer, usePageAutosave } from "./page-autosave";
import { type EditConflictAnswer, isEditConflictAnswer } from "../../../src/shared/edit-conflict";
import { placeholdersIn } from "../../../src/shared/pages/template-placeholders";
import { PageConflict } from "./page-conflict";
import { useEditorAction } from "./pages-api";
import { VersionsPanel, WordDiff } from "./versions-panel";

/** What the editor says about its entry: a page, or the header and footer texts. */
export interface EntryWords {
  /** After 'Pagine /' above the title. */
  crumb: string;
  edited: string;
  original: string;
  /** 'pubblicata il' */
  publishedOn: string;
  published: string;
  notPublished: string;
  confirmOriginal: string;
  builtInChanged: string;
  compare: string;
  noVersions: string;
}

export const startingContent = <T,>(data: EditorData<T>): T => data.draft ?? data.published ?? data.builtIn;

function statusLine(data: EditorData<unknown>, words: EntryWords): string {
  const parts = [data.published ? words.edited : words.original];
  if (data.publishedAt) parts.push(`${words.publishedOn} ${formatAdminDate(data.publishedAt)} da ${data.publishedBy}`);
  if (data.draft && data.draftAt) parts.push(`bozza salvata il ${formatAdminDate(data.draftAt)} da ${data.draftBy}`);
  return parts.join(" · ");
}

interface EntryEditorProps<T extends FieldValues> {
  data: EditorData<T>;
  /** The same schema the server checks the entry with (its content is stored as the schema gives it back). */
  schema: z.ZodType<T, T>;
  words: EntryWords;
  /** The editor's title, which may follow the content (a page's title). */
  heading: (content: T) => string;
  /** Where staff see the draft as visitors would, with a bar saying so. */
  previewHref: string;
  /** Called when the form is loaded with other content (a restore). */
  onLoad?: (content: T) => void;
  /** More buttons of this entry's actions bar, after 'Pubblica'. */
  actions?: ReactNode;
  /** Notes under the header (hints tied to this entry). */
  notes?: ReactNode;
  /** The form (and its preview) for the content being edited. */
  children: (content: T, setContent: (next: T) => void) => ReactNode;
}

/**
 * The editor of one editable entry, the same for a page and for the header and footer texts:
 * 'Salva bozza', 'Pubblica', preview of the draft, 'Ripristina testo originale', the built-in
 * changes since the edit and the published versions (compare in words, restore).
 */
export function EntryEditor<T extends FieldValues>({
  data,
  schema,
  words,
  heading,
  previewHref,
  onLoad,
  actions,
  notes,
  children,
}: EntryEditorProps<T>) {
  const path = data.path;
  // The entry is one form: its default values are what the server holds (as last loaded or
  // saved), so the form's dirty state is "unsaved changes"; the schema is the server's.
  // A whole T is a DefaultValues<T>, which TypeScript does not see for a T still unknown.
  const form = useSchemaForm(schema, { defaultValues: startingContent(data) as DefaultValues<T> });
  const content = form.watch();
  const stored = form.formState.defaultValues as T;
  const dirty = form.formState.isDirty;
  useUnsavedChanges(dirty);
  const autosave = usePageAutosave(path, stored, content, dirty);
  /** The version this form was made on: the loaded one, or theirs once a conflict is settled. */
  const [version, setVersion] = useState(data.version);
  useEffect(() => setVersion(data.version), [data.version]);
  const [conflict, setConflict] = useState<{ answer: EditConflictAnswer<T>; kind: "draft" | "publish" } | null>(null);
  const [confirmOriginal, setConfirmOriginal] = useState(false);
  /** A template's copy still in the page when 'Pubblica' was pressed: asked about before it goes live. */
  const [placeholdersLeft, setPlaceholdersLeft] = useState<string[] | null>(null);
  const action = useEditorAction<T, EditorData<T>>(path);
  const errors = messagesByPath(form.formState.errors);

  /** The form's content changed by the editor's fields: each part that changed, checked again while a refused save is being corrected. */
  const setContent = (next: T) => {
    const current = form.getValues();
    const correcting = form.formState.isSubmitted && !form.formState.isSubmitSuccessful;
    for (const [key, value] of Object.entries(next)) {
      if (value !== current[key])
        form.setValue(key as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: correcting });
    }
  };

  /** Other content in the form, as the server holds it now (a restore, their version). */
  const load = (next: T) => {
    form.reset(next);
    forgetPageAutosave(path);
    onLoad?.(next);
  };

  const submit = (kind: "draft" | "publish", onVersion: string = version, placeholdersAccepted = false) =>
    void form.handleSubmit(
      (checked) => {
        const left = kind === "publish" && !placeholdersAccepted ? placeholdersIn(checked) : [];
        if (left.length > 0) {
          setPlaceholdersLeft(left);
          return;
        }
        const sent = form.getValues();
        setConflict(null);
        action.mutate(
          { kind, content: checked, version: onVersion },
          {
            onSuccess: () => {
              // What was sent is now the server's; anything typed meanwhile stays, unsaved.
              form.reset(sent, { keepValues: true });
              forgetPageAutosave(path);
              toastSuccess(
                kind === "draft" ? "Bozza salvata" : words.published,
                kind === "draft"
                  ? "I visitatori vedono ancora la versione pubblicata."
                  : "I visitatori vedono la nuova versione.",
              );
            },
            onError: (error) => {
              if (error instanceof ApiError && error.status === 409 && isEditConflictAnswer(error.body)) {
                setConflict({ answer: error.body as EditConflictAnswer<T>, kind });
              }
              toastError(kind === "draft" ? "Bozza non salvata" : words.notPublished, error.message);
            },
          },
        );
      },
      (refused) => {
        const messages = [...messagesByPath(refused).values()];
        toastError(
          "Controlla i campi",
          `${messages.length === 1 ? "Un campo da correggere" : `${messages.length} campi da correggere`}: ${messages[0] ?? ""}`,
        );
      },
    )();

  useSaveShortcut(() => {
    if (!action.isPending) submit("draft");
  });

  const restoreOriginal = () =>
    action.mutate(
      { kind: "restore-original" },
      {
        onSuccess: (next) => {
          load(next.builtIn);
          setConfirmOriginal(false);
          toastSuccess("Testo originale ripristinato", "I visitatori vedono di nuovo il testo originale del sito.");
        },
        onError: (error) => toastError("Ripristino non riuscito", error.message),
      },
    );

  const restoreVersion = (id: number) =>
    action.mutate(
      { kind: "restore-version", id },
      {
        onSuccess: (next) => {
          load(next.published ?? next.builtIn);
          toastSuccess(`Versione n. ${id} ripristinata`, "È la versione pubblicata ora.");
        },
        onError: (error) => toastError("Ripristino non riuscito", error.message),
      },
    );

  return (
    <FormErrorsContext.Provider value={errors}>
      <LinkPagesContext.Provider value={data.linkPages ?? []}>
        <div className="grid grid-cols-1 gap-6">
          <header>
            <div>
              <p className="text-sm text-muted">
                <Link to="/admin/pagine" className="text-brand-700 underline">
                  Pagine
                </Link>{" "}
                / {words.crumb}
              </p>
              <h1 className="mt-1 text-2xl font-bold text-ink">{heading(content)}</h1>
              <p className="mt-1 text-sm text-muted" data-testid="page-status">
                {statusLine(data, words)}
              </p>
            </div>
          </header>
          {/* Saving and publishing stay in view however long the form: the bar follows the scroll (one row on a phone, the rest a swipe away). */}
          <div
            data-testid="editor-actions"
            className="sticky top-0 z-20 -mx-2 -my-3 flex gap-2 rounded-b-lg bg-white/95 px-2 py-2 shadow-sm backdrop-blur max-sm:overflow-x-auto sm:flex-wrap lg:top-14 [&>*]:shrink-0"
          >
            <button
              type="button"
              className="btn-secondary"
              disabled={action.isPending}
              aria-keyshortcuts="Control+S Meta+S"
              title="Ctrl+S"
              onClick={() => submit("draft")}
            >
              Salva bozza
            </button>
            <button type="button" className="btn-primary" disabled={action.isPending} onClick={() => submit("publish")}>
              Pubblica
            </button>
            {actions}
            <a href={previewHref} target="_blank" rel="noopener" className="btn-secondary">
              Anteprima della bozza
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(si apre in una nuova scheda)</span>
            </a>
            <button
              type="button"
              className="btn-secondary"
              disabled={action.isPending || !data.published}
              onClick={() => setConfirmOriginal(true)}
            >
              Ripristina testo originale
            </button>
          </div>

          {conflict ? (
            <PageConflict
              key={conflict.answer.conflict.version}
              answer={conflict.answer}
              schema={schema}
              mine={content}
              saving={action.isPending}
              onSave={(merged) => {
                setVersion(conflict.answer.conflict.version);
                setContent(merged);
                onLoad?.(merged);
                submit(conflict.kind, conflict.answer.conflict.version);
              }}
            />
          ) : null}

          {autosave.recovery ? (
            <PageRecoveryOffer
              at={autosave.recovery.at}
              onRecover={() => {
                if (autosave.recovery) {
                  setContent(autosave.recovery.content);
                  onLoad?.(autosave.recovery.content);
                }
                autosave.acceptRecovery();
              }}
              onDismiss={autosave.dismissRecovery}
            />
          ) : null}

          {errors.size > 0 ? (
            <div role="alert" className="rounded-lg border border-danger-600 bg-red-50 p-4 text-sm text-danger-700">
              <p className="font-semibold">
                Correggi i campi evidenziati prima di salvare: nulla di quanto scritto è andato perso.
              </p>
              <ul className="mt-2 list-disc pl-5">
                {[...errors.values()].slice(0, 8).map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </div>
          ) : null}

          {data.builtInChanges ? (
            <section aria-labelledby="builtin-title" className="rounded-lg border border-signal-500 bg-signal-400/15 p-4">
              <h2 id="builtin-title" className="flex items-center gap-2 font-semibold text-ink">
                <TriangleAlert aria-hidden="true" className="size-4" />
                {words.builtInChanged}
              </h2>
              <p className="mt-1 text-sm text-muted">
                La vostra modifica resta pubblicata. Ecco cosa è cambiato nel testo originale dopo la vostra ultima modifica:
              </p>
              <div className="mt-3">
                <WordDiff parts={data.builtInChanges} label="Modifiche al testo originale" />
              </div>
            </section>
          ) : null}

          {notes}
          {children(content, setContent)}

          <VersionsPanel
            path={path}
            onRestore={restoreVersion}
            restoring={action.isPending}
            compareLabel={words.compare}
            emptyText={words.noVersions}
          />
        </div>
        <ConfirmDialog
          open={placeholdersLeft !== null}
          title="C'è ancora testo del modello"
          message="I visitatori leggerebbero questi testi così come sono:"
          detail={
            <ul className="list-disc pl-5 text-sm text-ink">
              {(placeholdersLeft ?? []).slice(0, 8).map((text) => (
                <li key={text}>«{text}»</li>
              ))}
            </ul>
          }
          confirmLabel="Pubblica comunque"
          cancelLabel="Torna a modificare"
          onConfirm={() => {
            setPlaceholdersLeft(null);
            submit("publish", version, true);
          }}
          onCancel={() => setPlaceholdersLeft(null)}
        />
        <ConfirmDialog
          open={confirmOriginal}
          message={words.confirmOriginal}
          confirmLabel="Ripristina testo originale"
          pending={action.isPending}
          onCancel={() => setConfirmOriginal(false)}
          onConfirm={restoreOriginal}
        />
      </LinkPagesContext.Provider>
    </FormErrorsContext.Provider>
  );
}
