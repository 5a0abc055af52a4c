import { RefreshCw } from "../../components/ui/lucide-icons";
import type { GalleryImageDto } from "../../../src/shared/gallery";
import { gallerySectionLabels, type GallerySection } from "../../../src/shared/gallery-sections";
import { toastError } from "../../lib/toast";
import { AddImageForm } from "./add-image-form";
import { SortableImages } from "./sortable-images";
import { MultiUpload } from "./multi-upload";
import { ImagesState, useConfirmedDelete } from "./confirmed-delete";
import { useGalleryWrites, useSectionImages } from "./use-gallery-admin";

/** One section of /admin/galleries: add (by URL or file), multi-upload, and the ordered list with edit, move and delete. */
export function SectionPanel({ section }: { section: GallerySection }) {
  const images = useSectionImages(section);
  const { move } = useGalleryWrites();
  const confirmedDelete = useConfirmedDelete(() => "Errore durante l'eliminazione dell'immagine");

  const onMove = (image: GalleryImageDto, delta: -1 | 1) =>
    move.mutate(
      { id: image.id, displayOrder: image.display_order + delta },
      { onError: () => toastError("Errore", "Errore durante l'aggiornamento dell'immagine") },
    );

  return (
    <div className="grid grid-cols-1 gap-8" data-testid={`panel-${section}`}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <AddImageForm section={section} />
        <MultiUpload section={section} />
      </div>

      <section aria-label={`Immagini di ${gallerySectionLabels[section]}`} className="grid grid-cols-1 gap-3">
        <div className="flex items-center justify-between gap-4">
          <h2 className="text-xl font-semibold text-brand-900">
            Immagini {images.data ? <span className="text-muted">({images.data.length})</span> : null}
          </h2>
          <button
            type="button"
            className="btn-secondary min-h-10 px-3"
            onClick={() => void images.refetch()}
            disabled={images.isFetching}
          >
            <RefreshCw aria-hidden="true" className={`size-4 ${images.isFetching ? "animate-spin" : ""}`} />
            Ricarica
          </button>
        </div>
        <ImagesState
          images={images}
          empty="Nessuna immagine in questa sezione: la pagina pubblica mostra 'Nessuna immagine disponibile al momento.'"
        >
          {(list) => (
            <SortableImages
              section={section}
              images={list}
              moving={move.isPending}
              onMove={onMove}
              onDelete={(image) => confirmedDelete.ask(image)}
            />
          )}
        </ImagesState>
      </section>
      {confirmedDelete.dialog}
    </div>
  );
}
