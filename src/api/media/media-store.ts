import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { ContentChanges } from "../../content-changes";
import type { Db } from "../../db/client";
import { externalImageTexts, type MediaRow, media } from "../../db/schema";
import { deleteStoredImage, type StoredImage, storedImageKey, watchStoredImages } from "../../images/store";
import { type ImageText, NO_IMAGE_TEXT, type PictureTexts } from "../../shared/alt-text";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../shared/languages";
import {
  altTranslationsByMedia,
  altTranslationsOf,
  type SavedAltTranslations,
  saveAltTranslations,
} from "../../translations/media-alts";
import { type MediaFilter, mediaPlaceLabels } from "../../shared/media-places";
import type { MediaUpdate } from "../../shared/schemas/media";
import type { MediaItem, MediaPage, MediaUsage } from "../../shared/schemas/media-answers";
import { findMediaUsages } from "./media-usages";

const PAGE_SIZE = 48;
const RENDITION = /^([0-9a-f]{24})-(\d{1,5})x(\d{1,5})\.webp$/;
const FOLDER = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** What deleting a picture did: gone, refused because it is used (where), or nothing to delete. */
export type RemoveResult = { kind: "removed"; item: MediaItem } | { kind: "in-use"; usages: MediaUsage[] } | { kind: "missing" };

interface FoundImage {
  key: string;
  folder: string;
  variants: { url: string; width: number; height: number }[];
  bytes: number;
  mtime: number;
}

/** Every picture under uploads/, read from the file names (renditions grouped by their shared id). */
function scanUploads(uploadsDir: string): Map<string, FoundImage> {
  const found = new Map<string, FoundImage>();
  if (!existsSync(uploadsDir)) return found;
  for (const folder of readdirSync(uploadsDir)) {
    if (!FOLDER.test(folder)) continue;
    const dir = join(uploadsDir, folder);
    if (!statSync(dir).isDirectory()) continue;
    for (const name of readdirSync(dir)) {
      const match = RENDITION.exec(name);
      if (!match) continue;
      const key = `${folder}/${match[1]}`;
      const stat = statSync(join(dir, name));
      const image = found.get(key) ?? { key, folder, variants: [], bytes: 0, mtime: stat.mtimeMs };
      image.variants.push({ url: `/uploads/${folder}/${name}`, width: Number(match[2]), height: Number(match[3]) });
      image.bytes += stat.size;
      image.mtime = Math.min(image.mtime, stat.mtimeMs);
      found.set(key, image);
    }
  }
  for (const image of found.values()) image.variants.sort((a, b) => a.width - b.width);
  return found;
}

const fileName = (url: string) => url.slice(url.lastIndexOf("/") + 1);

/**
 * The media library: an index of the pictures already stored under uploads/ (nothing is moved),
 * filled from the files on start and kept by every upload and delete; where each picture is used
 * is read from the galleries, articles and pages, and kept until content changes.
 */
