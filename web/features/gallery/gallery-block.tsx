import { altFor } from "../../../src/shared/alt-text";
import type { GalleryImageDto } from "../../../src/shared/gallery";
import { languageOfPath } from "../../../src/shared/languages";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useLocation } from "react-router-dom";
import { useDictionary } from "../../content/dictionary";
import { siteQueries, useSiteReads } from "../../lib/site-queries";
import type { GalleryBlock as GalleryBlockContent } from "../../content/types";
import type { ViewerImage } from "../../components/ui/image-viewer";
import { LazyImageViewer } from "../../components/ui/lazy-image-viewer";
import { ResponsiveImage } from "../../components/ui/responsive-image";

/** Spec §4: six grey tiles while loading. */
const PLACEHOLDER_TILES = 6;

/**
 * A photo's text on a page in `language`: its alt text written in that language, else the Italian
 * one (a photo described in Italian is never shown undescribed), the decorative mark as it is.
 */
const textIn = (image: GalleryImageDto, language: string) => ({
  alt: image.alt_translations.find((translation) => translation.language === language)?.alt || image.alt,
  decorative: image.decorative,
});

/** Grid classes and the matching `sizes` (container max 80rem, padding 1-2rem, gap 1rem): phones two across. */
const layouts = {
  2: { grid: "grid-cols-2", sizes: "(min-width: 1280px) 600px, calc((100vw - 3rem) / 2)" },
  3: {
    grid: "grid-cols-2 lg:grid-cols-3",
    sizes: "(min-width: 1280px) 395px, (min-width: 1024px) calc((100vw - 6rem) / 3), calc((100vw - 3rem) / 2)",
  },
  4: {
    grid: "grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
    sizes:
      "(min-width: 1280px) 296px, (min-width: 1024px) calc((100vw - 7rem) / 4), (min-width: 768px) calc((100vw - 5rem) / 3), calc((100vw - 3rem) / 2)",
  },
} as const;

/**
 * One section's images. Spec §7: stale at once, refetched on mount and on focus, kept 30 s
 * after the last page that shows them (the server puts them in the first HTML).
 */
function useGalleryImages(section: GalleryBlockContent["section"]) {
  return useQuery({
    ...siteQueries.gallery(useSiteReads(), section),
    staleTime: 0,
    gcTime: 30_000,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });
}

/** The installation gallery of one section (spec §2 gallery block): a grid of photos that open the viewer. */
export function GalleryBlock({ block }: { block: GalleryBlockContent }) {
  const words = useDictionary().gallery;
  const language = languageOfPath(useLocation().pathname);
  const { section, title = words.defaultTitle, columns = 3 } = block;
  const layout = layouts[columns];
  const query = useGalleryImages(section);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const headingId = useId();

  const images = [...(query.data ?? [])].sort((a, b) => a.display_order - b.display_order);
  const viewerImages: ViewerImage[] = images.map((image) => ({
    src: image.image_url,
    srcset: image.srcset,
    alt: altFor(textIn(image, language), image.description ? `${image.name} – ${image.description}` : image.name),
    width: image.width,
    height: image.height,
  }));

  return (
    <section id={block.id} aria-labelledby={headingId} className="py-16" data-testid={`gallery-${section}`}>
      <div className="container-page">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {title}
        </h2>
        {query.isPending ? (
          <ul className={`mt-8 grid gap-4 ${layout.grid}`} aria-busy="true" aria-label={words.loading}>
            {Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders shown while loading.
              <li key={i} data-testid="gallery-placeholder" className="aspect-[4/3] animate-pulse rounded-xl bg-slate-200" />
            ))}
          </ul>
        ) : query.isError && images.length === 0 ? (
          <div role="alert" className="mt-6 flex flex-wrap items-center gap-3 text-muted">
            <p>{words.error}</p>
            <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
              {words.retry}
            </button>
          </div>
        ) : images.length === 0 ? (
          <p className="mt-6 text-muted">{words.empty}</p>
        ) : (
          <ul className={`mt-8 grid gap-4 ${layout.grid}`}>
            {images.map((image, i) => {
              // Named by what the photo shows (its alternative text), as the viewer names it; not by its file.
              const shows = altFor(textIn(image, language), image.name);
              return (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => setOpenIndex(i)}
                    className="group block aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-200 shadow-[var(--shadow-card)]"
                    aria-label={words.openImage(i + 1, images.length, shows)}
                  >
                    <ResponsiveImage
                      src={image.image_url}
                      srcset={image.srcset}
                      sizes={layout.sizes}
                      width={image.width}
                      height={image.height}
                      alt={shows}
                      className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <LazyImageViewer images={viewerImages} openIndex={openIndex} onClose={() => setOpenIndex(null)} />
    </section>
  );
}
