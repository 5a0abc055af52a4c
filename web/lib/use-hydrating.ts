import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * True while rendering on the server and during the hydration render that must match it;
 * false in any render the browser makes on its own (a client-side navigation).
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
