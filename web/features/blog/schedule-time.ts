import { isoToRomeLocal } from "../../../src/shared/blog-status";

/** "09:00": the Italian time of an instant. */
export const formatRomeTime = (iso: string): string => isoToRomeLocal(iso).slice(11, 16);

/** "30/03/2026 alle 09:00", Italian time. */
export function formatRomeDateTime(iso: string): string {
  const local = isoToRomeLocal(iso);
  if (!local) return "";
  const [date = "", time = ""] = local.split("T");
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year} alle ${time}`;
}
