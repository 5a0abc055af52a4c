import { z } from "zod";
import { snapshotFactsShape } from "../shared/schemas/backup-answers";

/** manifest.json inside every snapshot: what it holds and how to check it (its facts are what the admin lists). */
export const manifestSchema = z.object({
  format: z.literal(1),
  ...snapshotFactsShape,
  /** sha256 of parksite.db in the snapshot. */
  db_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  db_bytes: z.number().int().min(0),
  /** Addresses the database used whose files were already missing when the snapshot was made. */
  missing_uploads: z.array(z.string().max(200)).max(10_000),
  duration_ms: z.number().min(0),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Tables counted in the manifest (those present). */
export const COUNTED_TABLES = ["posts", "gallery_images", "contact_requests", "users", "settings"] as const;
