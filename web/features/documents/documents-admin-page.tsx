import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { documentFormatLabels, documentKindLabels, formatDocumentSize } from "../../../src/shared/documents";
import type { DocumentAdmin } from "../../../src/shared/schemas/document-answers";
import { AdminCell, type AdminColumn, AdminTable } from "../../components/ui/admin-table";
import { LoadError } from "../../components/ui/load-error";
import { DialogClose, ModalDialog } from "../../components/ui/modal-dialog";
import { DocumentFiles } from "./document-files";
import { useDocuments } from "./documents-api";
import { documentTranslationStatesQuery } from "./api/get-documents";
import { EnglishState, useTranslate } from "./document-english-state";

const COLUMNS: readonly AdminColumn[] = [
  { key: "title", label: "Documento" },
  { key: "kind", label: "Tipo" },
  { key: "status", label: "Stato" },
  { key: "english", label: "Inglese" },
  { key: "file", label: "File" },
  { key: "downloads", label: "Download (30 giorni)" },
  { key: "leads", label: "Contatti" },
  { key: "actions", label: "Azioni", hiddenLabel: true },
];

/** The document's form, with its checks, loads when a document is opened: the list draws without it. */
const DocumentForm = lazy(async () => ({ default: (await import("./document-form")).DocumentForm }));
/** The English editor, with its form's checks, loads when staff open a translation. */
const DocumentTranslationEditor = lazy(async () => ({
  default: (await import("./document-translation")).DocumentTranslationEditor,
}));

/** The editor of one document (or a new one, id null) in a dialog: its data, then its file. */
function DocumentEditor({
  document,
  onClose,
  onCreated,
}: {
  document: DocumentAdmin | null;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  return (
    <ModalDialog onClose={onClose} title={document ? document.title : "Nuovo documento"} size="editor" layer="editor">
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <Suspense fallback={<p role="status">Apertura del modulo…</p>}>
          <DocumentForm
            key={document?.id ?? "nuovo"}
            document={document}
            onSaved={(saved) => (document ? undefined : onCreated(saved.id))}
          />
        </Suspense>
        {document ? (
          <DocumentFiles document={document} onDeleted={onClose} />
        ) : (
          <p className="text-sm text-muted">Crea il documento, poi carica il suo file e pubblicalo.</p>
        )}
      </div>
      <div className="mt-6 flex justify-end">
        <DialogClose className="btn-secondary">Chiudi</DialogClose>
      </div>
    </ModalDialog>
  );
}

/** /admin/documentazione: the documents library: list, new document, its data, file, versions, publishing, bin. */
export function DocumentsAdminPage() {
  const list = useDocuments();
  const [open, setOpen] = useState<number | "nuovo" | null>(null);
  const editing = typeof open === "number" ? (list.data?.find((d) => d.id === open) ?? null) : null;
  const states = useQuery({ ...documentTranslationStatesQuery(), staleTime: 0 });
  const englishOf = (id: number) => states.data?.items.find((t) => t.document_id === id && t.language === "en");
  // The dashboard's 'Da aggiornare' opens a translation here: /admin/documentazione?traduci=<id>.
  const [params] = useSearchParams();
  const [translating, setTranslating] = useState<number | null>(() => Number(params.get("traduci")) || null);
  const translated = translating === null ? null : (list.data?.find((d) => d.id === translating) ?? null);
  const translate = useTranslate(setTranslating);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink">Documentazione</h1>
          <p className="mt-1 text-sm text-muted">
            Schede tecniche, brochure, capitolati, certificazioni, manuali e disegni che i visitatori scaricano da /documentazione
            e dalle pagine dei prodotti.
          </p>
        </div>
        <button type="button" className="btn-primary" onClick={() => setOpen("nuovo")}>
          Nuovo documento
        </button>
      </div>
      {list.isError ? (
        <LoadError message={list.error.message} title="Impossibile caricare i documenti" onRetry={() => void list.refetch()} />
      ) : (
        <AdminTable label="Documenti" columns={COLUMNS} minWidth="56rem" testId="documents-table">
          {(list.data ?? []).map((d) => (
            <tr key={d.id}>
              <AdminCell column="title" rowHeader className="px-4 py-3 font-medium text-ink">
                {d.title}
                {d.is_example ? (
                  <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs whitespace-nowrap text-amber-900">
                    Esempio
                  </span>
                ) : null}
                {d.gated ? (
                  <span className="ml-2 inline-block rounded bg-brand-50 px-1.5 py-0.5 text-xs whitespace-nowrap text-brand-800">
                    Con contatti
                  </span>
                ) : null}
              </AdminCell>
              <AdminCell column="kind">{documentKindLabels[d.kind]}</AdminCell>
              <AdminCell column="status">{d.status === "published" ? "Pubblicato" : "Bozza"}</AdminCell>
              <AdminCell column="english">
                <EnglishState state={englishOf(d.id)} />
              </AdminCell>
              <AdminCell column="file" className="px-4 py-3 whitespace-nowrap">
                {d.current ? `${documentFormatLabels[d.current.format]}, ${formatDocumentSize(d.current.size)}` : "Nessun file"}
                {d.versions.length > 1 ? <span className="block text-xs text-muted">{d.versions.length} versioni</span> : null}
              </AdminCell>
              <AdminCell column="downloads">{d.downloads_30_days}</AdminCell>
              <AdminCell column="leads">{d.gated || d.leads > 0 ? d.leads : "–"}</AdminCell>
              <AdminCell column="actions" className="px-4 py-3 text-right">
                <div className="flex flex-wrap justify-end gap-2">
                  <button type="button" className="btn-secondary" onClick={() => setOpen(d.id)}>
                    Modifica<span className="sr-only"> «{d.title}»</span>
                  </button>
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={translate.isPending}
                    onClick={() => translate.mutate({ document: d, state: englishOf(d.id) })}
                  >
                    Traduci in inglese<span className="sr-only"> «{d.title}»</span>
                  </button>
                </div>
              </AdminCell>
            </tr>
          ))}
        </AdminTable>
      )}
      {translated ? (
        <Suspense fallback={null}>
          <DocumentTranslationEditor document={translated} onClose={() => setTranslating(null)} />
        </Suspense>
      ) : null}
      {open !== null ? <DocumentEditor document={editing} onClose={() => setOpen(null)} onCreated={(id) => setOpen(id)} /> : null}
    </div>
  );
}
