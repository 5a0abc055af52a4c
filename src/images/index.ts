/**
 * The image pipeline, for any resource that stores pictures (galleries, blog):
 *   readImageUpload(request)      multipart request -> bytes + fields (415/400/413)
 *   storeImage(config, bytes, f)  content checks (413/415/400), WebP renditions under uploads/<f>/
 *   describeStoredImage / deleteStoredImage / isStoredImageUrl / srcsetOf
 *   serveUpload(request, folders) GET /uploads/* (and the JPEG made for downloads)
 */
export { imageEngine } from "./load-engine";
export { readImageUpload, UPLOAD_BODY_LIMIT } from "./multipart";
export { serveUpload } from "./serve-uploads";
export {
  deleteStoredImage,
  describeStoredImage,
  imageMessages,
  isStoredImageUrl,
  MAX_UPLOAD_BYTES,
  srcsetOf,
  storeImage,
  type ImagePlaces,
  type StoredImage,
} from "./store";
