import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { AltTextField } from "../../components/ui/alt-text-field";
import { imageTextOf } from "./image-form-fields";

/** What every photo form holds of its picture's text. */
interface PhotoText extends FieldValues {
  alt?: string;
  decorative?: string | boolean;
}

/**
 * A photo form's alt text and 'decorativa' mark: both count as a change to save, and once the text has been refused
 * each edit checks it again, so the message goes as soon as it is answered.
 */
export function PhotoTextField<T extends PhotoText, O>({
  form,
  error,
  name,
}: {
  form: UseFormReturn<T, unknown, O>;
  error?: string;
  /** Names the inputs for a form read with FormData. */
  name?: string;
}) {
  const refused = form.formState.errors.alt !== undefined;
  const set = (key: keyof PhotoText & string, value: string | boolean) =>
    form.setValue(key as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: refused });
  return (
    <AltTextField
      value={imageTextOf(form.watch())}
      error={error}
      name={name}
      onChange={(text) => {
        set("alt", text.alt);
        set("decorative", text.decorative);
      }}
    />
  );
}
