import { useRef, useState, type FormEvent } from "react";
import type { GalleryImageDto } from "../../../../src/shared/gallery";
import { galleryImageUpdateSchema } from "../../../../src/shared/schemas/gallery";
import { firstIssueMessage } from "../../../../src/shared/schemas/validation";
import type { ImageText } from "../../../../src/shared/alt-text";
import { AltTextField } from "../../../components/ui/alt-text-field";
import { TextField } from "../../../components/ui/text-field";
import { useFormChanges } from "../../../components/ui/unsaved-changes";
import { toastError, toastSuccess } from "../../../lib/toast";
import { useGalleryWrites } from "./use-gallery-admin";

/** Edits one image in place: name, address, alt text (or decorative), description. Leaving with unsaved changes asks first. */
export function EditImageForm({ image, onDone }: { image: GalleryImageDto; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState<ImageText>({ alt: image.alt, decorative: image.decorative });
  const { update } = useGalleryWrites();
  const formRef = useRef<HTMLFormElement>(null);
  const { markSaved } = useFormChanges(formRef);

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = galleryImageUpdateSchema.safeParse({
      name: form.get("name"),
      image_url: form.get("image_url"),
      description: form.get("description"),
      ...text,
    });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    setError(null);
    update.mutate(
      { id: image.id, ...parsed.data },
      {
        onSuccess: () => {
          markSaved();
          toastSuccess("Successo", "Immagine aggiornata");
          onDone();
        },
        onError: (e) => {
          setError(e.message);
          toastError("Errore", "Errore durante l'aggiornamento dell'immagine");
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={onSave} noValidate className="grid flex-1 gap-3">
      <TextField label="Nome" name="name" defaultValue={image.name} required maxLength={200} />
      <TextField label="URL immagine" name="image_url" defaultValue={image.image_url} required />
      <AltTextField value={text} onChange={setText} name="gallery" />
      <TextField label="Descrizione" name="description" defaultValue={image.description ?? ""} maxLength={1000} />
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary min-h-10" disabled={update.isPending}>
          Salva
        </button>
        <button type="button" className="btn-secondary min-h-10" onClick={() => onDone()}>
          Annulla
        </button>
      </div>
    </form>
  );
}
