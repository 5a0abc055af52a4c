import { createContext, useContext } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";

/** Field errors by path ('blocks.1.items.0.value'), shown under each field after a save attempt. */
export const FormErrorsContext = createContext<ReadonlyMap<string, string>>(new Map());

const pathKey = (path: readonly (string | number)[]) => path.join(".");

export function useFieldError(path: readonly (string | number)[]): string | undefined {
  return useContext(FormErrorsContext).get(pathKey(path));
}

/** The message of each refused field of a react-hook-form form, by its dotted path, in the form's order. */
export function errorsByPath(errors: FieldErrors<FieldValues>): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== "object") return;
    const { message, type } = node as { message?: unknown; type?: unknown };
    if (typeof message === "string" && typeof type === "string") {
      found.set(path.join("."), message);
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== "ref") walk(child, [...path, key]);
  };
  walk(errors, []);
  return found;
}
