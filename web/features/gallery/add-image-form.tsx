import { Plus, Upload } from "../../components/ui/lucide-icons";
import { PhotoTextField } from "./photo-text-field";
import { useId, useRef } from "react";
import type { GallerySection } from "../../../src/shared/gallery-sections";
import { galleryImageCreateSchema } from "../../../src/shared/schemas/gallery";
import { TextField } from "../../components/ui/text-field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { showServerError, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { ACCEPTED_IMAGES } from "../../lib/upload";
import { photoFormMessage } from "./image-form-fields";
import { useGalleryWrites } from "./use-gallery-admin";

const emptyPhoto = (section: GallerySection) => ({
  section,
  name: "",
  image_url: "",
  description: "",
  alt: "",
  decorative: false,
});

/** Add one image: name and image URL (typed, or filled by uploading a file), alt text, optional description. */
export function AddImageForm({ section }: { section: GallerySection }) {
  const { add, uploadOnly } = useGalleryWrites();
  const form = useSchemaForm(galleryImageCreateSchema, { defaultValues: emptyPhoto(section) });
  const { register, handleSubmit, setValue, watch, reset, clearErrors } = form;
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const message = photoFormMessage(errors);
  const url = watch("image_url");
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();

  const onSubmit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        toastSuccess("Successo", "Immagine aggiunta");
        reset(emptyPhoto(section));
      },
      onError: (e) => {
        showServerError(form, e);
        toastError("Errore", "Errore durante l'aggiunta dell'immagine");
      },
    }),
  );

  const onFile = () => {
    const file = fileRef.current?.files?.[0];
    if (!file) return;
    clearErrors("root.server");
    uploadOnly.mutate(file, {
      onSuccess: (answer) =>
        setValue("image_url", answer.url, { shouldDirty: true, shouldValidate: errors.image_url !== undefined }),
      onError: (e) => {
        // The latest refusal is the one the form says, as it is about what was just done.
        clearErrors();
        form.setError("root.server", { type: "server", message: e.message });
        toastError("Errore", "Errore durante il caricamento dell'immagine");
      },
      onSettled: () => {
        if (fileRef.current) fileRef.current.value = "";
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="card grid content-start gap-4 p-5" aria-label="Aggiungi immagine">
      <h2 className="text-lg font-semibold text-brand-900">Aggiungi immagine</h2>
      <TextField label="Nome" {...register("name")} required maxLength={200} aria-invalid={errors.name ? true : undefined} />
      <div className="grid gap-2">
        <TextField
          label="URL immagine"
          {...register("image_url")}
          placeholder="https://… oppure carica un file"
          required
          aria-invalid={errors.image_url ? true : undefined}
        />
        <label htmlFor={fileId} className="btn-secondary min-h-10 w-fit cursor-pointer px-3 text-sm">
          <Upload aria-hidden="true" className="size-4" />
          {uploadOnly.isPending ? "Caricamento..." : "Carica un file"}
        </label>
        <input id={fileId} ref={fileRef} type="file" accept={ACCEPTED_IMAGES} className="sr-only" onChange={onFile} />
      </div>
      {url ? <img src={url} alt="" className="h-24 w-fit max-w-full rounded-lg border border-line object-contain" /> : null}
      <PhotoTextField form={form} />
      <TextField label="Descrizione (facoltativa)" {...register("description")} maxLength={1000} />
      {message ? (
        <p role="alert" className="text-sm text-danger-700">
          {message}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-fit" disabled={add.isPending || uploadOnly.isPending}>
        <Plus aria-hidden="true" className="size-4" />
        Aggiungi
      </button>
    </form>
  );
}
