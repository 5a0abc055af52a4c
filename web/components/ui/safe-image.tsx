import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { nextFallback, resolveImagePath } from "../../lib/image-paths";

export type ImageFailure = "fallback" | "hide" | "grey";

interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> {
  src: string | null | undefined;
  alt: string;
  /** What a picture that cannot load becomes: the next fallback image (default), nothing, or a grey box. */
  onFailure?: ImageFailure;
}

/**
 * An image following spec §2: a missing path is the default cover, a bare name is a bundled asset, and a load error
 * rotates through the fallback images (or hides / greys the picture and logs it, where a page asks for that).
 */
export function SafeImage({ src, alt, onFailure = "fallback", className = "", srcSet, sizes, ...rest }: SafeImageProps) {
  const [current, setCurrent] = useState(() => resolveImagePath(src));
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => setCurrent(resolveImagePath(src)), [src]);

  const handleError = () => {
    if (onFailure === "fallback") {
      const next = nextFallback(current);
      if (next) setCurrent(next);
      return;
    }
    if (!failed) console.warn(`Immagine non caricata: ${current}`);
    setFailed(true);
  };

  // An image that failed before hydration fired its error event before React was listening.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, after hydration.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) handleError();
  }, []);

  if (failed && onFailure === "hide") return null;
  if (failed && onFailure === "grey") {
    return <span role="img" aria-label={alt} data-image-failed="grey" className={`block bg-slate-200 ${className}`} />;
  }
  // A srcset belongs to the original picture: a fallback is shown alone.
  const original = current === resolveImagePath(src);
  return (
    <img
      ref={ref}
      src={current}
      srcSet={original ? srcSet : undefined}
      sizes={original ? sizes : undefined}
      alt={alt}
      onError={handleError}
      data-on-failure={onFailure}
      className={className}
      {...rest}
    />
  );
}
