import { SafeImage, type ImageFailure } from "./safe-image";

export interface ResponsiveImageProps {
  src: string;
  /** "url 320w, url 640w, …" (empty for an image without renditions). */
  srcset?: string | null;
  /** Rendered width of the image in each layout (the `sizes` attribute); needed with srcset. */
  sizes?: string;
  width?: number | null;
  height?: number | null;
  alt: string;
  className?: string;
  /**
   * The page's main picture, its largest paint: loaded at once and before the other pictures
   * (the server's HTML also preloads it). Every other picture loads lazily.
   */
  priority?: boolean;
  /** What a picture that cannot load becomes (SafeImage: the next fallback image by default). */
  onFailure?: ImageFailure;
}

/**
 * A SafeImage that lets the browser pick the smallest rendition for the layout (srcset + sizes),
 * reserves its space (width/height) and loads lazily unless it is the page's main picture.
 */
export function ResponsiveImage({ srcset, sizes, width, height, priority = false, ...rest }: ResponsiveImageProps) {
  return (
    <SafeImage
      {...rest}
      srcSet={srcset || undefined}
      sizes={srcset ? sizes : undefined}
      width={width ?? undefined}
      height={height ?? undefined}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}
