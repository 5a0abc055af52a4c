/** Days of the statistics are the company's days: Italian local time. */
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Rome",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** YYYY-MM-DD of `date` in Italy. */
export function localDay(date: Date): string {
  return dayFormat.format(date);
}

/** The UTC minute of `date`, YYYY-MM-DDTHH:MM: the window of "once a minute". */
export function minuteOf(date: Date): string {
  return date.toISOString().slice(0, 16);
}

/** The calendar day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The calendar day `n` months before `day`, on the same day or the month's last one. */
export function monthsBefore(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 5000; day = addDays(day, 1)) days.push(day);
  return days;
}
