import { z } from "zod";

/** One publication in the history of the menus or of a page (GET /api/menus/versions, /api/pages/versions). */
export const publishedVersionSchema = z.strictObject({
  id: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  note: z.string(),
});
export type PublishedVersion = z.infer<typeof publishedVersionSchema>;

/** Where an entry staff edit and publish (a page, the menus) stands, as its editor starts from it and each write answers. */
export const editedEntryFields = <T extends z.ZodType>(content: T) => ({
  builtIn: content,
  published: content.nullable(),
  draft: content.nullable(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  draftAt: z.string().nullable(),
  draftBy: z.string().nullable(),
  /**
   * When the entry was last written ('' while never edited): sent back with each save, so that nobody's work is
   * overwritten unseen.
   */
  version: z.string(),
  /** Who wrote that version. */
  versionBy: z.string().nullable(),
});

/** How an edited entry is stored: what is published and what is drafted (JSON), when and by whom, and the last write. */
interface EditedEntryRow {
  published: unknown;
  published_at: string | null;
  published_by: string | null;
  draft: unknown;
  draft_at: string | null;
  draft_by: string | null;
  updated_at: string;
  updated_by: string;
}

/** Where an entry stands, from its row (none while never edited), reading its stored content with `read`. */
export function editedEntryState<T>(builtIn: T, row: EditedEntryRow | undefined, read: (stored: unknown) => T | null) {
  return {
    builtIn,
    published: read(row?.published),
    draft: read(row?.draft),
    publishedAt: row?.published_at ?? null,
    publishedBy: row?.published_by ?? null,
    draftAt: row?.draft_at ?? null,
    draftBy: row?.draft_by ?? null,
    version: row?.updated_at ?? "",
    versionBy: row?.updated_by ?? null,
  };
}
