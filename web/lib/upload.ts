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
 * A POST that reports its upload progress (fetch cannot, XMLHttpRequest can): a multipart form, or a file as the raw
 * body of `contentType`. Resolves with the JSON answer; rejects with an ApiError carrying the server's message, like
 * apiRequest, or `offline` when the connection fails.
 */
export function uploadWithProgress<T>(
  url: string,
  body: FormData | File,
  onProgress: (fraction: number) => void,
  { contentType, offline = "Connessione non riuscita" }: { contentType?: string; offline?: string } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    if (contentType) xhr.setRequestHeader("Content-Type", contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        answer = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(answer as T);
        return;
      }
      const message = isApiErrorBody(answer) ? answer.message : `${xhr.status}: ${xhr.responseText || xhr.statusText}`;
      reject(new ApiError(xhr.status, message));
    };
    xhr.onerror = () => reject(new ApiError(0, offline));
    xhr.send(body);
  });
}

/** What the API answers an upload without its file: a form that sends one says it first. */
export const MISSING_FILE = "Seleziona un file immagine";
