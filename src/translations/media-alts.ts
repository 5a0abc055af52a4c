import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { media, mediaTranslations } from "../db/schema";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "../shared/languages";
import type { MediaAltTranslation } from "../shared/schemas/media-answers";
import type { OutdatedTranslation } from "../shared/translations";
import { outdatedFieldsOf, translatedFromOf } from "./field-fingerprints";

/** The one field of a picture that is translated. */
const ALT_FIELDS = ["alt"] as const;

/** The languages a picture's alt text is translated into: every one but Italian. */
const ALT_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

/** A picture's saved translations: by language, the text and the Italian's fingerprint it was written from. */
export type SavedAltTranslations = Map<string, { alt: string; translatedFrom: Record<string, string> }>;

/** Every picture's saved translations, by picture id. */
export function altTranslationsByMedia(db: Db): Map<number, SavedAltTranslations> {
  const byMedia = new Map<number, SavedAltTranslations>();
  for (const row of db.select().from(mediaTranslations).all()) {
    const saved = byMedia.get(row.media_id) ?? new Map();
    saved.set(row.language, { alt: row.alt, translatedFrom: row.translated_from });
    byMedia.set(row.media_id, saved);
  }
  return byMedia;
}

/** Whether the Italian alt text changed after the translation was saved. */
const isOutdated = (italian: string, translatedFrom: Record<string, string>) =>
  outdatedFieldsOf(ALT_FIELDS, { alt: italian }, translatedFrom).length > 0;

/** A picture's alt text in each other language, as the library shows it beside the Italian. */
export function altTranslationsOf(italian: string, saved: SavedAltTranslations | undefined): MediaAltTranslation[] {
  return ALT_LANGUAGES.map((language) => {
    const translation = saved?.get(language);
    return {
      language,
      alt: translation?.alt ?? "",
      outdated: translation ? translation.alt !== "" && isOutdated(italian, translation.translatedFrom) : false,
    };
  });
}

/**
 * Saves a picture's alt texts in other languages, each recording the Italian it was written from;
 * an emptied one is dropped (its pages show the Italian again).
 */
export function saveAltTranslations(
  db: Db,
  mediaId: number,
  italian: string,
  translations: readonly { language: LanguageCode; alt: string }[],
): void {
  const updated_at = new Date().toISOString();
  const translated_from = translatedFromOf(ALT_FIELDS, { alt: italian });
  db.transaction((tx) => {
    for (const { language, alt } of translations) {
      const where = and(eq(mediaTranslations.media_id, mediaId), eq(mediaTranslations.language, language));
      if (!alt) {
        tx.delete(mediaTranslations).where(where).run();
        continue;
      }
      tx.insert(mediaTranslations)
        .values({ media_id: mediaId, language, alt, translated_from, updated_at })
        .onConflictDoUpdate({
          target: [mediaTranslations.media_id, mediaTranslations.language],
          set: { alt, translated_from, updated_at },
        })
        .run();
    }
  });
}

/** Every picture whose alt text in another language was written from an Italian that changed since (the dashboard's list). */
export function outdatedMediaAlts(db: Db): OutdatedTranslation[] {
  const rows = db
    .select({
      name: media.name,
      url: media.url,
      italian: media.alt,
      language: mediaTranslations.language,
      alt: mediaTranslations.alt,
      translatedFrom: mediaTranslations.translated_from,
    })
    .from(mediaTranslations)
    .innerJoin(media, eq(media.id, mediaTranslations.media_id))
    .all();
  return rows.flatMap((row) => {
    const language = LANGUAGE_CODES.find((code) => code === row.language);
    if (!language || !row.alt || !isOutdated(row.italian, row.translatedFrom)) return [];
    return [
      {
        what: "Immagine",
        title: row.name ?? row.url.slice(row.url.lastIndexOf("/") + 1),
        language,
        fields: ["Testo alternativo"],
        href: `/admin/media?filter=alt-${language}-da-aggiornare`,
      },
    ];
  });
}
