import { z } from "zod";
import { SNAPSHOT_KINDS } from "../snapshot-kinds";
import { backupPolicySchema } from "./backups";

// What GET /api/backups answers, one schema each with its type beside it; read back strictly by
// src/api/answers.test.ts. The browser imports the types only.

/** What a snapshot's manifest says about it, as the list of snapshots shows it too. */
export const snapshotFactsShape = {
  name: z.string().max(80),
  kind: z.enum(SNAPSHOT_KINDS),
  created_at: z.string().max(40),
  app_version: z.string().max(40),
  schema_version: z.number().int().min(0),
  /** Rows per table at the moment of the snapshot. */
  counts: z.record(z.string().max(60), z.number().int().min(0)),
  upload_files: z.number().int().min(0),
  /** Database plus uploads: the size of the download. */
  bytes: z.number().int().min(0),
};

const remoteCopyInfoSchema = z.strictObject({
  state: z.enum(["in_corso", "caricato", "errore"]),
  attempts: z.number().int(),
  message: z.string().nullable(),
  at: z.string(),
});
export type RemoteCopyInfo = z.infer<typeof remoteCopyInfoSchema>;

/** A complete snapshot under backups/, from its manifest. */
const snapshotInfoSchema = z.strictObject({
  ...snapshotFactsShape,
  /** How many addresses the database used whose files were already missing. */
  missing_uploads: z.number().int().min(0),
  /** The off-site copy: null when copies are off or it was never tried. */
  remote: remoteCopyInfoSchema.nullable(),
});
export type SnapshotInfo = z.infer<typeof snapshotInfoSchema>;

/** The off-site settings as the page sees them: the secret key is never sent back. */
const offsiteViewSchema = z.strictObject({
  configured: z.boolean(),
  /** Where they come from: saved in the page, or the server's environment. */
  source: z.enum(["pagina", "ambiente"]).nullable(),
  endpoint: z.string(),
  region: z.string(),
  bucket: z.string(),
  access_key_id: z.string(),
  prefix: z.string(),
  keep: z.number().int(),
  has_secret: z.boolean(),
});
export type OffsiteView = z.infer<typeof offsiteViewSchema>;

/** How an operation the server runs goes: its state, how far (0..1), its step and message, when it started and ended. */
const jobProgress = {
  state: z.enum(["in_corso", "completato", "errore"]),
  /** 0..1 */
  progress: z.number(),
  step: z.string(),
  message: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
};

/** One backup operation (a snapshot made, an archive imported), run as a child process. */
const backupJobSchema = z.strictObject({
  id: z.string(),
  action: z.enum(["crea", "importa"]),
  /** The snapshot made or imported, once done. */
  snapshot: z.string().nullable(),
  ...jobProgress,
});
export type BackupJob = z.infer<typeof backupJobSchema>;

/** One restore done by the running server, as the admin page follows it. */
const restoreJobSchema = z.strictObject({
  id: z.string(),
  snapshot: z.string(),
  /** Where the data it replaced went (replaced/<time>), once done. */
  replaced: z.string().nullable(),
  ...jobProgress,
});
export type RestoreJob = z.infer<typeof restoreJobSchema>;

/** Data a restore set aside (replaced/<time>/), as the admin page lists it. */
const replacedDataSchema = z.strictObject({
  /** The folder's name: the restore's time, 20261124T031500Z (-2, -3… for more restores in that second). */
  name: z.string(),
  replaced_at: z.string(),
  bytes: z.number().int(),
  upload_files: z.number().int(),
});
export type ReplacedData = z.infer<typeof replacedDataSchema>;

/** GET /api/backups: the snapshots, the policy, the operations and the off-site settings. */
export const backupOverviewSchema = z.strictObject({
  snapshots: z.array(snapshotInfoSchema),
  /** When the daily snapshot runs and how many automatic ones stay: what the policy form sends. */
  policy: z.strictObject(backupPolicySchema.shape),
  /** The operation running now, or the last one. */
  job: backupJobSchema.nullable(),
  /** Snapshot that will be restored at the next start (chosen with the command line's older way), if any. */
  pending_restore: z.string().nullable(),
  /** The restore running now in the server, or the last one. */
  restore: restoreJobSchema.nullable(),
  /** Data that restores set aside (replaced/), newest first, until deleted. */
  replaced: z.array(replacedDataSchema),
  offsite: offsiteViewSchema,
});
export type BackupOverview = z.infer<typeof backupOverviewSchema>;

/** POST /api/backups (and an archive uploaded): the operation started. */
const backupJobAnswerSchema = z.strictObject({ job: backupJobSchema });
export type BackupJobAnswer = z.infer<typeof backupJobAnswerSchema>;

/** POST /api/backups/{name}/restore (and set-aside data restored): the restore started in the running server. */
const restoreAnswerSchema = z.strictObject({ restore: restoreJobSchema });
export type RestoreAnswer = z.infer<typeof restoreAnswerSchema>;

/** PUT /api/backups/policy: the policy saved, and the automatic snapshots it no longer keeps. */
export const policySavedSchema = z.strictObject({
  policy: backupOverviewSchema.shape.policy,
  pruned: z.array(z.string()),
});
export type PolicySaved = z.infer<typeof policySavedSchema>;

/** PUT and DELETE /api/backups/offsite: the off-site settings now in force. */
export const offsiteSavedSchema = z.strictObject({ offsite: offsiteViewSchema });
export type OffsiteSaved = z.infer<typeof offsiteSavedSchema>;
