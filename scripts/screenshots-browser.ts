/**
 * The browser of `npm run screenshots`, in Italian as the company's staff use it: a date field reads 'gg/mm/aaaa', day
 * first. Playwright's `locale` sets the page's language and formats, but the date field's order and its placeholder
 * come from the browser's own language, which Chromium on Linux takes from the environment (LANGUAGE) and draws from
 * its Italian translation (Debian's chromium-l10n); the headless shell of the tests has no translation, so the full
 * browser runs here, headless.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContextOptions } from "playwright-core";
import { chromiumArgs } from "../web/e2e/playwright.config";

const BROWSER = "/usr/bin/chromium";
const ITALIAN_TRANSLATION = "/usr/lib/chromium/locales/it.pak";

/** The context options every picture is taken with: Italian, in Rome's time zone. */
export const ITALIAN_PAGES = { locale: "it-IT", timezoneId: "Europe/Rome" } satisfies BrowserContextOptions;

export async function launchItalianBrowser(): Promise<Browser> {
  if (!existsSync(ITALIAN_TRANSLATION))
    throw new Error(
      "Chromium non ha la traduzione italiana: le date comparirebbero come 'mm/dd/yyyy'. Installala con:  sudo apt-get install -y chromium-l10n",
    );
  return chromium.launch({
    executablePath: BROWSER,
    args: chromiumArgs,
    env: { ...process.env, LANGUAGE: "it", LANG: "it_IT.UTF-8" },
  });
}
