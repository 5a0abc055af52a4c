import type { StatsBlock } from "./types";

/** The figures of a stats block, each its value and what it counts: `["20+", "anni di esperienza"]`. */
export function figures(...items: readonly (readonly [value: string, label: string])[]): StatsBlock["items"] {
  return items.map(([value, label]) => ({ value, label }));
}
