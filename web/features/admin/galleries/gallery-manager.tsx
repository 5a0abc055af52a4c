import { useQueryClient } from "@tanstack/react-query";
import { Trash2, Upload } from "../../../components/ui/lucide-icons";
import { useId, useRef, useState, type FormEvent } from "react";
import { gallerySectionLabels, gallerySections, type GallerySection } from "../../../../src/shared/gallery-sections";
import { altMessages, hasImageText, type ImageText, NO_IMAGE_TEXT } from "../../../../src/shared/alt-text";
import { galleryPhotoName } from "../../../../src/shared/schemas/gallery";
import { AltTextField } from "../../../components/ui/alt-text-field";
import { ResponsiveImage } from "../../../components/ui/responsive-image";
import { toastError, toastSuccess } from "../../../lib/toast";
import { ImagesState, useConfirmedDelete } from "./confirmed-delete";
import { ACCEPTED_IMAGES } from "../../../lib/upload";
import { refreshAfterWrite, uploadToGallery, useSectionImages } from "./use-gallery-admin";

/** The dashboard's gallery tab (spec §2): section selector, upload form (file and name), grid with delete. */
export function GalleryManager() {
  const [section, setSection] = useState<GallerySection>("aeroporti");
  const images = useSectionImages(section);
  // Spec §8: the dashboard shows the thrown message.
  const confirmedDelete = useConfirmedDelete((error) => error.message || "Delete failed");
  const queryClient = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [text, setText] = useState<ImageText>(NO_IMAGE_TEXT);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const ids = { section: useId(), file: useId(), name: useId() };

  const onUpload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file || !name.trim()) {
      setFormError("Seleziona un file e inserisci un nome");
      return;
    }
    if (!hasImageText(text)) {
      setFormError(altMessages.missing(galleryPhotoName(name.trim())));
      return;
    }
    setFormError(null);
    setUploading(true);
    try {
      await uploadToGallery({ section, name: name.trim(), ...text }, file, () => undefined);
      toastSuccess("Successo", "Immagine aggiunta");
      setName("");
      setText(NO_IMAGE_TEXT);
      if (fileRef.current) fileRef.current.value = "";
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : "Upload failed";
      setFormError(message);
      toastError("Errore", message);
    } finally {
      setUploading(false);
      refreshAfterWrite(queryClient);
    }
  };

  return (
    <div className="grid gap-6" data-testid="gallery-manager">
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={ids.section} className="field-label">
            Sezione
          </label>
          <select
            id={ids.section}
            className="field-input min-w-56"
            value={section}
            onChange={(e) => setSection(e.target.value as GallerySection)}
          >
            {gallerySections.map((key) => (
              <option key={key} value={key}>
                {gallerySectionLabels[key]}
              </option>
            ))}
          </select>
        </div>
        <p className="pb-2 text-sm text-muted">{images.data ? `${images.data.length} immagini in questa sezione` : null}</p>
      </div>

      <form onSubmit={onUpload} noValidate className="card grid gap-4 p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={ids.file} className="field-label">
            File immagine
          </label>
          <input id={ids.file} ref={fileRef} type="file" accept={ACCEPTED_IMAGES} required className="field-input" />
        </div>
        <div>
          <label htmlFor={ids.name} className="field-label">
            Nome
          </label>
          <input
            id={ids.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={200}
            className="field-input"
          />
        </div>
        <div className="sm:col-span-2">
          <AltTextField value={text} onChange={setText} />
        </div>
        <button type="submit" className="btn-primary" disabled={uploading}>
          <Upload aria-hidden="true" className="size-4" />
          {uploading ? "Caricamento..." : "Carica"}
        </button>
        {formError ? (
          <p role="alert" className="text-sm text-danger-700 sm:col-span-3">
            {formError}
          </p>
        ) : null}
      </form>

      <ImagesState images={images} empty="Nessuna immagine in questa sezione.">
        {(list) => (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {list.map((image) => (
              <li key={image.id} className="card overflow-hidden">
                <ResponsiveImage
                  src={image.image_url}
                  srcset={image.srcset}
                  sizes="(min-width: 1024px) 300px, 45vw"
                  width={image.width}
                  height={image.height}
                  alt={image.decorative ? "" : image.alt}
                  className="aspect-[4/3] w-full bg-slate-100 object-cover"
                />
                <div className="flex items-center justify-between gap-2 p-3">
                  <p className="truncate text-sm font-medium text-ink" title={image.name}>
                    {image.name}
                  </p>
                  <button
                    type="button"
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-danger-700 hover:bg-red-50"
                    aria-label={`Elimina ${image.name}`}
                    onClick={() => confirmedDelete.ask(image)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ImagesState>
      {confirmedDelete.dialog}
    </div>
  );
}
