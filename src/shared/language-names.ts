import type { LanguageCode } from "./languages";

/** Each language as the admin (which stays Italian) names it: 'inglese', not 'English'. */
export const staffLanguageNames: Record<LanguageCode, string> = { it: "italiano", en: "inglese" };

/** The admin's name of a language code, or the code itself for one this program does not know. */
export const staffLanguageName = (code: string): string => (staffLanguageNames as Record<string, string>)[code] ?? code;
