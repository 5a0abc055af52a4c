import type { ViewportSize } from "@playwright/test";

/** The two screens every admin layout is tried on: an office monitor and a phone (390×844). */
export const SCREENS: readonly { name: string; viewport: ViewportSize; phone: boolean }[] = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, phone: false },
  { name: "telefono", viewport: { width: 390, height: 844 }, phone: true },
];

/** The two screens the public site is looked at on: a laptop (1366×900) and a phone (390×844). */
export const VISITOR_SCREENS: readonly { name: string; viewport: ViewportSize; phone: boolean }[] = [
  { name: "desktop", viewport: { width: 1366, height: 900 }, phone: false },
  { name: "telefono", viewport: { width: 390, height: 844 }, phone: true },
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** True when two boxes on the screen share some area. */
export function overlaps(a: Box | null, b: Box | null): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
