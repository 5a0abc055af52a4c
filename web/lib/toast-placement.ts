/** Where the toast viewport may sit: a corner, or the middle of the top or bottom edge. */
export type ToastPlacement = "bottom-right" | "top-right" | "bottom-left" | "top-left" | "bottom-center" | "top-center";

const TOAST_PLACEMENTS: readonly ToastPlacement[] = [
  "bottom-right",
  "top-right",
  "bottom-left",
  "top-left",
  "bottom-center",
  "top-center",
];

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A control on the screen, and how much it matters that it stays visible. */
export interface Control extends Box {
  /** A form field or the control in use counts more than a link in a menu. */
  weight: number;
}

/** The box the viewport of `size` would take at `placement` on a screen of `screen`. */
export function boxAt(
  placement: ToastPlacement,
  size: { width: number; height: number },
  screen: { width: number; height: number },
): Box {
  const [vertical, horizontal] = placement.split("-") as ["top" | "bottom", "left" | "right" | "center"];
  const width = Math.min(size.width, screen.width);
  const left = horizontal === "left" ? 0 : horizontal === "right" ? screen.width - width : (screen.width - width) / 2;
  const top = vertical === "top" ? 0 : screen.height - size.height;
  return { left, top, width, height: size.height };
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The first placement, in order of preference, where the toast hides no control; when every
 * place hides something, the one that hides least (form fields and the focused control weigh more).
 */
export function choosePlacement(
  size: { width: number; height: number },
  screen: { width: number; height: number },
  controls: readonly Control[],
): ToastPlacement {
  let best: ToastPlacement = TOAST_PLACEMENTS[0] ?? "bottom-right";
  let bestCost = Number.POSITIVE_INFINITY;
  for (const placement of TOAST_PLACEMENTS) {
    const box = boxAt(placement, size, screen);
    const cost = controls.reduce((sum, control) => sum + overlap(box, control) * control.weight, 0);
    if (cost === 0) return placement;
    if (cost < bestCost) {
      best = placement;
      bestCost = cost;
    }
  }
  return best;
}
