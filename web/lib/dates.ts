import { format } from "date-fns";
import { it } from "date-fns/locale/it";
import type { LanguageCode } from "../../src/shared/languages";
import { romeDateTime } from "../../src/shared/rome-date-time";

/** The company's time zone: dates read the same on the server, in any browser and in any country. */
const SITE_TIME_ZONE = "Europe/Rome";

/**
 * A formatter made when first asked for: making one with a time zone takes milliseconds, and many
 * pages load this file without showing a date.
 */
function whenFirstUsed(make: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const dayInRome = whenFirstUsed(
  () => new Intl.DateTimeFormat("en-US", { timeZone: SITE_TIME_ZONE, year: "numeric", month: "numeric", day: "numeric" }),
);

/** The calendar day of an instant in Rome, as a local Date at midnight (only its day is used). */
function romeDay(iso: string): Date | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = Object.fromEntries(
    dayInRome()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
}

/**
 * Blog cards and articles: '05 mar 2025' (spec §2: dd MMM yyyy, Italian), '05 Mar 2025' in English;
 * the day is Rome's in every language.
 */
export function formatPostDate(iso: string, language: LanguageCode = "it"): string {
  const day = romeDay(iso);
  if (!day) return "";
  return language === "it" ? format(day, "dd MMM yyyy", { locale: it }) : format(day, "dd MMM yyyy");
}

/** Admin table: '05/03/2025'. */
export function formatAdminDate(iso: string): string {
  const day = romeDay(iso);
  return day ? format(day, "dd/MM/yyyy") : "";
}

/** Admin logs and sessions: '05/03/2025, 14:07' in Rome time; '' for a missing or bad value. */
export const formatAdminDateTime = romeDateTime;
