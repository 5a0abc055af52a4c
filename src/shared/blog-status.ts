import { labelledValues } from "./labelled-values";

/** Where a post stands: a draft, scheduled for its publication date, or published (visible to visitors). */
/** The labels staff read (spec §4 for draft and published). */
export const { values: POST_STATUSES, labels: POST_STATUS_LABELS } = labelledValues({
  draft: "Bozza",
  scheduled: "Programmato",
  published: "Pubblicato",
});
export type PostStatus = (typeof POST_STATUSES)[number];

/** The time zone of the editors: dates are typed and shown in Italian time. */
const EDITOR_TIME_ZONE = "Europe/Rome";

/** A formatter per time zone, made once: making one costs far more than using it. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-03-30T09:00" read as Italian time, as an ISO-8601 UTC instant; null for text that is no date-time. */
export function romeLocalToIso(local: string, timeZone = EDITOR_TIME_ZONE): string | null {
  const m = LOCAL_PATTERN.exec(local.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offset at the guessed instant, then again at the corrected one (daylight-saving edges).
  let instant = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  instant = wall - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant).toISOString();
}

/** An ISO instant as the "YYYY-MM-DDTHH:mm" of a datetime-local field in Italian time. */
export function isoToRomeLocal(iso: string, timeZone = EDITOR_TIME_ZONE): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return "";
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** The date visitors read for a post: when it went live, or when it was written for a post never published. */
export const publicDateOf = (post: { published_at: string | null; created_at: string }): string =>
  post.published_at ?? post.created_at;
