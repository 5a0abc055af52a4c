import { isApiErrorBody } from "../../src/shared/api-error";
import { ApiError } from "./api-client";

/** What the file pickers offer; the server checks the bytes themselves. */
export const ACCEPTED_IMAGES = "image/jpeg,image/png,image/webp,image/gif";
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** A reason to refuse a file before sending it, or null. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return "Il file non è un'immagine: scegli un file JPEG, PNG, WebP o GIF";
  if (file.size > MAX_IMAGE_BYTES) return "L'immagine supera il limite di 10 MB";
  return null;
}

/**
 * A multipart POST that reports its upload progress (fetch cannot, XMLHttpRequest can). Resolves with the JSON answer;
 * rejects with an ApiError carrying the server's message, like apiRequest.
 */
export function uploadWithProgress<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
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
        resolve(body as T);
        return;
      }
      const message = isApiErrorBody(body) ? body.message : `${xhr.status}: ${xhr.responseText || xhr.statusText}`;
      reject(new ApiError(xhr.status, message));
    };
    xhr.onerror = () => reject(new ApiError(0, "Connessione non riuscita"));
    xhr.send(form);
  });
}

/** What the API answers an upload without its file: a form that sends one says it first. */
export const MISSING_FILE = "Seleziona un file immagine";
