import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { pageEdits, settings } from "../db/schema";
import {
  BUILT_IN_COMPANY_DESCRIPTION,
  BUSINESS_TEXT_FIELDS,
  type BusinessTexts,
  builtInEnglishBusinessTexts,
  businessTextLabels,
} from "../shared/business-texts";
import { defaultPublicSettings } from "../shared/business-facts";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "../shared/languages";
import { SITE_TEXTS_KEY } from "../shared/pages/page-edits";
import type { BusinessTextsEditor } from "../shared/schemas/business-texts";
import type { OutdatedTranslation } from "../shared/translations";
import { outdatedFieldsOf, translatedFromOf } from "./field-fingerprints";

/** Each language's built-in texts: what its pages show until staff save their own. */
const builtInTexts: Record<Exclude<LanguageCode, typeof DEFAULT_LANGUAGE>, BusinessTexts> = { en: builtInEnglishBusinessTexts };

/** The setting that holds a language's texts. */
const keyOf = (language: LanguageCode) => `business-texts-${language}`;

/** A language's texts as stored: the texts, the Italian's fingerprints they were written from, who saved them. */
interface StoredTexts extends BusinessTexts {
  translatedFrom: Record<string, string>;
  savedBy: string;
}

function storedOf(value: unknown): StoredTexts | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  const texts = BUSINESS_TEXT_FIELDS.every((field) => typeof record[field] === "string");
  if (!texts || typeof record.translatedFrom !== "object" || record.translatedFrom === null) return null;
  return value as StoredTexts;
}

const stringOr = (value: unknown, fallback: string) => (typeof value === "string" && value.trim() ? value : fallback);

/**
 * The Italian as visitors read it now: the footer's mission sentence of the published site texts
 * (else the built-in one) and the opening hours of the business facts.
 */
function italianBusinessTexts(db: Db): BusinessTexts {
  const siteTexts = db.select({ published: pageEdits.published }).from(pageEdits).where(eq(pageEdits.path, SITE_TEXTS_KEY)).get();
  const hours = db.select({ value: settings.value }).from(settings).where(eq(settings.key, "openingHours")).get();
  return {
    companyDescription: stringOr((siteTexts?.published as { mission?: unknown } | null)?.mission, BUILT_IN_COMPANY_DESCRIPTION),
    openingHours: stringOr(hours?.value, defaultPublicSettings.openingHours),
  };
}

function row(db: Db, language: LanguageCode) {
  return db
    .select()
    .from(settings)
    .where(eq(settings.key, keyOf(language)))
    .get();
}

/** The built-in texts of a language are written from the built-in Italian: a change of the Italian marks them too. */
const builtInTranslatedFrom = () =>
  translatedFromOf(BUSINESS_TEXT_FIELDS, {
    companyDescription: BUILT_IN_COMPANY_DESCRIPTION,
    openingHours: defaultPublicSettings.openingHours,
  });

/** What a language's pages show: staff's texts, else the built-in ones. Italian is read where it lives. */
export function businessTextsIn(db: Db, language: LanguageCode): BusinessTexts {
  if (language === DEFAULT_LANGUAGE) return italianBusinessTexts(db);
  const stored = storedOf(row(db, language)?.value);
  return stored
    ? { companyDescription: stored.companyDescription, openingHours: stored.openingHours }
    : builtInTexts[language as keyof typeof builtInTexts];
}

/** The translation beside its Italian, with the fields whose Italian changed since it was saved. */
export function businessTextsEditor(db: Db, language: LanguageCode): BusinessTextsEditor {
  const saved = row(db, language);
  const stored = storedOf(saved?.value);
  const original = italianBusinessTexts(db);
  return {
    language,
    values: businessTextsIn(db, language),
    original,
    outdated: outdatedFieldsOf(BUSINESS_TEXT_FIELDS, original, stored?.translatedFrom ?? builtInTranslatedFrom()),
    savedAt: stored ? (saved?.updated_at ?? null) : null,
    savedBy: stored ? stored.savedBy : null,
  };
}

/** Saves a language's texts, recording the Italian they were written from: returns the fields that changed. */
export function saveBusinessTexts(db: Db, language: LanguageCode, texts: BusinessTexts, who: string): string[] {
  const before = businessTextsIn(db, language);
  const value: StoredTexts = {
    ...texts,
    translatedFrom: translatedFromOf(BUSINESS_TEXT_FIELDS, italianBusinessTexts(db)),
    savedBy: who,
  };
  const now = new Date().toISOString();
  db.insert(settings)
    .values({ key: keyOf(language), value, is_example: false, updated_at: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, is_example: false, updated_at: now } })
    .run();
  return BUSINESS_TEXT_FIELDS.filter((field) => before[field] !== texts[field]);
}

/** Every language's business texts with a field whose Italian changed since they were saved (the dashboard's list). */
export function outdatedBusinessTexts(db: Db): OutdatedTranslation[] {
  const languages = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);
  const rows = new Map(
    db
      .select()
      .from(settings)
      .where(inArray(settings.key, languages.map(keyOf)))
      .all()
      .map((stored) => [stored.key, storedOf(stored.value)]),
  );
  const original = italianBusinessTexts(db);
  return languages.flatMap((language) => {
    const translatedFrom = rows.get(keyOf(language))?.translatedFrom ?? builtInTranslatedFrom();
    const fields = outdatedFieldsOf(BUSINESS_TEXT_FIELDS, original, translatedFrom);
    if (fields.length === 0) return [];
    return [
      {
        what: "Testi dell'azienda",
        title: "Descrizione dell'azienda e orari di apertura",
        language,
        fields: fields.map((field) => businessTextLabels[field]),
        href: `/admin/impostazioni#testi-${language}`,
      },
    ];
  });
}
