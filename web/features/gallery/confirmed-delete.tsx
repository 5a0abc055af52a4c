import type { UseQueryResult } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { GalleryImageDto } from "../../../src/shared/gallery";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SafeImage } from "../../components/ui/safe-image";
import { toastError, toastSuccess } from "../../lib/toast";
import { DELETE_IMAGE_QUESTION, useGalleryWrites } from "./use-gallery-admin";

/** Delete after the question of spec §5; `errorText` words the error toast. Render `dialog` once. */
export function useConfirmedDelete(errorText: (error: Error) => string) {
  const { remove } = useGalleryWrites();
  const [image, setImage] = useState<GalleryImageDto | null>(null);
  const onConfirm = () => {
    if (image === null) return;
    remove.mutate(image.id, {
      onSuccess: () => toastSuccess("Successo", "Immagine eliminata"),
      onError: (error) => toastError("Errore", errorText(error)),
      onSettled: () => setImage(null),
    });
  };
  const dialog = (
    <ConfirmDialog
      open={image !== null}
      message={DELETE_IMAGE_QUESTION}
      detail={
        image ? (
          <figure className="flex items-center gap-3 rounded-lg bg-surface p-2" data-testid="delete-target">
            <SafeImage src={image.image_url} alt="" className="h-14 w-20 shrink-0 rounded-md bg-slate-100 object-cover" />
            <figcaption className="min-w-0">
              <span className="block truncate font-semibold text-ink">{image.name}</span>
              <span className="text-sm text-muted">Resta nel cestino per 30 giorni.</span>
            </figcaption>
          </figure>
        ) : null
      }
      pending={remove.isPending}
      onConfirm={onConfirm}
      onCancel={() => setImage(null)}
    />
  );
  return { ask: (target: GalleryImageDto) => setImage(target), dialog };
}

/** A section's images once loaded; while loading, on error or when empty, the matching line instead. */
export function ImagesState({
  images,
  empty,
  children,
}: {
  images: UseQueryResult<GalleryImageDto[]>;
  empty: string;
  children: (list: GalleryImageDto[]) => ReactNode;
}) {
  if (images.isPending) {
    return (
      <p role="status" className="text-muted">
        Caricamento delle immagini...
      </p>
    );
  }
  if (images.isError) {
    return (
      <p role="alert" className="text-danger-700">
        Impossibile caricare le immagini: {images.error.message}
      </p>
    );
  }
  if (images.data.length === 0) return <p className="text-muted">{empty}</p>;
  return <>{children([...images.data].sort((a, b) => a.display_order - b.display_order))}</>;
}
