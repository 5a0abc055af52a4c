import { RefreshCw } from "lucide-react";
import { useState } from "react";
import type { GalleryImageDto } from "../../../../src/shared/gallery";
import { gallerySectionLabels, type GallerySection } from "../../../../src/shared/gallery-sections";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toastError, toastSuccess } from "../../../lib/toast";
import { AddImageForm } from "./add-image-form";
import { ImageRow } from "./image-row";
import { MultiUpload } from "./multi-upload";
import { DELETE_IMAGE_QUESTION, useGalleryWrites, useSectionImages } from "./use-gallery-admin";

/** One section of /admin/galleries: add (by URL or file), multi-upload, and the ordered list with edit, move and delete. */
export function SectionPanel({ section }: { section: GallerySection }) {
  const images = useSectionImages(section);
  const { move, remove } = useGalleryWrites();
  const [toDelete, setToDelete] = useState<GalleryImageDto | null>(null);
  const list = [...(images.data ?? [])].sort((a, b) => a.display_order - b.display_order);

  const onMove = (image: GalleryImageDto, delta: -1 | 1) =>
    move.mutate(
      { id: image.id, displayOrder: image.display_order + delta },
      { onError: () => toastError("Errore", "Errore durante l'aggiornamento dell'immagine") },
    );

  const onDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toastSuccess("Successo", "Immagine eliminata"),
      onError: () => toastError("Errore", "Errore durante l'eliminazione dell'immagine"),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div className="grid gap-8" data-testid={`panel-${section}`}>
      <div className="grid gap-6 lg:grid-cols-2">
        <AddImageForm section={section} />
        <MultiUpload section={section} />
      </div>

      <section aria-label={`Immagini di ${gallerySectionLabels[section]}`} className="grid gap-3">
        <div className="flex items-center justify-between gap-4">
          <h2 className="text-xl font-semibold text-brand-900">
            Immagini {images.data ? <span className="text-muted">({images.data.length})</span> : null}
          </h2>
          <button type="button" className="btn-secondary min-h-10 px-3" onClick={() => void images.refetch()} disabled={images.isFetching}>
            <RefreshCw aria-hidden="true" className={`size-4 ${images.isFetching ? "animate-spin" : ""}`} />
            Ricarica
          </button>
        </div>
        {images.isPending ? (
          <p role="status" className="text-muted">
            Caricamento delle immagini...
          </p>
        ) : images.isError ? (
          <p role="alert" className="text-danger-700">
            Impossibile caricare le immagini: {images.error.message}
          </p>
        ) : list.length === 0 ? (
          <p className="text-muted">Nessuna immagine in questa sezione: la pagina pubblica mostra 'Nessuna immagine disponibile al momento.'</p>
        ) : (
          <ol className="grid gap-3">
            {list.map((image, i) => (
              <ImageRow
                key={image.id}
                image={image}
                isLast={i === list.length - 1}
                moving={move.isPending}
                onMove={(delta) => onMove(image, delta)}
                onDelete={() => setToDelete(image)}
              />
            ))}
          </ol>
        )}
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        message={DELETE_IMAGE_QUESTION}
        pending={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
