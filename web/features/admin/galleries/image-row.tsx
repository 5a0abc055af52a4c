import { ArrowDown, ArrowUp, Pencil, Trash2 } from "../../../components/ui/lucide-icons";
import { useState, type FormEvent } from "react";
import { DEMO_IMAGE_HINT, type GalleryImageDto, isDemoImage } from "../../../../src/shared/gallery";
import { galleryImageUpdateSchema } from "../../../../src/shared/schemas/gallery";
import { firstIssueMessage } from "../../../../src/shared/schemas/validation";
import { ResponsiveImage } from "../../../components/ui/responsive-image";
import { TextField } from "../../../components/ui/text-field";
import { toastError, toastSuccess } from "../../../lib/toast";
import { useGalleryWrites } from "./use-gallery-admin";

const smallButton =
  "inline-flex size-10 items-center justify-center rounded-md border border-line text-ink hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40";

/** One image of the list: thumbnail, order, and its actions (move up/down, edit in place, delete). */
export function ImageRow({
  image,
  isLast,
  moving,
  onMove,
  onDelete,
}: {
  image: GalleryImageDto;
  isLast: boolean;
  moving: boolean;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { update } = useGalleryWrites();

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = galleryImageUpdateSchema.safeParse({
      name: form.get("name"),
      image_url: form.get("image_url"),
      description: form.get("description"),
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
          toastSuccess("Successo", "Immagine aggiornata");
          setEditing(false);
        },
        onError: (e) => {
          setError(e.message);
          toastError("Errore", "Errore durante l'aggiornamento dell'immagine");
        },
      },
    );
  };

  return (
    <li className="card flex flex-col gap-4 p-3 sm:flex-row sm:items-start" data-testid="admin-image-row">
      <ResponsiveImage
        src={image.image_url}
        srcset={image.srcset}
        sizes="160px"
        width={image.width}
        height={image.height}
        alt={image.name}
        className="aspect-[4/3] w-full shrink-0 rounded-lg bg-slate-100 object-cover sm:w-40"
      />
      {editing ? (
        <form onSubmit={onSave} noValidate className="grid flex-1 gap-3">
          <TextField label="Nome" name="name" defaultValue={image.name} required maxLength={200} />
          <TextField label="URL immagine" name="image_url" defaultValue={image.image_url} required />
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
            <button type="button" className="btn-secondary min-h-10" onClick={() => setEditing(false)}>
              Annulla
            </button>
          </div>
        </form>
      ) : (
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted">
            Posizione <span data-testid="image-order">{image.display_order}</span>
          </p>
          <p className="truncate font-semibold text-ink" data-testid="image-name">
            {image.name}
          </p>
          {image.description ? <p className="mt-1 text-sm text-muted">{image.description}</p> : null}
          {isDemoImage(image.name) ? (
            <p className="mt-1 text-sm text-amber-800" data-testid="demo-hint">
              {DEMO_IMAGE_HINT}
            </p>
          ) : null}
          <p className="mt-1 truncate text-xs text-muted">
            {image.width && image.height ? `${image.width}×${image.height} · ` : ""}
            {image.image_url}
          </p>
        </div>
      )}
      {editing ? null : (
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className={smallButton}
            aria-label={`Sposta su ${image.name}`}
            disabled={image.display_order === 1 || moving}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={smallButton}
            aria-label={`Sposta giù ${image.name}`}
            disabled={isLast || moving}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
          <button type="button" className={smallButton} aria-label={`Modifica ${image.name}`} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={`${smallButton} text-danger-700 hover:bg-red-50`}
            aria-label={`Elimina ${image.name}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </li>
  );
}
