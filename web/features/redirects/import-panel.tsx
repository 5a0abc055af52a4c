import { Download } from "../../components/ui/lucide-icons";
import { type FormEvent, useRef } from "react";
import { toastSuccess } from "../../lib/toast";
import { useImportRules } from "./redirects-api";

/** CSV import (old,new,code) of a whole old site, with the rows that failed listed by line, and the export. */
export function ImportPanel() {
  const importRules = useImportRules();
  const fileRef = useRef<HTMLInputElement>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return;
    importRules.mutate(file, {
      onSuccess: (report) => {
        toastSuccess("Importazione completata", `${report.created} regole create, ${report.updated} aggiornate`);
        if (fileRef.current) fileRef.current.value = "";
      },
    });
  };
  const report = importRules.data;
  return (
    <section aria-labelledby="redirect-import-title" className="card p-6">
      <h2 id="redirect-import-title" className="text-lg font-semibold text-ink">
        Importa ed esporta
      </h2>
      <p className="mt-1 text-sm text-muted">
        Un file CSV con le colonne old,new,code (per esempio <code>/chi-siamo.php,/servizi,301</code>); il codice può mancare
        (301). Una regola con lo stesso vecchio indirizzo viene sostituita.
      </p>
      <form onSubmit={onSubmit} className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="redirect-import-file" className="field-label">
            File CSV
          </label>
          <input
            id="redirect-import-file"
            ref={fileRef}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="field-input"
            required
          />
        </div>
        <button type="submit" className="btn-primary" disabled={importRules.isPending}>
          {importRules.isPending ? "Importazione in corso..." : "Importa"}
        </button>
        <a className="btn-secondary" href="/api/redirects/export" download>
          <Download aria-hidden="true" className="size-4" />
          Esporta CSV
        </a>
      </form>
      {importRules.isError ? (
        <p role="alert" className="field-error">
          {importRules.error.message}
        </p>
      ) : null}
      {report ? (
        <div className="mt-4 text-sm" data-testid="redirect-import-report">
          <p>
            {report.created} regole create, {report.updated} aggiornate, {report.errors.length} righe non importate.
          </p>
          {report.errors.length > 0 ? (
            <ul className="mt-2 max-h-60 list-disc overflow-y-auto pl-5 text-danger-700">
              {report.errors.map((error) => (
                <li key={error.line}>{error.message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
