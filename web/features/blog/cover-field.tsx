import { type ImageText, NO_IMAGE_TEXT } from "../../../src/shared/alt-text";
import { AltTextField } from "../../components/ui/alt-text-field";
import { ImageOff, X } from "../../components/ui/lucide-icons";
import { useId } from "react";
import { MediaPickerButton } from "../../components/ui/media-picker";
import { SafeImage } from "../../components/ui/safe-image";
import { ACCEPTED_IMAGES } from "../../lib/upload";
import { UploadList, useUploadQueue } from "./upload-queue";

export interface CoverFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
  /** The words of the field: the cover's unless given (the social image reuses the field). */
  copy?: CoverFieldCopy;
  /** The alt texts of the article's pictures, by address, and how one is changed. */
  texts: Record<string, ImageText>;
  onText: (url: string, text: ImageText) => void;
  /** The message asking for this picture's alt text, when publishing found it missing. */
  textError?: string | undefined;
}

export interface CoverFieldCopy {
  legend: string;
  previewAlt: string;
  empty: string;
  upload: string;
  uploading: string;
  remove: string;
  hint: string;
  testId: string;
  altLabel: string;
}

const COVER_COPY: CoverFieldCopy = {
  legend: "Immagine di copertina",
  previewAlt: "Anteprima della copertina",
  empty: "Nessuna copertina",
  upload: "Carica un'immagine di copertina (JPEG, PNG, WebP o GIF, al massimo 10 MB)",
  uploading: "Caricamento della copertina",
  remove: "Rimuovi la copertina",
  hint: "Senza copertina l'articolo mostra l'immagine predefinita.",
  testId: "cover-preview",
  altLabel: "Testo alternativo della copertina",
};

const fileInputClass =
  "block w-full text-sm text-muted file:mr-3 file:inline-flex file:min-h-10 file:cursor-pointer file:rounded-lg file:border file:border-brand-200 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-50 disabled:opacity-60";

/** The cover of the article: uploaded (with progress) or given by address, with a preview. */
export function CoverField({
  value,
  onChange,
  onBusyChange,
  error,
  copy = COVER_COPY,
  texts,
  onText,
  textError,
}: CoverFieldProps) {
  const address = value.trim();
  const addressId = useId();
  const fileId = useId();
  const errorId = `${addressId}-error`;
  const uploads = useUploadQueue(onChange, onBusyChange);

  return (
    <fieldset className="grid gap-3">
      <legend className="field-label">{copy.legend}</legend>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex aspect-[16/9] w-48 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface">
          {value.trim() ? (
            <SafeImage src={value} alt={copy.previewAlt} className="h-full w-full object-cover" data-testid={copy.testId} />
          ) : (
            <span className="flex flex-col items-center gap-1 text-xs text-muted">
              <ImageOff aria-hidden="true" className="size-5" />
              {copy.empty}
            </span>
          )}
        </div>
        <div className="grid min-w-64 flex-1 gap-3">
          <div>
            <label htmlFor={fileId} className="text-sm text-muted">
              {copy.upload}
            </label>
            <input
              id={fileId}
              type="file"
              accept={ACCEPTED_IMAGES}
              disabled={uploads.busy}
              className={`mt-1 ${fileInputClass}`}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = "";
                void uploads.start(files.slice(0, 1));
              }}
            />
          </div>
          <UploadList items={uploads.items} label={copy.uploading} />
          <div>
            <MediaPickerButton
              onPick={(item) => {
                onChange(item.url);
                onText(item.url, { alt: item.alt, decorative: item.decorative });
              }}
            />
          </div>
          <div>
            <label htmlFor={addressId} className="text-sm text-muted">
              Oppure indica l'indirizzo dell'immagine (https://… o /uploads/…)
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id={addressId}
                type="text"
                inputMode="url"
                value={value}
                onChange={(event) => onChange(event.target.value)}
                placeholder="https://"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="field-input"
              />
              {value ? (
                <button
                  type="button"
                  className="btn-secondary px-3"
                  onClick={() => onChange("")}
                  aria-label={copy.remove}
                  title={copy.remove}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              ) : null}
            </div>
            {error ? (
              <p id={errorId} className="field-error">
                {error}
              </p>
            ) : (
              <p className="mt-1 text-xs text-muted">{copy.hint}</p>
            )}
          </div>
          {address ? (
            <AltTextField
              label={copy.altLabel}
              value={texts[address] ?? NO_IMAGE_TEXT}
              onChange={(text) => onText(address, text)}
              error={textError}
            />
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
