import { isAllowedImageUrl } from "../../../src/shared/image-url";
import { blogMessages } from "../../../src/shared/schemas/blog";

/** Decision 28: an http: image would be blocked on an https site, so the editor says so plainly. */
const HTTP_IMAGE_MESSAGE = "Gli indirizzi http:// non sono consentiti: usa un indirizzo https:// oppure carica l'immagine";

/** Why an image address cannot be used, or null when it can. */
export function imageAddressProblem(address: string): string | null {
  const value = address.trim();
  if (!value) return "Inserisci l'indirizzo dell'immagine";
  if (/^http:\/\//i.test(value)) return HTTP_IMAGE_MESSAGE;
  return isAllowedImageUrl(value) ? null : blogMessages.imageUrl;
}
