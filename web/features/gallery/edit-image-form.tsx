import type { GalleryImageDto } from "../../../src/shared/gallery";
import { PhotoTextField } from "./photo-text-field";
import { galleryImageUpdateSchema } from "../../../src/shared/schemas/gallery";
import { TextField } from "../../components/ui/text-field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { showServerError, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { photoFormMessage } from "./image-form-fields";
import { useGalleryWrites } from "./use-gallery-admin";

/** Edits one image in place: name, address, alt text (or decorative), description. Leaving with unsaved changes asks first. */
export function EditImageForm({ image, onDone }: { image: GalleryImageDto; onDone: () => void }) {
  const { update } = useGalleryWrites();
  const form = useSchemaForm(galleryImageUpdateSchema, {
    defaultValues: {
      name: image.name,
      image_url: image.image_url,
      description: image.description ?? "",
      alt: image.alt,
      decorative: image.decorative,
    },
  });
  const { register, handleSubmit, reset } = form;
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const message = photoFormMessage(errors);

  const onSave = handleSubmit((values) =>
    update.mutate(
      { id: image.id, ...values },
      {
        onSuccess: () => {
          reset(form.getValues());
          toastSuccess("Successo", "Immagine aggiornata");
          onDone();
        },
        onError: (e) => {
          showServerError(form, e);
          toastError("Errore", "Errore durante l'aggiornamento dell'immagine");
        },
      },
    ),
  );

  return (
    <form onSubmit={onSave} noValidate className="grid flex-1 gap-3">
      <TextField label="Nome" {...register("name")} required maxLength={200} aria-invalid={errors.name ? true : undefined} />
      <TextField label="URL immagine" {...register("image_url")} required aria-invalid={errors.image_url ? true : undefined} />
      <PhotoTextField form={form} name="gallery" />
      <TextField label="Descrizione" {...register("description")} maxLength={1000} />
      {message ? (
        <p role="alert" className="text-sm text-danger-700">
          {message}
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
