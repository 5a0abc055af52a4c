import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldErrors, type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { errorField } from "../../src/shared/api-error";
import { ApiError } from "./api-client";

type SchemaFormOptions<S extends z.ZodType<unknown, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  "resolver"
>;

/**
 * `submit: "input"`: the submit handler receives the values as typed, `z.input` of the schema (which
 * checked them), for a form whose schema turns them into something the server derives again on its own
 * (a slug, a list of synonyms written as one line).
 */
type InputSubmitOptions<S extends z.ZodType<unknown, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.input<S>>,
  "resolver"
> & { submit: "input" };

/** The options of a form checked by `schema` (the hook's, and a test's `createFormControl`). */
export function schemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: InputSubmitOptions<S>,
): UseFormProps<z.input<S>, unknown, z.input<S>>;
export function schemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options?: SchemaFormOptions<S>,
): UseFormProps<z.input<S>, unknown, z.output<S>>;
export function schemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: SchemaFormOptions<S> | InputSubmitOptions<S> = {},
): UseFormProps<z.input<S>, unknown, z.output<S>> | UseFormProps<z.input<S>, unknown, z.input<S>> {
  if ("submit" in options) {
    const { submit: _input, ...rest } = options;
    return { ...rest, resolver: zodResolver(schema, undefined, { raw: true }) };
  }
  return { ...options, resolver: zodResolver(schema) };
}

/**
 * An admin form checked by the zod schema of `src/shared/` the server validates with, so the form
 * shows the very Italian messages the API answers with: under each field on submit, then again as
 * the value changes. Its values are `z.input` of the schema; the submit handler receives the schema's
 * output (trimmed, converted), or with `submit: "input"` the values as typed.
 */
export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: InputSubmitOptions<S>,
): UseFormReturn<z.input<S>, unknown, z.input<S>>;
export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options?: SchemaFormOptions<S>,
): UseFormReturn<z.input<S>, unknown, z.output<S>>;
export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: SchemaFormOptions<S> | InputSubmitOptions<S> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> | UseFormReturn<z.input<S>, unknown, z.input<S>> {
  return useForm(schemaForm(schema, options as SchemaFormOptions<S>));
}

/** The message of a field's refusal by its dotted path ('address.city'), for the Field component's `error`. */
export function messageOf<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined {
  let node: unknown = errors;
  for (const key of name.split(".")) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}

/**
 * Every refusal of a form by its dotted path ('blocks.1.items.0.value'), in the order the schema
 * found them: a field's own message, or its items' one by one (a list refused item by item).
 */
export function messagesByPath(errors: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: unknown, path: string[]) => {
    if (typeof node !== "object" || node === null) return;
    const { message } = node as { message?: unknown };
    if (typeof message === "string") {
      if (!found.has(path.join("."))) found.set(path.join("."), message);
      return;
    }
    // A refusal's `ref` is the input itself, not a refusal.
    for (const [key, child] of Object.entries(node)) if (key !== "ref") walk(child, [...path, key]);
  };
  walk(errors, []);
  return found;
}

/** The first message among refusals: a whole form's (what a toast says), or one field's with its items'. */
export const firstMessage = (errors: unknown): string | undefined => messagesByPath(errors).values().next().value;

type ServerErrorTarget<T extends FieldValues> = Pick<UseFormReturn<T>, "setError" | "getValues">;

/**
 * Puts a server refusal that names one of the form's inputs under that input (and focuses it).
 * False when the error names none of them: the caller shows it its own way (a toast).
 */
export function serverErrorOnField<T extends FieldValues>(form: ServerErrorTarget<T>, error: Error): boolean {
  const field = error instanceof ApiError ? errorField(error.body) : undefined;
  if (!field || form.getValues(field as Path<T>) === undefined) return false;
  form.setError(field as Path<T>, { type: "server", message: error.message }, { shouldFocus: true });
  return true;
}

/**
 * A server refusal shown by the form: under the input it names, or else as the form's own error
 * (`errors.root?.server`, shown by ErrorNote), which the next submit clears.
 */
export function showServerError<T extends FieldValues>(form: ServerErrorTarget<T>, error: Error): void {
  if (!serverErrorOnField(form, error)) form.setError("root.server", { type: "server", message: error.message });
}
