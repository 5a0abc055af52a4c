import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, Download, X, ZoomIn, ZoomOut } from "./lucide-icons";
import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { useDictionary } from "../../content/dictionary";

/** One picture the viewer can show. */
export interface ViewerImage {
  /** The largest rendition (shown when zoomed, and the fallback of srcset). */
  src: string;
  srcset?: string | null;
  alt: string;
  width?: number | null;
  height?: number | null;
}

export interface ImageViewerProps {
  images: readonly ViewerImage[];
  /** Index of the image to show; null keeps the viewer closed. */
  openIndex: number | null;
  onClose: () => void;
}

/** Spec §9: a swipe of at least 50 px moves to the next (left) or previous (right) image. */
const SWIPE_THRESHOLD_PX = 50;

/**
 * Where the viewer's download points: a stored WebP rendition is served as a real JPEG beside it
 * (/uploads/…/x.jpg, made by the server) under the name immagine-{n}.jpg; other images as they are.
 */
function downloadHref(src: string, n: number): string {
  const name = `immagine-${n}.jpg`;
  if (/^\/uploads\/[a-z0-9-]+\/[a-z0-9_-]+\.webp$/.test(src)) {
    return `${src.replace(/\.webp$/, ".jpg")}?download=${name}`;
  }
  return src;
}

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/25 aria-disabled:cursor-not-allowed aria-disabled:opacity-30";

/** The arrows beside the picture; on a phone the picture takes the whole width and they sit on it, darkened. */
const arrowButton =
  "absolute z-10 inline-flex size-11 items-center justify-center rounded-full bg-slate-950/60 text-white transition-colors hover:bg-slate-950/80 aria-disabled:cursor-not-allowed aria-disabled:opacity-30 sm:bg-white/10 sm:hover:bg-white/25";

/**
 * The full-screen image viewer (spec §2, §4): close, previous/next within bounds, zoom (button or
 * click on the image), download as immagine-{n}.jpg, counter 'N di M', Escape and arrow keys,
 * swipe, page scroll locked, focus trapped inside and given back on close (Radix Dialog). Its
 * controls speak the language of the page it opens on.
 */
export function ImageViewer({ images, openIndex, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(openIndex ?? 0);
  const [zoomed, setZoomed] = useState(false);
  const words = useDictionary().viewer;
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  /** What had the focus before the viewer opened (the thumbnail): it gets it back on close. */
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (openIndex !== null) setIndex(openIndex);
    setZoomed(false);
  }, [openIndex]);

  const open = openIndex !== null && images.length > 0;
  const current = Math.min(Math.max(index, 0), Math.max(images.length - 1, 0));
  const image = images[current];
  const hasPrevious = current > 0;
  const hasNext = current < images.length - 1;

  const go = (to: number) => {
    if (to < 0 || to > images.length - 1) return;
    setIndex(to);
    setZoomed(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(current + 1);
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch && !zoomed ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? current + 1 : current - 1);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-slate-950" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // Without a Dialog.Trigger, Radix would leave the focus on <body>.
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          onKeyDown={onKeyDown}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          data-testid="image-viewer"
          className="fixed inset-0 z-[91] flex flex-col text-white outline-none"
        >
          <Dialog.Title className="sr-only">{words.title}</Dialog.Title>
          <div className="flex items-center justify-between gap-3 p-3 sm:p-4">
            <p className="min-w-16 text-sm font-semibold tabular-nums" aria-live="polite" data-testid="viewer-counter">
              {words.counter(current + 1, images.length)}
            </p>
            <div className="flex items-center gap-2">
              <button
                type="button"
                className={iconButton}
                aria-label={zoomed ? words.zoomOut : words.zoomIn}
                aria-pressed={zoomed}
                onClick={() => setZoomed((z) => !z)}
              >
                {zoomed ? <ZoomOut aria-hidden="true" className="size-5" /> : <ZoomIn aria-hidden="true" className="size-5" />}
              </button>
              {image ? (
                <a
                  className={iconButton}
                  href={downloadHref(image.src, current + 1)}
                  download={`immagine-${current + 1}.jpg`}
                  aria-label={words.download}
                >
                  <Download aria-hidden="true" className="size-5" />
                </a>
              ) : null}
              <Dialog.Close className={iconButton} aria-label={words.close}>
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
          </div>

          <div className="relative flex min-h-0 flex-1 items-center justify-center">
            <button
              type="button"
              className={`${arrowButton} left-2 sm:left-4`}
              aria-label={words.previous}
              // aria-disabled, not disabled: a focused button that became disabled would drop the focus out of the viewer.
              aria-disabled={!hasPrevious}
              onClick={() => go(current - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            {image ? (
              <div
                data-testid="viewer-stage"
                data-zoomed={zoomed}
                className={zoomed ? "h-full w-full overflow-auto" : "flex h-full w-full items-center justify-center sm:px-20"}
              >
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the picture is a shortcut for the 'Ingrandisci' button, which keyboards use. */}
                <img
                  key={image.src}
                  src={image.src}
                  srcSet={!zoomed && image.srcset ? image.srcset : undefined}
                  sizes={!zoomed && image.srcset ? "100vw" : undefined}
                  width={image.width ?? undefined}
                  height={image.height ?? undefined}
                  alt={image.alt}
                  onClick={() => setZoomed((z) => !z)}
                  className={
                    zoomed
                      ? "m-auto h-auto w-[200%] max-w-none cursor-zoom-out"
                      : "h-auto max-h-full w-auto max-w-full cursor-zoom-in object-contain select-none"
                  }
                  draggable={false}
                />
              </div>
            ) : null}
            <button
              type="button"
              className={`${arrowButton} right-2 sm:right-4`}
              aria-label={words.next}
              aria-disabled={!hasNext}
              onClick={() => go(current + 1)}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </div>
          {image?.alt ? <p className="p-4 text-center text-sm text-white/85">{image.alt}</p> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
