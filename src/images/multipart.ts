import { HttpError } from "../http/http-error";
import { imageMessages, MAX_UPLOAD_BYTES } from "./store";

/** Multipart bodies carry one image (10 MB) plus a few text fields. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 1024 * 1024;

export interface ImageUpload {
  /** The file's bytes (not yet checked: storeImage checks them). */
  bytes: Uint8Array;
  /** Text fields sent with it. */
  fields: Record<string, string>;
}

const uploadMessages = {
  notMultipart: "Invia l'immagine come modulo multipart (campo 'image')",
  badForm: "Il modulo inviato non è valido",
  missingFile: "Seleziona un file immagine",
} as const;

/** Reads a multipart request with its image in `field`; the client's file name and type are ignored. */
export async function readImageUpload(request: Request, field = "image"): Promise<ImageUpload> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    throw new HttpError(415, uploadMessages.notMultipart);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new HttpError(400, uploadMessages.badForm);
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
  }
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) throw new HttpError(400, uploadMessages.missingFile);
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, imageMessages.tooLarge);
  return { bytes: new Uint8Array(await file.arrayBuffer()), fields };
}
