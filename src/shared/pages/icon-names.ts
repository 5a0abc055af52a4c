/** The icons page content may name (drawn by web/components/ui/icons.tsx). */
export const ICON_NAMES = [
  "bar-chart",
  "building",
  "calendar",
  "car",
  "car-front",
  "clock",
  "credit-card",
  "hospital",
  "hotel",
  "key",
  "map-pin",
  "monitor",
  "plane",
  "scan",
  "shield",
  "shopping",
  "signpost",
  "parking",
  "sun",
  "tent",
  "truck",
  "wrench",
  "zap",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
