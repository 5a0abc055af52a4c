import { CheckCircle2, Loader2, XCircle } from "../../components/ui/lucide-icons";
import { useCallback, useRef, useState } from "react";
import { blogMessages } from "../../../src/shared/schemas/blog";
import { ProgressBar } from "../../components/ui/progress-bar";
import { toastError, toastSuccess } from "../../lib/toast";
import { imageFileProblem } from "../../lib/upload";
import { uploadBlogImage } from "./upload-image";

type UploadState = "waiting" | "uploading" | "done" | "failed";

export interface UploadItem {
  key: string;
  name: string;
  progress: number;
  state: UploadState;
  error?: string;
}

const stateLabel: Record<UploadState, string> = {
  waiting: "In attesa",
  uploading: "Caricamento in corso",
  done: "Caricata",
  failed: "Non caricata",
};

/**
 * Uploads chosen files one after another (so the pictures keep the order they were chosen in),
 * each with its progress and its end state (spec §4: uploading, done, failed).
 */
export function useUploadQueue(onUploaded: (url: string) => void, onBusyChange?: (busy: boolean) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const counter = useRef(0);

  const patch = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const start = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const queued = files.map((file) => {
        counter.current += 1;
        return { file, key: `u${counter.current}` };
      });
      setItems(queued.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: "waiting" })));
      setBusy(true);
      onBusyChange?.(true);
      let done = 0;
      let failed = 0;
      for (const { file, key } of queued) {
        const problem = imageFileProblem(file);
        if (problem) {
          patch(key, { state: "failed", error: problem });
          failed += 1;
          continue;
        }
        patch(key, { state: "uploading" });
        try {
          const answer = await uploadBlogImage(file, (progress) => patch(key, { progress }));
          patch(key, { state: "done", progress: 1 });
          onUploaded(answer.imageUrl);
          done += 1;
        } catch (error) {
          patch(key, { state: "failed", error: error instanceof Error ? error.message : String(error) });
          failed += 1;
        }
      }
      setBusy(false);
      onBusyChange?.(false);
      if (failed > 0) toastError("Errore", queued.length > 1 ? "Alcuni file non sono stati caricati" : blogMessages.uploadFailed);
      else if (done > 0) toastSuccess("Successo", done === 1 ? "Immagine aggiunta" : `${done} immagini aggiunte`);
    },
    [onUploaded, onBusyChange, patch],
  );

  return { items, busy, start };
}

/** The files of the last upload, each with its progress bar and state. */
export function UploadList({ items, label }: { items: readonly UploadItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={label}>
      {items.map((item) => (
        <li
          key={item.key}
          data-testid="upload-item"
          data-state={item.state}
          className="rounded-lg border border-line bg-white px-3 py-2 text-sm"
        >
          <div className="flex items-center gap-2">
            {item.state === "done" ? (
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-accent-600" />
            ) : item.state === "failed" ? (
              <XCircle aria-hidden="true" className="size-4 shrink-0 text-danger-600" />
            ) : (
              <Loader2
                aria-hidden="true"
                className={`size-4 shrink-0 text-brand-600 ${item.state === "uploading" ? "animate-spin" : ""}`}
              />
            )}
            <span className="min-w-0 flex-1 truncate text-ink">{item.name}</span>
            <span className="shrink-0 text-xs text-muted">{stateLabel[item.state]}</span>
          </div>
          {item.state === "uploading" || item.state === "waiting" ? (
            <ProgressBar label={`Caricamento di ${item.name}`} progress={item.progress} className="mt-2 h-1.5" />
          ) : null}
          {item.error ? <p className="mt-1 text-xs text-danger-700">{item.error}</p> : null}
        </li>
      ))}
    </ul>
  );
}
