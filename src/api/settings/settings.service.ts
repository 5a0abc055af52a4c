import { sql } from "drizzle-orm";
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
function readPublicSettings(db: Db): PublicSettings {
  const stored = new Map(db.select().from(settings).all().map((row) => [row.key, row.value]));
  const merged: Record<string, unknown> = {};
  for (const key of publicKeys) {
    const candidate = stored.get(key);
    const check = publicSettingsSchema.shape[key].safeParse(candidate);
    merged[key] = check.success ? check.data : defaultPublicSettings[key];
  }
  return merged as PublicSettings;
}

/** Business facts read once and kept in memory until a write announces a change. */
export class SettingsStore {
  private cached: PublicSettings | null = null;

  constructor(
    private readonly db: Db,
    changes: ContentChanges,
  ) {
    changes.subscribe((kind) => {
      if (kind === "settings" || kind === "all") this.cached = null;
    });
  }

  getPublic(): PublicSettings {
    this.cached ??= readPublicSettings(this.db);
    return this.cached;
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
