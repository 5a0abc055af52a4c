import { createContext, useContext } from "react";
import type { z } from "zod";

/** Field errors by path ('blocks.1.items.0.value'), shown under each field after a save attempt. */
export const FormErrorsContext = createContext<ReadonlyMap<string, string>>(new Map());

const pathKey = (path: readonly (string | number)[]) => path.join(".");

export function useFieldError(path: readonly (string | number)[]): string | undefined {
  return useContext(FormErrorsContext).get(pathKey(path));
}

/** The first message of each field that failed. */
export function errorsByPath(error: z.ZodError): Map<string, string> {
  const errors = new Map<string, string>();
  for (const issue of error.issues) {
    const key = pathKey(issue.path.filter((p): p is string | number => typeof p !== "symbol"));
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  return errors;
}
