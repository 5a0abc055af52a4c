import { useState } from "react";
import type { ViewerImage } from "./image-viewer";
import { LazyImageViewer } from "./lazy-image-viewer";
import { ResponsiveImage } from "./responsive-image";
import { resolveImagePath } from "../../lib/image-paths";

/** Three across from lg in a page's column (max 56rem, 1.5rem gaps), two on phones. */
const THUMB_SIZES = "(min-width: 1024px) 267px, (min-width: 640px) calc((100vw - 4rem) / 2), calc(100vw - 2rem)";

export interface GridPhoto {
  url: string;
  srcset?: string | null;
  width?: number | null;
  height?: number | null;
  /** Its alt text as the page says it (the picture's own, or one made for it). */
  alt: string;
}

/**
 * A page's own section of pictures under its heading: a grid of thumbnails, each opening the site's full-screen viewer
 * there; `openLabel` names each thumbnail's button ('Apri la foto 2 di 5…').
 */
export function PhotoGrid({
  id,
  title,
  testId,
  photos,
  openLabel,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  testId: string;
  photos: readonly GridPhoto[];
  openLabel: (index: number, photo: GridPhoto) => string;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const viewerImages: ViewerImage[] = photos.map((photo) => ({
    ...photo,
    src: resolveImagePath(photo.url),
    srcset: photo.srcset || null,
  }));
  return (
    <section aria-labelledby={id} className="mt-14" data-testid={testId}>
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice; its place tells the two apart.
          <li key={`${photo.url}-${index}`}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              aria-label={openLabel(index, photo)}
              className="group block aspect-[4/3] w-full overflow-hidden rounded-xl bg-surface shadow-[var(--shadow-card)]"
            >
              <ResponsiveImage
                src={photo.url}
                srcset={photo.srcset}
                sizes={THUMB_SIZES}
                width={photo.width}
                height={photo.height}
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
