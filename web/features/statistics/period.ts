/** The periods the statistics page offers: the last 7, 30 or 90 days (today included), or chosen days. */
export const PRESETS = [7, 30, 90] as const;
type Preset = (typeof PRESETS)[number];

export interface Period {
  preset: Preset | "custom";
  from: string;
  to: string;
}

const romeDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Rome",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today in Italy, YYYY-MM-DD. */
export const today = (now = new Date()) => romeDay.format(now);

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The period in the page's address (?periodo=7|30|90 or ?dal=…&al=…); the last 30 days otherwise. */
export function periodFromParams(params: URLSearchParams, now = new Date()): Period {
  const from = params.get("dal");
  const to = params.get("al");
  if (params.get("periodo") === "personalizzato" && isDay(from) && isDay(to)) return { preset: "custom", from, to };
  const preset = (PRESETS as readonly number[]).includes(Number(params.get("periodo")))
    ? (Number(params.get("periodo")) as Preset)
    : 30;
  const end = today(now);
  return { preset, from: addDays(end, -(preset - 1)), to: end };
}

// Each formatter made once: making one costs far more than formatting with it, and a period has many days.
const dayFormat = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const shortDayFormat = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "short", timeZone: "UTC" });
const numberFormat = new Intl.NumberFormat("it-IT");
const rateFormat = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 1 });

/** '3 nov 2026'. */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T12:00:00Z`));
}

/** '3 nov'. */
export function formatShortDay(day: string): string {
  return shortDayFormat.format(new Date(`${day}T12:00:00Z`));
}

export const formatNumber = (n: number) => numberFormat.format(n);

export const formatRate = (rate: number | null) => (rate === null ? "—" : `${rateFormat.format(rate)}%`);
