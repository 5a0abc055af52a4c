import type { DeviceClass } from "../db/schema";

/**
 * Who is not counted: crawlers, monitors and tools that say what they are in their user agent,
 * and clients that send no user agent at all.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|monitor|pingdom|uptime|lighthouse|pagespeed|headless|phantomjs|puppeteer|playwright|selenium|python|curl|wget|httpie|go-http|okhttp|java\/|libwww|axios|node-fetch|undici|scrapy|semrush|ahrefs|mj12|dotbot|petalbot|yandex|baiduspider|bytespider|gptbot|ccbot|claude|perplexity/i;

function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || BOT_PATTERN.test(userAgent);
}

/** The device class from the user agent (the user agent itself is never stored). */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** Global Privacy Control or Do Not Track: the visitor asked not to be measured, so they are not. */
function optedOut(header: (name: string) => string | undefined): boolean {
  return header("sec-gpc")?.trim() === "1" || header("dnt")?.trim() === "1";
}

/** Whether the visits of this browser are counted: not a program, and it did not ask not to be measured. */
export function isCountedBrowser(userAgent: string | undefined, header: (name: string) => string | undefined): boolean {
  return !isBot(userAgent) && !optedOut(header);
}
