import { useDeferredValue, useEffect, useRef, useState } from "react";
import { ContentPageView } from "../../components/sections/content-page-view";
import type { SitePage } from "../../../src/shared/pages/page-schema";
import { PreviewFrame } from "./preview-frame";

const DESKTOP = 1280;
const PHONE = 390;
const PHONE_SCALE = 0.7;
const HEIGHT = 900;

/** The page as it will look, drawn by the public page's own components, on a computer and on a phone, side by side. */
export function PagePreview({ page }: { page: SitePage }) {
  const deferred = useDeferredValue(page);
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(640);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? 640));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const desktopScale = Math.max(0.2, (available - PHONE * PHONE_SCALE - 16) / DESKTOP);
  const height = (HEIGHT * PHONE_SCALE) / desktopScale;
  return (
    <section aria-labelledby="preview-title" className="grid grid-cols-1 gap-3">
      <h2 id="preview-title" className="text-lg font-semibold text-ink">
        Anteprima
      </h2>
      <div ref={box} className="flex items-start gap-4 max-sm:flex-wrap">
        <figure className="grid gap-1">
          <PreviewFrame title="Anteprima su computer" width={DESKTOP} height={height} scale={desktopScale}>
            <ContentPageView page={deferred} />
          </PreviewFrame>
          <figcaption className="text-xs text-muted">Computer ({DESKTOP} px)</figcaption>
        </figure>
        <figure className="grid gap-1" data-testid="phone-preview">
          <PreviewFrame title="Anteprima su telefono" width={PHONE} height={HEIGHT} scale={PHONE_SCALE}>
            <ContentPageView page={deferred} />
          </PreviewFrame>
          <figcaption className="text-xs text-muted">Telefono ({PHONE} px)</figcaption>
        </figure>
      </div>
    </section>
  );
}
