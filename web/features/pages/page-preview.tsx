import { useLayoutEffect, useRef, useState } from "react";
import type { SitePage } from "../../../src/shared/pages/page-schema";
import { ContentPageView } from "../../components/sections/content-page-view";
import { useDebounced } from "../../lib/use-debounced";
import { editBlockLabel } from "./block-summary";
import { PreviewBlock } from "./preview-block";
import { PreviewFrame } from "./preview-frame";

const DESKTOP = 1280;
const PHONE = 390;
const PHONE_SCALE = 0.7;
const HEIGHT = 900;
/** The preview is drawn again once typing pauses this long: no redraw at every key. */
const REDRAW_DELAY_MS = 250;

interface PagePreviewProps {
  page: SitePage;
  /** Beside the form (a wide screen): the computer's preview at the column's full width, the phone's under it. */
  beside?: boolean;
  /** The place in the page of the block being edited: marked, and scrolled to, in both previews. */
  editing?: number | null;
  /** A block of the preview was clicked, or its 'Modifica' button pressed. */
  onPick?: (index: number) => void;
}

/** The page as it will look, drawn by the public page's own components, on a computer and on a phone. */
export function PagePreview({ page, beside = false, editing = null, onPick }: PagePreviewProps) {
  const settled = useDebounced(page, REDRAW_DELAY_MS);
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(640);
  // Measured before the first paint: the frames are drawn at their size, not resized once shown.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setAvailable(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? 640));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const desktopScale = beside ? available / DESKTOP : Math.max(0.2, (available - PHONE * PHONE_SCALE - 16) / DESKTOP);
  const desktopHeight = beside ? HEIGHT : (HEIGHT * PHONE_SCALE) / desktopScale;

  const view = (scale: number) => (
    <ContentPageView
      page={settled}
      frameBlock={(drawn, block, index) => (
        <PreviewBlock index={index} label={editBlockLabel(block, index)} editing={index === editing} scale={scale}>
          {drawn}
        </PreviewBlock>
      )}
    />
  );

  return (
    // Beside the form, the preview stays in view under the actions bar and scrolls on its own (by keyboard too).
    <section
      aria-labelledby="preview-title"
      data-testid="preview-column"
      tabIndex={beside ? 0 : undefined}
      className={`grid grid-cols-1 gap-3 ${beside ? "sticky top-32 max-h-[calc(100vh-8.5rem)] overflow-y-auto overscroll-contain" : ""}`}
    >
      <h2 id="preview-title" className="text-lg font-semibold text-ink">
        Anteprima
      </h2>
      <p className="text-sm text-muted">Fai clic su un blocco dell'anteprima per modificarlo.</p>
      <div ref={box} className={`flex items-start gap-4 ${beside ? "flex-col" : "max-sm:flex-wrap"}`}>
        <figure className="grid gap-1">
          <PreviewFrame title="Anteprima su computer" width={DESKTOP} height={desktopHeight} scale={desktopScale} onPick={onPick}>
            {view(desktopScale)}
          </PreviewFrame>
          <figcaption className="text-xs text-muted">Computer ({DESKTOP} px)</figcaption>
        </figure>
        <figure className={`grid gap-1 ${beside ? "self-center" : ""}`} data-testid="phone-preview">
          <PreviewFrame title="Anteprima su telefono" width={PHONE} height={HEIGHT} scale={PHONE_SCALE} onPick={onPick}>
            {view(PHONE_SCALE)}
          </PreviewFrame>
          <figcaption className="text-xs text-muted">Telefono ({PHONE} px)</figcaption>
        </figure>
      </div>
    </section>
  );
}
