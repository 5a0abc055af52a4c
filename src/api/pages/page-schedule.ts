/** The rows behind an editable entry's scheduled publication and its history of versions. */
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pageEdits, pageVersions } from "../../db/schema";
import type { EditableKey } from "../../shared/pages/page-edits";
import type { PageVersion } from "../../shared/schemas/page-answers";

/** Has the entry's draft published by itself at `at` (ISO); false when there is no draft to publish. */
export function scheduleDraft(db: Db, key: EditableKey, at: string, who: string): boolean {
  const changed = db
    .update(pageEdits)
    .set({ scheduled_at: at, scheduled_by: who })
    .where(and(eq(pageEdits.path, key), isNotNull(pageEdits.draft)))
    .returning({ path: pageEdits.path })
    .all();
  return changed.length > 0;
}

/** Drops a scheduled publication; false when none was scheduled. */
export function unscheduleDraft(db: Db, key: EditableKey): boolean {
  const changed = db
    .update(pageEdits)
    .set({ scheduled_at: null, scheduled_by: null })
    .where(and(eq(pageEdits.path, key), isNotNull(pageEdits.scheduled_at)))
    .returning({ path: pageEdits.path })
    .all();
  return changed.length > 0;
}

/** The next scheduled publication of any entry (ISO), or null. */
export function nextScheduledPublication(db: Db): string | null {
  return (
    db
      .select({ at: pageEdits.scheduled_at })
      .from(pageEdits)
      .where(isNotNull(pageEdits.scheduled_at))
      .orderBy(asc(pageEdits.scheduled_at))
      .limit(1)
      .get()?.at ?? null
  );
}

/** The entry's publications, newest first. */
export function versionsOf(db: Db, key: EditableKey): PageVersion[] {
  return db
    .select()
    .from(pageVersions)
    .where(eq(pageVersions.path, key))
    .orderBy(desc(pageVersions.id))
    .all()
    .map((row) => ({ id: row.id, publishedAt: row.published_at, publishedBy: row.published_by, note: row.note }));
}

/** One publication's row, by its number. */
export const versionRow = (db: Db, id: number) => db.select().from(pageVersions).where(eq(pageVersions.id, id)).get();
