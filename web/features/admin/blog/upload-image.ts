import type { BlogImageAnswer } from "../../../../src/shared/blog";
import { ApiError } from "../../../lib/api-client";

/** What the file picker offers; the server checks the bytes themselves. */
export const ACCEPTED_IMAGES = "image/jpeg,image/png,image/webp,image/gif";
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** A reason to refuse a file before sending it, or null. */
export function fileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return "Il file non è un'immagine: scegli un file JPEG, PNG, WebP o GIF";
  if (file.size > MAX_IMAGE_BYTES) return "L'immagine supera il limite di 10 MB";
  return null;
}

/**
 * POST /api/blog/upload-image with the upload's progress (fetch cannot report it,
 * XMLHttpRequest can). Resolves with {imageUrl}; rejects with the server's message.
 */
export function uploadBlogImage(file: File, onProgress: (fraction: number) => void): Promise<BlogImageAnswer> {
  const form = new FormData();
  form.set("image", file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/blog/upload-image");
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as BlogImageAnswer);
        return;
      }
      const message =
        body && typeof body === "object" && "message" in body && typeof body.message === "string"
          ? body.message
          : `${xhr.status}: ${xhr.responseText || xhr.statusText}`;
      reject(new ApiError(xhr.status, message));
    };
    xhr.onerror = () => reject(new ApiError(0, "Connessione non riuscita"));
    xhr.send(form);
  });
}
