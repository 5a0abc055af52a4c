/** Bundled images, served at /attached_assets/ with stable names. */
export const DEFAULT_COVER = "/attached_assets/default-cover.svg";
export const FALLBACK_IMAGES = [
  "/attached_assets/fallback-parking.svg",
  "/attached_assets/fallback-infomobility.svg",
  "/attached_assets/fallback-solar.svg",
] as const;

/**
 * Spec §2 image rules: a missing image is the default cover; a path that does not start with
 * http, /attached_assets or /uploads is taken as a bundled asset name.
 */
export function resolveImagePath(path: string | null | undefined): string {
  const value = path?.trim();
  if (!value) return DEFAULT_COVER;
  if (value.startsWith("http") || value.startsWith("/attached_assets") || value.startsWith("/uploads")) return value;
  return `/attached_assets/${value.replace(/^\/+/, "")}`;
}

/** The next image to try after `failed` broke, or null when the fallbacks are exhausted. */
export function nextFallback(failed: string): string | null {
  const index = FALLBACK_IMAGES.findIndex((f) => failed.endsWith(f));
  if (index === -1) return FALLBACK_IMAGES[0];
  return FALLBACK_IMAGES[index + 1] ?? null;
}
