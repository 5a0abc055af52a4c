/** Images the site shows from its own folders: uploads and bundled assets. */
const LOCAL_IMAGE = /^\/(?:uploads|attached_assets)\/[A-Za-z0-9._~\-/]+$/;

/**
 * Decision 28: an image is one of this site's files (/uploads/…, /attached_assets/…) or an https
 * address; http:, data:, javascript: and anything else are refused.
 */
export function isAllowedImageUrl(src: string): boolean {
  if (LOCAL_IMAGE.test(src)) return !src.split("/").some((part) => part === ".." || part === ".");
  if (!/^https:\/\//i.test(src)) return false;
  try {
    return new URL(src).protocol === "https:";
  } catch {
    return false;
  }
}
