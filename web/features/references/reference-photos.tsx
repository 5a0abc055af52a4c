import { useState } from "react";
import type { ViewerImage } from "../../components/ui/image-viewer";
import { LazyImageViewer } from "../../components/ui/lazy-image-viewer";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { resolveImagePath } from "../../lib/image-paths";

const THUMB_SIZES = "(min-width: 1024px) 267px, (min-width: 640px) calc((100vw - 4rem) / 2), calc(100vw - 2rem)";

/** A reference's photos, opening the site's full-screen viewer. */
export function ReferencePhotos({ photos }: { photos: readonly { url: string; alt: string }[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const viewerImages: ViewerImage[] = photos.map((photo) => ({
    src: resolveImagePath(photo.url),
    srcset: null,
    alt: photo.alt,
    width: null,
    height: null,
  }));
  return (
    <section aria-labelledby="foto-referenza" className="mt-14" data-testid="reference-photos">
      <h2 id="foto-referenza" className="text-2xl font-bold text-brand-900">
        Foto dell'impianto
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice; its place tells the two apart.
          <li key={`${photo.url}-${index}`}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              aria-label={`Apri la foto ${index + 1} di ${photos.length}: ${photo.alt}`}
              className="group block aspect-[4/3] w-full overflow-hidden rounded-xl bg-surface shadow-[var(--shadow-card)]"
            >
              <ResponsiveImage
                src={photo.url}
                sizes={THUMB_SIZES}
                alt={photo.alt}
                className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <LazyImageViewer images={viewerImages} openIndex={openIndex} onClose={() => setOpenIndex(null)} />
    </section>
  );
}
