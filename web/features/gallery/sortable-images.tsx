import { arrayMove, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useQueryClient } from "@tanstack/react-query";
import { type GalleryImageDto, galleryQueryKey } from "../../../src/shared/gallery";
import type { GallerySection } from "../../../src/shared/gallery-sections";
import { GripVertical } from "../../components/ui/lucide-icons";
import { SortableList } from "../../components/ui/sortable-list";
import { toastError, toastSuccess } from "../../lib/toast";
import { ImageRow } from "./image-row";
import { useGalleryWrites } from "./use-gallery-admin";

interface RowProps {
  image: GalleryImageDto;
  isLast: boolean;
  moving: boolean;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}

function SortableRow(props: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.image.id,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Trascina per spostare ${props.image.name}`}
      className="inline-flex size-10 shrink-0 cursor-grab touch-none items-center justify-center self-center rounded-md border border-line text-muted hover:bg-brand-50 active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
  return (
    <ImageRow
      {...props}
      sortable={{ setNodeRef, style: { transform: CSS.Transform.toString(transform), transition }, handle, dragging: isDragging }}
    />
  );
}

/**
 * The section's photos in order: up/down buttons for one place, drag and drop (mouse, touch, or the
 * keyboard from the handle) for any distance; a drop is one call and one line in the audit log.
 */
export function SortableImages({
  section,
  images,
  moving,
  onMove,
  onDelete,
}: {
  section: GallerySection;
  images: GalleryImageDto[];
  moving: boolean;
  onMove: (image: GalleryImageDto, delta: -1 | 1) => void;
  onDelete: (image: GalleryImageDto) => void;
}) {
  const queryClient = useQueryClient();
  const { reorder } = useGalleryWrites();
  const onMoveTo = (from: number, to: number) => {
    const next = arrayMove(images, from, to).map((image, index) => ({ ...image, display_order: index + 1 }));
    const previous = images;
    // The list shows the new order at once; a refusal puts the old one back.
    queryClient.setQueryData(galleryQueryKey(section), next);
    reorder.mutate(
      { section, ids: next.map((image) => image.id) },
      {
        onSuccess: () => toastSuccess("Ordine aggiornato", `«${images[from]?.name ?? "Foto"}» è ora in posizione ${to + 1}.`),
        onError: (error) => {
          queryClient.setQueryData(galleryQueryKey(section), previous);
          toastError("Errore", error.message || "Errore durante l'aggiornamento dell'immagine");
        },
      },
    );
  };

  return (
    <SortableList
      ids={images.map((image) => image.id)}
      nameOf={(id) => images.find((image) => image.id === id)?.name ?? "foto"}
      what="la foto"
      onMove={onMoveTo}
    >
      <ol className="grid grid-cols-1 gap-3">
        {images.map((image, i) => (
          <SortableRow
            key={image.id}
            image={image}
            isLast={i === images.length - 1}
            moving={moving || reorder.isPending}
            onMove={(delta) => onMove(image, delta)}
            onDelete={() => onDelete(image)}
          />
        ))}
      </ol>
    </SortableList>
  );
}
