import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIsHydrating } from "./use-hydrating";

/**
 * What the server's render learned of a query: its data ('found'), that reading it failed
 * ('failed': the page shows its error state) or nothing ('missing': the API answered 404).
 */
export type ServerRead = "found" | "failed" | "missing";

/**
 * The server's answer for a query, as the component's first render finds it (on the server and
 * while hydrating); null for a component the browser renders on its own (a client-side navigation).
 */
export function useServerRead(key: QueryKey): ServerRead | null {
  const queryClient = useQueryClient();
  const hydrating = useIsHydrating();
  const [read] = useState((): ServerRead | null => {
    if (!hydrating) return null;
    const state = queryClient.getQueryState(key);
    if (state?.data !== undefined) return "found";
    return state?.status === "error" ? "failed" : "missing";
  });
  return read;
}
