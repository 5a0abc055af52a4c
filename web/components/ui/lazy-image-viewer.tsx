import { lazy, Suspense, useEffect, useState } from "react";
import type { ImageViewerProps } from "./image-viewer";

const ImageViewer = lazy(() => import("./image-viewer").then((m) => ({ default: m.ImageViewer })));

/**
 * The full-screen viewer, whose code (dialog, scroll lock, gestures) is fetched the first time a
 * picture is opened: pages with a gallery do not pay for it up front. Once loaded it stays mounted,
 * so closing returns focus to the thumbnail as usual.
 */
export function LazyImageViewer(props: ImageViewerProps) {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (props.openIndex !== null) setUsed(true);
  }, [props.openIndex]);
  if (!used && props.openIndex === null) return null;
  return (
    <Suspense fallback={null}>
      <ImageViewer {...props} />
    </Suspense>
  );
}
