import { type ImageText, NO_IMAGE_TEXT } from "../../../src/shared/alt-text";
import { AltTextField } from "../../components/ui/alt-text-field";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "../../components/ui/lucide-icons";
import { useId, useState } from "react";
import { MediaPickerButton } from "../../components/ui/media-picker";
import { SafeImage } from "../../components/ui/safe-image";
import { imageAddressProblem } from "./image-address";
import { ACCEPTED_IMAGES } from "../../lib/upload";
import { UploadList, useUploadQueue } from "./upload-queue";

export interface ArticleImagesFieldProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Appends one picture (uploads finish one by one, after the list given as `value` was drawn). */
  onAdd: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
  /** The alt texts of the article's pictures, by address, and how one is changed. */
  texts: Record<string, ImageText>;
  onText: (url: string, text: ImageText) => void;
  /** The message asking for a picture's alt text, for the picture publishing found without one. */
  textErrorFor: (url: string) => string | undefined;
}

const move = (list: readonly string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-md text-ink hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

/** 'Immagini dell'articolo': upload or add by address, reorder (up disabled on the first, spec §5) and remove. */
export function ArticleImagesField({
  value,
  onChange,
  onAdd,
  onBusyChange,
  error,
  texts,
  onText,
  textErrorFor,
}: ArticleImagesFieldProps) {
  const id = useId();
  const fileId = useId();
  const uploads = useUploadQueue(onAdd, onBusyChange);
  const [address, setAddress] = useState("");
  const [addressError, setAddressError] = useState<string | null>(null);

  const add = () => {
    const problem = imageAddressProblem(address);
    if (problem) {
      setAddressError(problem);
      return;
    }
    onAdd(address.trim());
    setAddress("");
    setAddressError(null);
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="field-label">Immagini dell'articolo</legend>
      {value.length === 0 ? (
        <p className="text-sm text-muted">Nessuna immagine: quelle aggiunte compaiono in fondo all'articolo, in una galleria.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Immagini dell'articolo, in ordine">
          {value.map((src, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice; its place tells the two apart.
              key={`${src}-${index}`}
              data-testid="article-image"
              className="grid gap-2 rounded-lg border border-line bg-white p-2"
            >
              <div className="flex items-center gap-3">
                <SafeImage src={src} alt="" className="size-14 shrink-0 rounded-md bg-surface object-cover" />
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink" title={src}>
                  Immagine {index + 1}
                  <span className="block truncate text-xs font-normal text-muted">{src.slice(src.lastIndexOf("/") + 1)}</span>
                </span>
                <button
                  type="button"
                  className={iconButton}
                  disabled={index === 0}
                  onClick={() => onChange(move(value, index, index - 1))}
                  aria-label={`Sposta su l'immagine ${index + 1}`}
                  title="Sposta su"
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(move(value, index, index + 1))}
                  aria-label={`Sposta giù l'immagine ${index + 1}`}
                  title="Sposta giù"
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={`${iconButton} text-danger-700 hover:bg-red-50`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                  aria-label={`Rimuovi l'immagine ${index + 1}`}
                  title="Rimuovi"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
              <AltTextField
                label={`Testo alternativo dell'immagine ${index + 1}`}
                value={texts[src] ?? NO_IMAGE_TEXT}
                onChange={(text) => onText(src, text)}
                error={textErrorFor(src)}
              />
            </li>
          ))}
        </ol>
      )}
      <div>
        <label htmlFor={fileId} className="text-sm text-muted">
          Carica immagini (anche più di una: JPEG, PNG, WebP o GIF, al massimo 10 MB ciascuna)
        </label>
        <input
          id={fileId}
          type="file"
          accept={ACCEPTED_IMAGES}
          multiple
          disabled={uploads.busy}
          className="mt-1 block w-full text-sm text-muted file:mr-3 file:inline-flex file:min-h-10 file:cursor-pointer file:rounded-lg file:border file:border-brand-200 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-50 disabled:opacity-60"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            void uploads.start(files);
          }}
        />
      </div>
      <UploadList items={uploads.items} label="Caricamento delle immagini" />
      <div>
        <MediaPickerButton
          onPick={(item) => {
            onAdd(item.url);
            onText(item.url, { alt: item.alt, decorative: item.decorative });
          }}
        />
      </div>
      <div>
        <label htmlFor={id} className="text-sm text-muted">
          Oppure aggiungi un'immagine dal suo indirizzo
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={id}
            type="text"
            inputMode="url"
            value={address}
            placeholder="https://"
            onChange={(event) => {
              setAddress(event.target.value);
              setAddressError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
            aria-invalid={addressError ? true : undefined}
            aria-describedby={addressError ? `${id}-error` : undefined}
            className="field-input"
          />
          <button type="button" className="btn-secondary" onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            Aggiungi
          </button>
        </div>
        {addressError ? (
          <p id={`${id}-error`} className="field-error">
            {addressError}
          </p>
        ) : null}
      </div>
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}
