import { and, eq, inArray, sql } from "drizzle-orm";
import type { ContentChanges } from "../../content-changes";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";
import { defaultPublicSettings } from "../../shared/business-facts";
import { publicSettingsSchema, type PublicSettingKey, type PublicSettings } from "../../shared/schemas/settings";

const publicKeys = Object.keys(defaultPublicSettings) as PublicSettingKey[];

/** Inserts the placeholder business facts for every key not stored yet (examples until edited). */
export function seedSettings(db: Db): void {
  const now = new Date().toISOString();
  const rows = publicKeys.map((key) => ({ key, value: defaultPublicSettings[key], is_example: true, updated_at: now }));
  db.insert(settings).values(rows).onConflictDoNothing().run();
}

/** Stored value for each key, falling back to the default when a row is missing or no longer valid. */
function publicSettingsOf(rows: { key: string; value: unknown }[]): PublicSettings {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const merged: Record<string, unknown> = {};
  for (const key of publicKeys) {
    const candidate = stored.get(key);
    const check = publicSettingsSchema.shape[key].safeParse(candidate);
    merged[key] = check.success ? check.data : defaultPublicSettings[key];
  }
  return merged as PublicSettings;
}

/** Every stored business fact, read again after each change: prepared once. */
const preparedAllRows = (db: Db) => db.select({ key: settings.key, value: settings.value }).from(settings).prepare();

/** Business facts read once and kept in memory until a write announces a change. */
export class SettingsStore {
  private cached: PublicSettings | null = null;
  private readonly allRows: ReturnType<typeof preparedAllRows>;

  constructor(
    private readonly db: Db,
    changes: ContentChanges,
  ) {
    this.allRows = preparedAllRows(db);
    changes.subscribe((kind) => {
      if (kind === "settings" || kind === "all") this.cached = null;
    });
  }

  getPublic(): PublicSettings {
    this.cached ??= publicSettingsOf(this.allRows.all());
    return this.cached;
  }

  /**
   * Saves the business facts from /admin/impostazioni. Only the values that differ are written;
   * each of them stops being an example. Returns the keys that changed.
   */
  updatePublic(input: PublicSettings): PublicSettingKey[] {
    const current = publicSettingsOf(this.allRows.all());
    const changed = publicKeys.filter((key) => JSON.stringify(current[key]) !== JSON.stringify(input[key]));
    if (changed.length === 0) return [];
    const now = new Date().toISOString();
    this.db.transaction((tx) => {
      for (const key of changed) {
        tx.insert(settings)
          .values({ key, value: input[key], is_example: false, updated_at: now })
          .onConflictDoUpdate({ target: settings.key, set: { value: input[key], is_example: false, updated_at: now } })
          .run();
      }
    });
    this.cached = null;
    return changed;
  }

  /** Business facts still holding their seeded example value (public keys only). */
  examplePublicKeys(): PublicSettingKey[] {
    return this.db
      .select({ key: settings.key })
      .from(settings)
      .where(and(eq(settings.is_example, true), inArray(settings.key, publicKeys)))
      .all()
      .map((r) => r.key as PublicSettingKey);
  }

  /** Keys still holding their seeded example value. */
  exampleKeys(): string[] {
    return this.db
      .select({ key: settings.key })
      .from(settings)
      .where(sql`${settings.is_example} = 1`)
      .all()
      .map((r) => r.key);
  }
}
