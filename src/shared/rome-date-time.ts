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
