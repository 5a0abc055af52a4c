import { Upload } from "../../components/ui/lucide-icons";
import { useId, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toastError, toastSuccess } from "../../lib/toast";
import { BACKUPS_KEY } from "./api/get-backups";
import { uploadArchive } from "./backups-api";

/** Upload a downloaded backup (.tar) so that it can be restored here; its checks run on the server. */
export function UploadBackup({ busy }: { busy: boolean }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const queryClient = useQueryClient();

  const send = async () => {
    if (!file) return;
    setProgress(0);
    try {
      await uploadArchive(file, setProgress);
      toastSuccess("Backup caricato", "La verifica è in corso: al termine comparirà nell'elenco.");
      setFile(null);
      if (input.current) input.current.value = "";
    } catch (error) {
      toastError("Backup non caricato", (error as Error).message);
    } finally {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: BACKUPS_KEY });
    }
  };

  return (
    <div className="card p-6">
      <h2 className="text-xl font-semibold text-ink">Carica un backup</h2>
      <p className="mt-1 text-sm text-muted">
        Un file .tar scaricato da questa pagina (anche da un altro server): viene verificato e aggiunto all'elenco, da cui puoi
        ripristinarlo.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="sr-only">
          File del backup
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept=".tar,application/x-tar"
          className="text-sm"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <button type="button" className="btn-secondary" disabled={!file || busy || progress !== null} onClick={() => void send()}>
          <Upload aria-hidden="true" className="size-4" />
          Carica backup
        </button>
      </div>
      {progress !== null ? (
        <p role="status" className="mt-2 text-sm text-muted">
          Invio in corso: {Math.round(progress * 100)}%
        </p>
      ) : busy ? (
        <p className="mt-2 text-sm text-muted">Attendi la fine dell'operazione in corso.</p>
      ) : null}
    </div>
  );
}
