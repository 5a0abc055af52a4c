import { useState } from "react";

/** Where a jump to a block leaves the focus: on its header (the outline) or in its first field (a click in the preview). */
type JumpTarget = "header" | "first-field";

/** The elements of a block's form, by its key: its header button and its fields' panel. */
export const blockHeaderId = (key: string) => `blocco-apri-${key}`;
export const blockPanelId = (key: string) => `blocco-${key}`;

const FIELDS = "input:not([type=hidden]):not(:disabled), textarea:not(:disabled), select:not(:disabled)";

/** Which of the page's blocks have their form open, and which one is being edited: the one that has the focus, or was opened last. */
export interface BlockFocus {
  open: ReadonlySet<string>;
  /** The key of the block being edited, which the preview follows. */
  active: string | null;
  toggle: (key: string) => void;
  /** Opens a block added at the end of the page and makes it the one being edited. */
  opened: (key: string) => void;
  /** Something inside a block's form took the focus. */
  focused: (key: string) => void;
  /** Opens a block's form, brings it into view and gives it the focus. */
  jumpTo: (key: string, target: JumpTarget) => void;
}

export function useBlockFocus(initiallyOpen: readonly string[]): BlockFocus {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  const [active, setActive] = useState<string | null>(null);

  const opened = (key: string) => {
    setOpen((current) => new Set([...current, key]));
    setActive(key);
  };

  return {
    open,
    active,
    toggle: (key) => {
      if (open.has(key)) {
        setOpen((current) => new Set([...current].filter((k) => k !== key)));
        return;
      }
      opened(key);
    },
    opened,
    focused: setActive,
    jumpTo: (key, target) => {
      opened(key);
      // The form is drawn open at the next frame; then it scrolls to its header and takes the focus.
      requestAnimationFrame(() => {
        const header = document.getElementById(blockHeaderId(key));
        const field =
          target === "first-field" ? document.getElementById(blockPanelId(key))?.querySelector<HTMLElement>(FIELDS) : null;
        header?.scrollIntoView({ block: "start" });
        (field ?? header)?.focus({ preventScroll: true });
      });
    },
  };
}
