import { ExternalLink, Lightbulb, TriangleAlert } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { FIGURE_HINTS } from "../../../src/shared/pages/figure-hints";
import { type PageEditorData, PREVIEW_PARAM } from "../../../src/shared/pages/page-edits";
import { type PageContent, pageContentSchema, pageMetaSchema } from "../../../src/shared/pages/page-schema";
import { isContentPagePath } from "../../../src/shared/pages/site-links";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { LoadError } from "../../components/ui/load-error";
import type { ContentPage } from "../../content/types";
import { formatAdminDate } from "../../lib/dates";
import { toastError, toastSuccess } from "../../lib/toast";
import { BlocksEditor } from "./blocks-editor";
import { errorsByPath, FormErrorsContext } from "./form-errors";
import { PagePreview } from "./page-preview";
import { usePageAction, usePageEditorData } from "./pages-api";
import { BlockFields } from "./schema-field";
import { VersionsPanel, WordDiff } from "./versions-panel";

const keysFor = (content: PageContent) => content.blocks.map((_, index) => `blocco-${index}`);
const startingContent = (data: PageEditorData) => data.draft ?? data.published ?? data.builtIn;

function statusLine(data: PageEditorData): string {
  const parts = [data.published ? "Pagina modificata dallo staff" : "Testo originale del sito"];
  if (data.publishedAt) parts.push(`pubblicata il ${formatAdminDate(data.publishedAt)} da ${data.publishedBy}`);
  if (data.draft && data.draftAt) parts.push(`bozza salvata il ${formatAdminDate(data.draftAt)} da ${data.draftBy}`);
  return parts.join(" · ");
}

