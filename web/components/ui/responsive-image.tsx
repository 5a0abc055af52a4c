import { useState, type ImgHTMLAttributes } from "react";
import { nextFallback } from "../../lib/image-paths";

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height"> {
  src: string;
  /** "url 320w, url 640w, …" (empty for an image without renditions). */
  srcset?: string | null;
  /** Rendered width of the image in each layout (the `sizes` attribute); needed with srcset. */
  sizes?: string;
  width?: number | null;
  height?: number | null;
  alt: string;
  /** On a load error, rotate through the bundled fallback images (spec §2), stopping at the last one. */
  fallback?: boolean;
}

/**
 * An <img> that lets the browser pick the smallest rendition for the layout (srcset + sizes),
 * reserves its space (width/height) and loads lazily unless told otherwise.
 */
export function ResponsiveImage({ src, srcset, sizes, width, height, alt, fallback = false, loading = "lazy", onError, ...rest }: ResponsiveImageProps) {
  const [failedTo, setFailedTo] = useState<string | null>(null);
  const current = failedTo ?? src;
  return (
    <img
      {...rest}
      src={current}
      srcSet={failedTo === null && srcset ? srcset : undefined}
      sizes={failedTo === null && srcset ? sizes : undefined}
      width={width ?? undefined}
      height={height ?? undefined}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={(event) => {
        onError?.(event);
        if (!fallback) return;
        const next = nextFallback(current);
        if (next && next !== current) setFailedTo(next);
      }}
    />
  );
}
