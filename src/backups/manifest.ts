import { z } from "zod";
import { SNAPSHOT_KINDS } from "../shared/backups";

/** manifest.json inside every snapshot: what it holds and how to check it. */
export const manifestSchema = z.object({
  format: z.literal(1),
  name: z.string().max(80),
  kind: z.enum(SNAPSHOT_KINDS),
  created_at: z.string().max(40),
  app_version: z.string().max(40),
  schema_version: z.number().int().min(0),
  /** Rows per table at the moment of the snapshot. */
  counts: z.record(z.string().max(60), z.number().int().min(0)),
  /** sha256 of parksite.db in the snapshot. */
  db_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  db_bytes: z.number().int().min(0),
  upload_files: z.number().int().min(0),
  /** Database plus uploads: the size of the download. */
  bytes: z.number().int().min(0),
  /** Addresses the database used whose files were already missing when the snapshot was made. */
  missing_uploads: z.array(z.string().max(200)).max(10_000),
  duration_ms: z.number().min(0),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Tables counted in the manifest (those present). */
export const COUNTED_TABLES = ["posts", "gallery_images", "contact_requests", "users", "settings"] as const;