function Editor({ path, data }: { path: string; data: PageEditorData }) {
  const [content, setContent] = useState<PageContent>(() => startingContent(data));
  const [keys, setKeys] = useState<string[]>(() => keysFor(startingContent(data)));
  const [showErrors, setShowErrors] = useState(false);
  const [confirmOriginal, setConfirmOriginal] = useState(false);
  const action = usePageAction(path);

  const check = useMemo(() => pageContentSchema.safeParse(content), [content]);
  const errors = useMemo(
    () => (showErrors && !check.success ? errorsByPath(check.error) : new Map<string, string>()),
    [showErrors, check],
  );
  const page = { ...data.frame, ...content } as ContentPage;
  const hints = FIGURE_HINTS[path] ?? [];

  const load = (next: PageContent) => {
    setContent(next);
    setKeys(keysFor(next));
    setShowErrors(false);
  };

  const submit = (kind: "draft" | "publish") => {
    if (!check.success) {
      setShowErrors(true);
      toastError(
        "Controlla i campi",
        `${check.error.issues.length === 1 ? "Un campo da correggere" : `${check.error.issues.length} campi da correggere`}: ${check.error.issues[0]?.message ?? ""}`,
      );
      return;
    }
    action.mutate(
      { kind, content: check.data },
      {
        onSuccess: () =>
          toastSuccess(
            kind === "draft" ? "Bozza salvata" : "Pagina pubblicata",
            kind === "draft" ? "I visitatori vedono ancora la versione pubblicata." : "I visitatori vedono la nuova versione.",
          ),
        onError: (error) => toastError(kind === "draft" ? "Bozza non salvata" : "Pagina non pubblicata", error.message),
      },
    );
  };

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
      <div className="grid gap-6">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm text-muted">
              <Link to="/admin/pagine" className="text-brand-700 underline">
                Pagine
              </Link>{" "}
              / {path}
            </p>
            <h1 className="mt-1 text-2xl font-bold text-ink">Modifica: {content.meta.title}</h1>
            <p className="mt-1 text-sm text-muted" data-testid="page-status">
              {statusLine(data)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" disabled={action.isPending} onClick={() => submit("draft")}>
              Salva bozza
            </button>
            <button type="button" className="btn-primary" disabled={action.isPending} onClick={() => submit("publish")}>
              Pubblica
            </button>
            <a href={`${path}?${PREVIEW_PARAM}`} target="_blank" rel="noopener" className="btn-secondary">
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
        </header>

        {showErrors && !check.success ? (
          <div role="alert" className="rounded-lg border border-danger-600 bg-red-50 p-4 text-sm text-danger-700">
            <p className="font-semibold">
              Correggi i campi evidenziati prima di salvare: nulla di quanto scritto è andato perso.
            </p>
            <ul className="mt-2 list-disc pl-5">
              {[...errorsByPath(check.error).values()].slice(0, 8).map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}

        {data.builtInChanges ? (
          <section aria-labelledby="builtin-title" className="rounded-lg border border-signal-500 bg-signal-400/15 p-4">
            <h2 id="builtin-title" className="flex items-center gap-2 font-semibold text-ink">
              <TriangleAlert aria-hidden="true" className="size-4" />
              Il testo originale di questa pagina è cambiato con l'aggiornamento del programma
            </h2>
            <p className="mt-1 text-sm text-muted">
              La vostra modifica resta pubblicata. Ecco cosa è cambiato nel testo originale dopo la vostra ultima modifica:
            </p>
            <div className="mt-3">
              <WordDiff parts={data.builtInChanges} label="Modifiche al testo originale" />
            </div>
          </section>
        ) : null}

        {hints.length > 0 ? (
          <aside aria-labelledby="hints-title" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm">
            <h2 id="hints-title" className="flex items-center gap-2 font-semibold text-ink">
              <Lightbulb aria-hidden="true" className="size-4" />
              Numeri collegati ad altre pagine
            </h2>
            <ul className="mt-2 list-disc pl-5 text-ink">
              {hints.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          </aside>
        ) : null}

        <div className="grid items-start gap-6 2xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
          <div className="grid gap-6">
            <section aria-labelledby="meta-title" className="card grid gap-3 p-4">
              <h2 id="meta-title" className="text-lg font-semibold text-ink">
                Intestazione della pagina
              </h2>
              <BlockFields
                schema={pageMetaSchema}
                value={content.meta}
                path={["meta"]}
                onChange={(meta) => setContent({ ...content, meta: meta as PageContent["meta"] })}
              />
            </section>
            <BlocksEditor
              blocks={content.blocks}
              keys={keys}
              onChange={(blocks, nextKeys) => {
                setContent({ ...content, blocks });
                setKeys(nextKeys);
              }}
            />
          </div>
          <div className="2xl:sticky 2xl:top-4">
            <PagePreview page={page} />
          </div>
        </div>

        <VersionsPanel path={path} onRestore={restoreVersion} restoring={action.isPending} />
      </div>
      <ConfirmDialog
        open={confirmOriginal}
        message="Ripristinare il testo originale di questa pagina? Le modifiche pubblicate e la bozza non saranno più visibili (restano nelle versioni)."
        confirmLabel="Ripristina testo originale"
        pending={action.isPending}
        onCancel={() => setConfirmOriginal(false)}
        onConfirm={restoreOriginal}
      />
    </FormErrorsContext.Provider>
  );
}

/** /admin/pagine/modifica?percorso=/…: one marketing page's editor. */
export function PageEditorPage() {
  const [search] = useSearchParams();
  const path = search.get("percorso") ?? "";
  const valid = isContentPagePath(path);
  const data = usePageEditorData(valid ? path : "/");
  if (!valid) {
    return (
      <div role="alert" className="card p-6">
        <p className="font-semibold text-ink">Pagina non trovata</p>
        <Link to="/admin/pagine" className="mt-3 inline-block text-brand-700 underline">
          Torna all'elenco delle pagine
        </Link>
      </div>
    );
  }
  if (data.isPending) return <p role="status">Caricamento della pagina…</p>;
  if (data.isError)
    return <LoadError title="Impossibile caricare la pagina" message={data.error.message} onRetry={() => void data.refetch()} />;
  return <Editor key={path} path={path} data={data.data} />;
}