export class MediaStore {
  private usages: Map<string, MediaUsage[]> | null = null;
  /** The list as it is shown, built from the index and the usages; dropped with either. */
  private items: { item: MediaItem; text: string }[] | null = null;
  /** Alt texts of each language by picture key (an external picture's by its address), read once and dropped on every change. */
  private alts: Map<LanguageCode, Map<string, ImageText>> | null = null;
  /** The alt texts in other languages, by picture id; dropped with the alt texts. */
  private translations: Map<number, SavedAltTranslations> | null = null;
  private synced = false;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly uploadsDir: string,
    changes: ContentChanges,
  ) {
    this.unsubscribe.push(
      watchStoredImages((event) => {
        if (event.uploadsDir !== this.uploadsDir) return;
        if (event.kind === "stored") this.index(event.image);
        else {
          const key = storedImageKey(event.url);
          if (key) this.db.delete(media).where(eq(media.key, key)).run();
        }
        this.usages = null;
        this.alts = null;
        this.translations = null;
        this.items = null;
      }),
      changes.subscribe(() => {
        this.usages = null;
      }),
    );
  }

  close(): void {
    for (const stop of this.unsubscribe) stop();
  }

  /** Brings the index in line with the files: pictures added by an older version or a restore, files removed by the sweep. */
  sync(): { added: number; removed: number } {
    this.synced = true;
    const files = scanUploads(this.uploadsDir);
    const rows = this.db.select({ id: media.id, key: media.key }).from(media).all();
    const known = new Set(rows.map((r) => r.key));
    const gone = rows.filter((r) => !files.has(r.key)).map((r) => r.id);
    const fresh = [...files.values()].filter((f) => !known.has(f.key) && f.variants.length > 0);
    this.db.transaction((tx) => {
      for (let i = 0; i < gone.length; i += 500)
        tx.delete(media)
          .where(inArray(media.id, gone.slice(i, i + 500)))
          .run();
      for (const image of fresh) {
        const largest = image.variants[image.variants.length - 1];
        if (!largest) continue;
        const at = new Date(image.mtime).toISOString();
        tx.insert(media)
          .values({
            key: image.key,
            url: largest.url,
            folder: image.folder,
            width: largest.width,
            height: largest.height,
            variants: image.variants,
            bytes: image.bytes,
            created_at: at,
            updated_at: at,
          })
          .onConflictDoNothing()
          .run();
      }
    });
    this.alts = null;
    this.translations = null;
    this.items = null;
    return { added: fresh.length, removed: gone.length };
  }

  private ensureSynced(): void {
    if (!this.synced) this.sync();
  }

  /** Adds a picture just stored. */
  private index(image: StoredImage): void {
    const key = storedImageKey(image.url);
    if (!key) return;
    const at = new Date().toISOString();
    const bytes = image.variants.reduce((sum, v) => {
      try {
        return sum + statSync(join(this.uploadsDir, v.url.slice("/uploads/".length))).size;
      } catch {
        return sum;
      }
    }, 0);
    this.db
      .insert(media)
      .values({
        key,
        url: image.url,
        folder: key.slice(0, key.indexOf("/")),
        width: image.width,
        height: image.height,
        variants: image.variants,
        bytes,
        created_at: at,
        updated_at: at,
      })
      .onConflictDoNothing()
      .run();
  }

  private usageMap(): Map<string, MediaUsage[]> {
    this.usages ??= findMediaUsages(this.db);
    return this.usages;
  }

  private translationMap(): Map<number, SavedAltTranslations> {
    this.translations ??= altTranslationsByMedia(this.db);
    return this.translations;
  }

  private itemOf(row: MediaRow): MediaItem {
    const usages = this.usageMap().get(row.key) ?? [];
    return {
      id: row.id,
      url: row.url,
      name: row.name ?? usages[0]?.label ?? fileName(row.url),
      alt: row.alt,
      decorative: row.decorative,
      translations: altTranslationsOf(row.alt, this.translationMap().get(row.id)),
      width: row.width,
      height: row.height,
      variants: row.variants,
      bytes: row.bytes,
      created_at: row.created_at,
      usages,
    } satisfies MediaItem;
  }

  /** Every picture, newest first, with the text a search looks in; kept until the index or the content changes. */
  private everything(): { item: MediaItem; text: string }[] {
    if (this.items && this.usages) return this.items;
    const rows = this.db.select().from(media).orderBy(media.created_at).all().reverse();
    this.items = rows.map((row) => {
      const item = this.itemOf(row);
      const text = `${item.name} ${item.alt} ${fileName(item.url)} ${item.usages.map((u) => u.label).join(" ")}`.toLowerCase();
      return { item, text };
    });
    return this.items;
  }

  list(query: { q?: string | undefined; filter: MediaFilter; page: number }): MediaPage {
    this.ensureSynced();
    const words = (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    const matching = this.everything().filter(({ item, text }) => {
      if (query.filter === "unused" && item.usages.length > 0) return false;
      if (query.filter === "no-alt" && (item.decorative || item.alt.trim() !== "")) return false;
      const english = item.translations.find((t) => t.language === "en");
      if (query.filter === "no-alt-en" && (item.decorative || english?.alt !== "")) return false;
      if (query.filter === "alt-en-da-aggiornare" && !english?.outdated) return false;
      if (query.filter in mediaPlaceLabels) {
        if (!item.usages.some((u) => u.place === query.filter)) return false;
      }
      return words.every((word) => text.includes(word));
    });
    const start = (query.page - 1) * PAGE_SIZE;
    const items = matching.slice(start, start + PAGE_SIZE).map(({ item }) => item);
    return { items, total: matching.length, page: query.page, page_size: PAGE_SIZE } satisfies MediaPage;
  }

  get(id: number): MediaItem | null {
    this.ensureSynced();
    const row = this.db.select().from(media).where(eq(media.id, id)).get();
    return row ? this.itemOf(row) : null;
  }

  byUrl(url: string): MediaItem | null {
    const key = storedImageKey(url);
    if (!key) return null;
    const row = this.db.select().from(media).where(eq(media.key, key)).get();
    return row ? this.itemOf(row) : null;
  }

  /**
   * The alt texts a language's pages show: a picture's own in that language, else its Italian one
   * (a picture described in Italian is never left undescribed); the decorative mark is the same in every language.
   */
  private textMap(language: LanguageCode): Map<string, ImageText> {
    this.alts ??= new Map();
    let alts = this.alts.get(language);
    if (!alts) {
      alts = new Map<string, ImageText>();
      const translated = language === DEFAULT_LANGUAGE ? null : this.translationMap();
      for (const row of this.db
        .select({ id: media.id, key: media.key, alt: media.alt, decorative: media.decorative })
        .from(media)
        .all()) {
        const alt = translated?.get(row.id)?.get(language)?.alt || row.alt;
        if (alt || row.decorative) alts.set(row.key, { alt, decorative: row.decorative });
      }
      for (const row of this.db.select().from(externalImageTexts).all())
        alts.set(row.url, { alt: row.alt, decorative: row.decorative });
      this.alts.set(language, alts);
    }
    return alts;
  }

  /** A picture's alt text and decorative mark in a language: the library's for a stored picture, its address's for another site's. */
  textOf(url: string, language: LanguageCode = DEFAULT_LANGUAGE): ImageText {
    const key = storedImageKey(url) ?? url.trim();
    return this.textMap(language).get(key) ?? NO_IMAGE_TEXT;
  }

  /** A picture's text with its alt text in each other language written for it (a gallery photo carries them to every page). */
  textsOf(url: string): PictureTexts {
    const key = storedImageKey(url);
    const id = key ? this.idOf(key) : undefined;
    const saved = id === undefined ? undefined : this.translationMap().get(id);
    const translations = [...(saved ?? new Map()).entries()]
      .filter(([, translation]) => translation.alt !== "")
      .map(([language, translation]) => ({ language, alt: translation.alt }));
    return { ...this.textOf(url), translations };
  }

  private idOf(key: string): number | undefined {
    return this.db.select({ id: media.id }).from(media).where(eq(media.key, key)).get()?.id;
  }

  /** Writes a picture's alt text where it lives (its library row, or its address for another site's picture). */
  setText(url: string, text: ImageText): void {
    const at = new Date().toISOString();
    const values = { alt: text.alt.trim(), decorative: text.decorative };
    const key = storedImageKey(url);
    this.alts = null;
    this.translations = null;
    this.items = null;
    if (key) {
      this.ensureSynced();
      const row = this.db
        .update(media)
        .set({ ...values, updated_at: at })
        .where(eq(media.key, key))
        .returning({ id: media.id })
        .get();
      if (row) return;
    }
    this.db
      .insert(externalImageTexts)
      .values({ url: key ?? url.trim(), ...values, updated_at: at })
      .onConflictDoUpdate({ target: externalImageTexts.url, set: { ...values, updated_at: at } })
      .run();
  }

  update(id: number, input: MediaUpdate): MediaItem | null {
    this.alts = null;
    this.translations = null;
    this.items = null;
    const row = this.db
      .update(media)
      .set({ name: input.name, alt: input.alt, decorative: input.decorative, updated_at: new Date().toISOString() })
      .where(eq(media.id, id))
      .returning()
      .get();
    if (row && input.translations) saveAltTranslations(this.db, id, row.alt, input.translations);
    this.translations = null;
    return row ? this.itemOf(row) : null;
  }

  /** Deletes an unused picture's files and row; a picture in use is refused, with the places. */
  remove(id: number): RemoveResult {
    const item = this.get(id);
    if (!item) return { kind: "missing" };
    // Read afresh: a file deleted is gone for good, so a usage the kept list missed must not slip through.
    this.usages = null;
    const usages = this.usageMap().get(storedImageKey(item.url) ?? "") ?? [];
    if (usages.length > 0) return { kind: "in-use", usages };
    deleteStoredImage(this.uploadsDir, item.url);
    this.db.delete(media).where(eq(media.id, id)).run();
    this.items = null;
    return { kind: "removed", item };
  }
}
