/**
 * The one shape of every error the API answers with. `field` names the input the refusal is about
 * (an address already taken), so a form shows the message under that input.
 */
export interface ApiErrorBody {
  message: string;
  field?: string;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === "object" &&
    value !== null &&
    "message" in value &&
    typeof (value as { message: unknown }).message === "string"
  );
}

/** The input an error body names, if it names one. */
export function errorField(value: unknown): string | undefined {
  if (!isApiErrorBody(value) || !("field" in value)) return undefined;
  return typeof value.field === "string" && value.field !== "" ? value.field : undefined;
}
