/**
 * The visitor's stored cookie choice, read without React: the islands' loader shows the banner
 * from it before any island's code arrives (web/islands/consent-request.ts).
 */

/** Where the choice is kept (spec §9: local storage). */
export const CONSENT_STORAGE_KEY = "parksite-cookie-consent";
/** Version of the cookie policy the choice refers to: a new version asks again. */
export const CONSENT_POLICY_VERSION = "2026-11";
/** The Garante's 2021 guidelines: ask again after six months. */
const CONSENT_MAX_AGE_MONTHS = 6;

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

export interface CookieConsent extends ConsentChoice {
  necessary: true;
  /** ISO date of the choice. */
  date: string;
  version: string;
  /** Random id of this browser's choices, sent with each to the server's consent record (empty for older choices). */
  id: string;
}

/** `months` calendar months later, on the same day or the month's last one (31 Aug + 6 = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getDate();
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(day, lastDay));
  return result;
}

/** The stored choice, or null when there is none, it is unreadable, outdated or older than six months. */
export function parseConsent(raw: string | null, now: Date): CookieConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CookieConsent>;
    if (value.version !== CONSENT_POLICY_VERSION || typeof value.date !== "string") return null;
    const date = new Date(value.date);
    if (Number.isNaN(date.getTime()) || addMonths(date, CONSENT_MAX_AGE_MONTHS) <= now) return null;
    return {
      necessary: true,
      analytics: value.analytics === true,
      marketing: value.marketing === true,
      functional: value.functional === true,
      date: value.date,
      version: value.version,
      id: typeof value.id === "string" ? value.id : "",
    };
  } catch {
    return null;
  }
}

/** How much of the screen's bottom the cookie banner covers while shown (a CSS length on the page's root). */
export const COOKIE_BANNER_HEIGHT = "--cookie-banner-height";

/** Says on the page's root how tall the shown banner is, so what must stay reachable scrolls clear of it. */
export function markCoveredHeight(banner: HTMLElement): void {
  document.documentElement.style.setProperty(COOKIE_BANNER_HEIGHT, `${banner.offsetHeight}px`);
}
