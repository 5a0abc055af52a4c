import { Plus, Upload } from "../../../components/ui/lucide-icons";
import { useId, useRef, useState, type FormEvent } from "react";
import type { GallerySection } from "../../../../src/shared/gallery-sections";
import { galleryImageCreateSchema } from "../../../../src/shared/schemas/gallery";
import { firstIssueMessage } from "../../../../src/shared/schemas/validation";
import { type ImageText, NO_IMAGE_TEXT } from "../../../../src/shared/alt-text";
import { AltTextField } from "../../../components/ui/alt-text-field";
import { TextField } from "../../../components/ui/text-field";
import { useUnsavedChanges } from "../../../components/ui/unsaved-changes";
import { toastError, toastSuccess } from "../../../lib/toast";
import { ACCEPTED_IMAGES } from "../../../lib/upload";
import { useGalleryWrites } from "./use-gallery-admin";

/** Add one image: name and image URL (typed, or filled by uploading a file), optional description. */
export function AddImageForm({ section }: { section: GallerySection }) {
  const { add, uploadOnly } = useGalleryWrites();
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [text, setText] = useState<ImageText>(NO_IMAGE_TEXT);
  const [error, setError] = useState<string | null>(null);
  useUnsavedChanges(name !== "" || url !== "" || description !== "" || text.alt !== "");
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = galleryImageCreateSchema.safeParse({ section, name, image_url: url, description, ...text });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess("Successo", "Immagine aggiunta");
        setName("");
        setUrl("");
        setDescription("");
        setText(NO_IMAGE_TEXT);
      },
      onError: (e) => {
        setError(e.message);
        toastError("Errore", "Errore durante l'aggiunta dell'immagine");
      },
    });
  };

  const onFile = () => {
    const file = fileRef.current?.files?.[0];
    if (!file) return;
    uploadOnly.mutate(file, {
      onSuccess: (answer) => {
        setUrl(answer.url);
        setError(null);
      },
      onError: (e) => {
        setError(e.message);
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
      <TextField label="Nome" name="name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
      <div className="grid gap-2">
        <TextField
          label="URL immagine"
          name="image_url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://… oppure carica un file"
          required
        />
        <label htmlFor={fileId} className="btn-secondary min-h-10 w-fit cursor-pointer px-3 text-sm">
          <Upload aria-hidden="true" className="size-4" />
          {uploadOnly.isPending ? "Caricamento..." : "Carica un file"}
        </label>
        <input id={fileId} ref={fileRef} type="file" accept={ACCEPTED_IMAGES} className="sr-only" onChange={onFile} />
      </div>
      {url ? <img src={url} alt="" className="h-24 w-fit max-w-full rounded-lg border border-line object-contain" /> : null}
      <AltTextField value={text} onChange={setText} />
      <TextField
        label="Descrizione (facoltativa)"
        name="description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={1000}
      />
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-fit" disabled={add.isPending || uploadOnly.isPending}>
        <Plus aria-hidden="true" className="size-4" />
        Aggiungi
      </button>
    </form>
  );
}
