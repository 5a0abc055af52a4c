import { optionsOf, SelectField } from "../../components/ui/select-field";
import { PhotoTextField } from "./photo-text-field";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2, Upload } from "../../components/ui/lucide-icons";
import { type FormEvent, useRef, useState } from "react";
import { gallerySectionLabels, gallerySections, type GallerySection } from "../../../src/shared/gallery-sections";
import { galleryUploadFieldsSchema } from "../../../src/shared/schemas/gallery";
import { ErrorNote } from "../../components/ui/error-note";
import { Field } from "../../components/ui/field";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { TextField } from "../../components/ui/text-field";
import { showServerError, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { ImagesState, useConfirmedDelete } from "./confirmed-delete";
import { ACCEPTED_IMAGES, MISSING_FILE } from "../../lib/upload";
import { refreshAfterWrite, uploadToGallery, useSectionImages } from "./use-gallery-admin";

const emptyUpload = (section: GallerySection) => ({ section, name: "", alt: "", decorative: false });

/** The dashboard's gallery tab (spec §2): section selector, upload form (file and name), grid with delete. */
export function GalleryManager() {
  const [section, setSection] = useState<GallerySection>("aeroporti");
  const images = useSectionImages(section);
  // Spec §8: the dashboard shows the thrown message.
  const confirmedDelete = useConfirmedDelete((error) => error.message || "Delete failed");
  const queryClient = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  // The text fields are checked by the schema the server checks the upload's fields with.
  const form = useSchemaForm(galleryUploadFieldsSchema, { defaultValues: emptyUpload(section) });
  const { register, handleSubmit, setValue, reset } = form;
  const { errors, isSubmitting } = form.formState;

  const chooseSection = (next: GallerySection) => {
    setSection(next);
    setValue("section", next);
  };

  const upload = handleSubmit(async (fields) => {
    const file = fileRef.current?.files?.[0];
    if (!file) return;
    try {
      const text = { alt: fields.alt ?? "", decorative: fields.decorative ?? false };
      await uploadToGallery({ section: fields.section, name: fields.name, ...text }, file, () => undefined);
      toastSuccess("Successo", "Immagine aggiunta");
      reset(emptyUpload(section));
      if (fileRef.current) fileRef.current.value = "";
    } catch (error) {
      const failure = error instanceof Error && error.message ? error : new Error("Upload failed");
      showServerError(form, failure);
      toastError("Errore", failure.message);
    } finally {
      refreshAfterWrite(queryClient);
    }
  });
  /** The file is asked for with the fields, in one go. */
  const onUpload = (event: FormEvent<HTMLFormElement>) => {
    setFileError(fileRef.current?.files?.[0] ? undefined : MISSING_FILE);
    void upload(event);
  };

  return (
    <div className="grid gap-6" data-testid="gallery-manager">
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label="Sezione"
          className="min-w-56"
          value={section}
          onChange={(e) => chooseSection(e.target.value as GallerySection)}
          options={optionsOf(gallerySections, gallerySectionLabels)}
        />
        <p className="pb-2 text-sm text-muted">{images.data ? `${images.data.length} immagini in questa sezione` : null}</p>
      </div>

      <form
        onSubmit={onUpload}
        noValidate
        className="card grid gap-4 p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        aria-label="Carica un'immagine"
      >
        <Field label="File immagine" error={fileError}>
          {(control) => (
            <input
              {...control}
              ref={fileRef}
              type="file"
              accept={ACCEPTED_IMAGES}
              required
              className="field-input"
              onChange={() => setFileError(undefined)}
            />
          )}
        </Field>
        <TextField label="Nome" {...register("name")} required maxLength={200} error={errors.name?.message} />
        <div className="sm:col-span-2">
          <PhotoTextField form={form} error={errors.alt?.message} />
        </div>
        <button type="submit" className="btn-primary sm:mt-7" disabled={isSubmitting}>
          <Upload aria-hidden="true" className="size-4" />
          {isSubmitting ? "Caricamento..." : "Carica"}
        </button>
        <ErrorNote error={errors.root?.server} className="sm:col-span-3" />
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
