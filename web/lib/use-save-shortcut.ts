import { useEffect, useRef } from "react";

/**
 * Ctrl+S (Cmd+S on a Mac) calls `save` instead of the browser's "save page as", while `enabled`.
 * The key is listened for from the first render and `enabled` read when it is pressed: a key pressed
 * right after the first change still saves, however late the renderer runs its effects.
 */
export function useSaveShortcut(save: () => void, enabled = true): void {
  const latest = useRef({ save, enabled });
  latest.current = { save, enabled };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!latest.current.enabled) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        latest.current.save();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
