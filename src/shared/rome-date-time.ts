/**
 * A moment as staff in Italy read it, '24/11/2026, 10:15' in Rome time, whatever the time zone of
 * the server or the browser: e-mails, exports, conflict messages and admin lists say it alike.
 */
let made: Intl.DateTimeFormat | undefined;

/** Made when first asked for: making one with a time zone takes milliseconds, and many pages show no date. */
function romeFormat(): Intl.DateTimeFormat {
  made ??= new Intl.DateTimeFormat("it-IT", {
    timeZone: "Europe/Rome",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  return made;
}

/** '24/11/2026, 10:15' in Rome time; '' for a missing or unreadable value. */
export function romeDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? "" : romeFormat().format(instant);
}

/** '24/11/2026 10:15', without the comma: a request's time in its e-mails, its export and the inbox. */
export const romeDateTimeNoComma = (iso: string): string => romeDateTime(iso).replace(",", "");

let dayMade: Intl.DateTimeFormat | undefined;
/** YYYY-MM-DD of an instant in Rome. */
const romeDayOf = (instant: number): string => {
  dayMade ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" });
  return dayMade.format(instant);
};

/**
 * The instant a day begins in Rome, as an ISO string: midnight is 23:00 UTC of the day before in
 * winter and 22:00 in summer (the clocks change at night, never at midnight). Lists filtered by day
 * ('Dal', 'Al') take the company's days, not UTC's.
 */
export function romeDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const hours of [2, 1]) {
    const start = utcMidnight - hours * 3_600_000;
    if (romeDayOf(start) === day && romeDayOf(start - 1) !== day) return new Date(start).toISOString();
  }
  return new Date(utcMidnight).toISOString();
}
