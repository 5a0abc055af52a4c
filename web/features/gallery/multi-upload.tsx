import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Loader2, Upload, XCircle } from "../../components/ui/lucide-icons";
import { useId, useRef, useState } from "react";
import { altMessages, hasImageText, type ImageText, NO_IMAGE_TEXT } from "../../../src/shared/alt-text";
import { galleryPhotoName } from "../../../src/shared/schemas/gallery";
import { AltTextField } from "../../components/ui/alt-text-field";
import type { GallerySection } from "../../../src/shared/gallery-sections";
import { ProgressBar } from "../../components/ui/progress-bar";
import { toastError, toastSuccess } from "../../lib/toast";
import { ACCEPTED_IMAGES } from "../../lib/upload";
import { nameFromFile, refreshAfterWrite, uploadToGallery } from "./use-gallery-admin";

type FileState = "waiting" | "uploading" | "done" | "failed";

interface QueuedFile {
  key: string;
  file: File;
  progress: number;
  state: FileState;
  error?: string;
  /** Each photo is described on its own (never by its file name), or marked decorative. */
  text: ImageText;
  /** A small copy of the picture, for its thumbnail in the queue. */
  preview?: string;
}

/** A 96 px wide copy of a chosen picture, as a data: address (the only local kind the page may show); null when the browser cannot read it. */
async function thumbnailOf(file: File): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file, { resizeWidth: 96, resizeQuality: "medium" });
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return canvas.toDataURL("image/jpeg", 0.8);
  } catch {
    return null;
  }
}

const stateLabel: Record<FileState, string> = {
  waiting: "In attesa",
  uploading: "Caricamento in corso",
  done: "Caricato",
  failed: "Non caricato",
};

/**
 * Several files at once (spec §4): each gets a thumbnail, its own alt text to fill (or the decorative
 * mark), a progress bar, and ends marked done or failed. Files go one after another, so the new images
 * keep the order they were chosen in (count + index + 1).
 */
export function MultiUpload({ section }: { section: GallerySection }) {
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [running, setRunning] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const patch = (key: string, change: Partial<QueuedFile>) =>
    setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const onChoose = () => {
    const files = [...(inputRef.current?.files ?? [])];
    const next: QueuedFile[] = files.map((file, i) => ({
      key: `${Date.now()}-${i}`,
      file,
      progress: 0,
      state: "waiting",
      text: NO_IMAGE_TEXT,
    }));
    setQueue(next);
    for (const item of next) {
      void thumbnailOf(item.file).then((preview) => {
        if (preview) patch(item.key, { preview });
      });
    }
  };

  const onStart = async () => {
    const undescribed = queue.filter((item) => item.state !== "done" && !hasImageText(item.text));
    if (undescribed.length > 0) {
      setQueue((items) =>
        items.map((item) =>
          undescribed.includes(item) ? { ...item, error: altMessages.missing(galleryPhotoName(item.file.name)) } : item,
        ),
      );
      toastError("Errore", altMessages.missing(galleryPhotoName(undescribed[0]?.file.name ?? "")));
      return;
    }
    setRunning(true);
    let failed = 0;
    let done = 0;
    for (const item of queue) {
      if (item.state === "done") continue;
      patch(item.key, { state: "uploading", progress: 0, error: undefined });
      try {
        await uploadToGallery({ section, name: nameFromFile(item.file.name), ...item.text }, item.file, (progress) =>
          patch(item.key, { progress }),
        );
        patch(item.key, { state: "done", progress: 1 });
        done += 1;
      } catch (error) {
        patch(item.key, { state: "failed", error: error instanceof Error ? error.message : String(error) });
        failed += 1;
      }
    }
    setRunning(false);
    refreshAfterWrite(queryClient);
    if (inputRef.current) inputRef.current.value = "";
    if (failed > 0) toastError("Errore", "Alcuni file non sono stati caricati");
    else if (done > 0) toastSuccess("Successo", done === 1 ? "Immagine aggiunta" : `${done} immagini aggiunte`);
  };

  const pending = queue.filter((item) => item.state !== "done").length;

  return (
    <div className="card grid content-start gap-4 p-5" data-testid="multi-upload">
      <h2 className="text-lg font-semibold text-brand-900">Caricamento multiplo</h2>
      <div>
        <label htmlFor={inputId} className="field-label">
          Scegli le immagini (JPEG, PNG, WebP o GIF, al massimo 10 MB ciascuna)
        </label>
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          accept={ACCEPTED_IMAGES}
          multiple
          className="field-input"
          onChange={onChoose}
          disabled={running}
        />
      </div>
      {queue.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3" aria-label="File da caricare">
          {queue.map((item) => (
            <li key={item.key} className="grid gap-2" data-testid="upload-item" data-state={item.state}>
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="flex min-w-0 items-center gap-2">
                  {item.preview ? (
                    <img src={item.preview} alt="" className="size-12 shrink-0 rounded object-cover" />
                  ) : (
                    <span className="size-12 shrink-0 rounded bg-slate-100" />
                  )}
                  <span className="truncate font-medium text-ink">{item.file.name}</span>
                </span>
                <span className="flex shrink-0 items-center gap-1 text-muted">
                  {item.state === "done" ? <CheckCircle2 aria-hidden="true" className="size-4 text-accent-600" /> : null}
                  {item.state === "failed" ? <XCircle aria-hidden="true" className="size-4 text-danger-600" /> : null}
                  {item.state === "uploading" ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
                  {stateLabel[item.state]}
                </span>
              </div>
              <ProgressBar
                label={`Avanzamento di ${item.file.name}`}
                progress={item.progress}
                fill={item.state === "failed" ? "bg-danger-600" : item.state === "done" ? "bg-accent-600" : "bg-brand-600"}
              />
              {item.state === "done" ? null : (
                <AltTextField
                  label={`Testo alternativo di ${item.file.name}`}
                  value={item.text}
                  disabled={running}
                  onChange={(text) => patch(item.key, { text, error: undefined })}
                />
              )}
              {item.error ? <p className="text-xs text-danger-700">{item.error}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="btn-primary w-fit" onClick={() => void onStart()} disabled={running || pending === 0}>
        <Upload aria-hidden="true" className="size-4" />
        {running ? "Caricamento..." : pending > 0 ? `Carica ${pending} ${pending === 1 ? "immagine" : "immagini"}` : "Carica"}
      </button>
    </div>
  );
}
