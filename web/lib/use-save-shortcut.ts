import { useEffect, useRef } from "react";

/** Ctrl+S (Cmd+S on a Mac) calls `save` instead of the browser's "save page as", while `enabled`. */
export function useSaveShortcut(save: () => void, enabled = true): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        latest.current();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
