import { useRef, useState } from "react";
import { documentFormatLabels, formatDocumentSize, MAX_DOCUMENT_BYTES } from "../../../src/shared/documents";
import type { DocumentAdmin } from "../../../src/shared/schemas/document-answers";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { formatAdminDateTime } from "../../lib/dates";
import { toastError, toastSuccess } from "../../lib/toast";
import { useDocumentWrites } from "./documents-api";

/** What an upload may be: the server checks the bytes, this only narrows the file picker. */
const ACCEPTED = ".pdf,.docx,.xlsx,.dwg,.dxf,.zip";

/** A document's file and its earlier versions, the upload that replaces it, publishing and the bin. */
export function DocumentFiles({ document: d, onDeleted }: { document: DocumentAdmin; onDeleted: () => void }) {
  const { upload, status, remove } = useDocumentWrites();
  const fileRef = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_DOCUMENT_BYTES) {
      toastError("File troppo grande", `Il file supera il limite di ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB`);
      return;
    }
    upload.mutate(
      { id: d.id, file },
      {
        onSuccess: (saved) =>
          toastSuccess("File caricato", `${saved.current?.original_name ?? ""}: l'indirizzo resta ${saved.address}`),
        onError: (error) => toastError("File non caricato", error.message),
        onSettled: () => {
          if (fileRef.current) fileRef.current.value = "";
        },
      },
    );
  };
  const published = d.status === "published";

  return (
    <div className="grid content-start gap-4">
      <section aria-labelledby="document-file">
        <h3 id="document-file" className="font-semibold text-ink">
          File
        </h3>
        <p className="mt-1 text-sm text-muted">
          Indirizzo pubblico: <code>{d.address}</code> (resta lo stesso quando sostituisci il file). PDF, DOCX, XLSX, DWG, DXF o
          ZIP, al massimo {MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.
        </p>
        <label className="btn-secondary mt-3 cursor-pointer">
          {upload.isPending ? "Caricamento…" : d.current ? "Sostituisci il file" : "Carica il file"}
          <input
            ref={fileRef}
            type="file"
            accept={ACCEPTED}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(e) => onFile(e.target.files?.[0])}
          />
        </label>
      </section>
      {d.versions.length > 0 ? (
        <section aria-labelledby="document-versions">
          <h3 id="document-versions" className="font-semibold text-ink">
            Versioni
          </h3>
          <ul className="mt-1 grid gap-1 text-sm" data-testid="document-versions">
            {d.versions.map((v) => (
              <li key={v.id}>
                <a href={v.download_url} className="text-brand-700 underline">
                  {v.original_name}
                </a>{" "}
                <span className="text-muted">
                  {documentFormatLabels[v.format]}, {formatDocumentSize(v.size)} · {formatAdminDateTime(v.uploaded_at)}
                  {v.uploaded_by ? ` · ${v.uploaded_by}` : ""}
                  {v.current ? " · in uso" : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        <button
          type="button"
          className={published ? "btn-secondary" : "btn-primary"}
          disabled={status.isPending || !d.current}
          onClick={() =>
            status.mutate(
              { id: d.id, status: published ? "draft" : "published" },
              {
                onSuccess: (saved) =>
                  toastSuccess(saved.status === "published" ? "Documento pubblicato" : "Documento in bozza", saved.title),
                onError: (error) => toastError("Errore", error.message),
              },
            )
          }
        >
          {published ? "Riporta in bozza" : "Pubblica"}
        </button>
        <button type="button" className="btn-danger" onClick={() => setConfirming(true)}>
          Sposta nel cestino
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        message={`Spostare «${d.title}» nel cestino? Il suo indirizzo smette di rispondere; puoi ripristinarlo per 30 giorni.`}
        confirmLabel="Sposta nel cestino"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(d.id, {
            onSuccess: () => {
              toastSuccess("Documento spostato nel cestino", d.title);
              onDeleted();
            },
            onError: (error) => toastError("Errore", error.message),
            onSettled: () => setConfirming(false),
          })
        }
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
