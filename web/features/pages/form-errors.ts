import { createContext, useContext } from "react";

/** Field errors by path ('blocks.1.items.0.value'), shown under each field after a save attempt. */
export const FormErrorsContext = createContext<ReadonlyMap<string, string>>(new Map());

const pathKey = (path: readonly (string | number)[]) => path.join(".");

export function useFieldError(path: readonly (string | number)[]): string | undefined {
  return useContext(FormErrorsContext).get(pathKey(path));
}
