import { Copy, Download } from "../../components/ui/lucide-icons";
import { toastError, toastSuccess } from "../../lib/toast";

/** The codes as a text file: one a line, with what they are and for which site. */
function codesText(codes: string[]): string {
  return `Codici di recupero dell'area riservata di ${window.location.host}\nOgni codice vale per un solo accesso senza il telefono.\n\n${codes.join("\n")}\n`;
}

/** The 10 recovery codes, shown once: copy them or keep them as a file. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toastSuccess("Codici copiati", "Incollali in un posto sicuro, come un gestore di password.");
    } catch {
      toastError(
        "Copia non riuscita",
        "Il browser non permette di copiare: seleziona i codici e copiali a mano, oppure scaricali.",
      );
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([codesText(codes)], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `codici-di-recupero-${window.location.hostname}.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div role="status" className="rounded-lg border-2 border-brand-600 p-4" data-testid="recovery-codes">
      <p className="font-semibold text-ink">Codici di recupero</p>
      <p className="mt-1 text-sm text-muted">
        Salvali in un posto sicuro: ognuno permette un accesso senza il telefono, una sola volta. Non verranno più mostrati.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copia
        </button>
        <button type="button" className="btn-secondary" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          Scarica
        </button>
        <button type="button" className="btn-primary" onClick={onDone}>
          Ho salvato i codici
        </button>
      </div>
    </div>
  );
}
