import type { FieldErrors } from "react-hook-form";
import type { z } from "zod";
import type { ImageText } from "../../../src/shared/alt-text";
import type { galleryImageUpdateSchema } from "../../../src/shared/schemas/gallery";

/** A photo's fields as its forms hold them (the schemas of `src/shared/schemas/gallery.ts` check them). */
export type PhotoFields = z.input<typeof galleryImageUpdateSchema>;

/** The fields in the order of the form: the first one refused gives the message. */
const FIELD_ORDER = ["name", "image_url", "alt", "description"] as const;

/**
 * The one message a photo form shows (as the spec's 'Nome e URL immagine sono obbligatori' is one
 * sentence for two fields): the first refused field's, else the server's or the upload's.
 */
export function photoFormMessage(errors: FieldErrors<PhotoFields>): string | undefined {
  for (const name of FIELD_ORDER) {
    const message = errors[name]?.message;
    if (message) return message;
  }
  return errors.root?.server?.message;
}

/** The alt text and decorative mark of the form's values, for the alt text field. */
export const imageTextOf = (values: Pick<PhotoFields, "alt" | "decorative">): ImageText => ({
  alt: values.alt ?? "",
  decorative: values.decorative === true,
});
