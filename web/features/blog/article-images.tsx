import { useState } from "react";
import { altFor } from "../../../src/shared/alt-text";
import type { ImageInfo } from "../../../src/shared/blog";
import type { ViewerImage } from "../../components/ui/image-viewer";
import { LazyImageViewer } from "../../components/ui/lazy-image-viewer";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { resolveImagePath } from "../../lib/image-paths";

/** Three across from lg in the article column (max 56rem, 1.5rem gaps), two on phones. */
const THUMB_SIZES = "(min-width: 1024px) 267px, (min-width: 640px) calc((100vw - 4rem) / 2), calc(100vw - 2rem)";

/** 'Immagini dell'articolo': the extra pictures of a post, opening the site's full-screen viewer. */
export function ArticleImages({ images, title }: { images: readonly ImageInfo[]; title: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (images.length === 0) return null;
  const alt = (index: number) => `${title}: immagine ${index + 1} di ${images.length}`;
  const viewerImages: ViewerImage[] = images.map((image, index) => ({
    src: resolveImagePath(image.url),
    srcset: image.srcset || null,
    alt: altFor(image, alt(index)),
    width: image.width,
    height: image.height,
  }));

  return (
    <section aria-labelledby="immagini-articolo" className="mt-14" data-testid="article-images">
      <h2 id="immagini-articolo" className="text-2xl font-bold text-brand-900">
        Immagini dell'articolo
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((image, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice; its place tells the two apart.
          <li key={`${image.url}-${index}`}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              aria-label={`Apri l'immagine ${index + 1} di ${images.length}`}
              className="group block aspect-[4/3] w-full overflow-hidden rounded-xl bg-surface shadow-[var(--shadow-card)]"
            >
              <ResponsiveImage
                src={image.url}
                srcset={image.srcset}
                sizes={THUMB_SIZES}
                width={image.width}
                height={image.height}
                alt={altFor(image, alt(index))}
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
