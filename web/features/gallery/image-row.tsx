import { ArrowDown, ArrowUp, Pencil, Trash2 } from "../../components/ui/lucide-icons";
import { type CSSProperties, type ReactNode, useState } from "react";
import { DEMO_IMAGE_HINT, type GalleryImageDto, isDemoImage } from "../../../src/shared/gallery";
import { hasImageText } from "../../../src/shared/alt-text";
import { MissingAltBadge } from "../../components/ui/alt-text-field";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { EditImageForm } from "./edit-image-form";

const smallButton =
  "inline-flex size-10 items-center justify-center rounded-md border border-line text-ink hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40";

/** One image of the list: thumbnail, order, and its actions (move up/down, edit in place, delete). */
export function ImageRow({
  image,
  isLast,
  moving,
  onMove,
  onDelete,
  sortable,
}: {
  image: GalleryImageDto;
  isLast: boolean;
  moving: boolean;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
  /** Drag and drop: the row's node, its moving style and the handle to grab it by. */
  sortable?: { setNodeRef: (node: HTMLElement | null) => void; style: CSSProperties; handle: ReactNode; dragging: boolean };
}) {
  const [editing, setEditing] = useState(false);

  return (
    <li
      ref={sortable?.setNodeRef}
      style={sortable?.style}
      className={`card flex flex-col gap-4 p-3 sm:flex-row sm:items-start ${sortable?.dragging ? "relative z-10 shadow-xl ring-2 ring-brand-500" : ""}`}
      data-testid="admin-image-row"
    >
      {sortable && !editing ? sortable.handle : null}
      <ResponsiveImage
        src={image.image_url}
        srcset={image.srcset}
        sizes="160px"
        width={image.width}
        height={image.height}
        alt={image.decorative ? "" : image.alt || image.name}
        className="aspect-[4/3] w-full shrink-0 rounded-lg bg-slate-100 object-cover sm:w-40"
      />
      {editing ? (
        <EditImageForm image={image} onDone={() => setEditing(false)} />
      ) : (
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted">
            Posizione <span data-testid="image-order">{image.display_order}</span>
          </p>
          <p className="truncate font-semibold text-ink" data-testid="image-name">
            {image.name}
          </p>
          {image.description ? <p className="mt-1 text-sm text-muted">{image.description}</p> : null}
          {hasImageText(image) ? (
            <p className="mt-1 text-sm text-muted" data-testid="image-alt">
              {image.decorative ? "Decorativa" : `Testo alternativo: ${image.alt}`}
            </p>
          ) : (
            <p className="mt-1">
              <MissingAltBadge />
            </p>
          )}
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
