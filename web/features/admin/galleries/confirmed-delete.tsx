import type { UseQueryResult } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { GalleryImageDto } from "../../../../src/shared/gallery";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toastError, toastSuccess } from "../../../lib/toast";
import { DELETE_IMAGE_QUESTION, useGalleryWrites } from "./use-gallery-admin";

/** Delete after the question of spec §5; `errorText` words the error toast. Render `dialog` once. */
export function useConfirmedDelete(errorText: (error: Error) => string) {
  const { remove } = useGalleryWrites();
  const [id, setId] = useState<number | null>(null);
  const onConfirm = () => {
    if (id === null) return;
    remove.mutate(id, {
      onSuccess: () => toastSuccess("Successo", "Immagine eliminata"),
      onError: (error) => toastError("Errore", errorText(error)),
      onSettled: () => setId(null),
    });
  };
  const dialog = (
    <ConfirmDialog
      open={id !== null}
      message={DELETE_IMAGE_QUESTION}
      pending={remove.isPending}
      onConfirm={onConfirm}
      onCancel={() => setId(null)}
    />
  );
  return { ask: (imageId: number) => setId(imageId), dialog };
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
