/** The backups as the server keeps them and GET /api/backups answers them: one type each. */

/** Why a snapshot was made: by hand, by the daily schedule, before an upgrade, or uploaded. */
export const SNAPSHOT_KINDS = ["manuale", "giornaliero", "pre-aggiornamento", "caricato"] as const;
export type SnapshotKind = (typeof SNAPSHOT_KINDS)[number];

/** A complete snapshot under backups/, from its manifest. */
export interface SnapshotInfo {
  name: string;
  kind: SnapshotKind;
  created_at: string;
  bytes: number;
  app_version: string;
  schema_version: number;
  counts: Record<string, number>;
  upload_files: number;
  missing_uploads: number;
  /** The off-site copy: null when copies are off or it was never tried. */
  remote: RemoteCopyInfo | null;
}

export interface RemoteCopyInfo {
  state: "in_corso" | "caricato" | "errore";
  attempts: number;
  message: string | null;
  at: string;
}

/** The off-site settings as the page sees them: the secret key is never sent back. */
export interface OffsiteView {
  configured: boolean;
  /** Where they come from: saved in the page, or the server's environment. */
  source: "pagina" | "ambiente" | null;
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  prefix: string;
  keep: number;
  hasSecret: boolean;
}

export const remoteStateLabels: Record<RemoteCopyInfo["state"], string> = {
  in_corso: "Copia fuori sede in corso",
  caricato: "Copiato fuori sede",
  errore: "Copia fuori sede non riuscita",
};

/** One backup operation (a snapshot made, an archive imported), run as a child process. */
export interface BackupJob {
  id: string;
  action: "crea" | "importa";
  state: "in_corso" | "completato" | "errore";
  /** 0..1 */
  progress: number;
  step: string;
  /** The snapshot made or imported, once done. */
  snapshot: string | null;
  message: string | null;
  started_at: string;
  finished_at: string | null;
}

export interface BackupOverview {
  snapshots: SnapshotInfo[];
  policy: { hour: number; keepDaily: number; keepWeekly: number };
  /** The operation running now, or the last one. */
  job: BackupJob | null;
  /** Snapshot that will be restored at the next start (chosen with the command line's older way), if any. */
  pending_restore: string | null;
  /** The restore running now in the server, or the last one. */
  restore: RestoreJob | null;
  /** Data that restores set aside (replaced/), newest first, until deleted. */
  replaced: ReplacedData[];
  offsite: OffsiteView;
}

/** One restore done by the running server, as the admin page follows it. */
export interface RestoreJob {
  id: string;
  snapshot: string;
  state: "in_corso" | "completato" | "errore";
  progress: number;
  step: string;
  message: string | null;
  /** Where the data it replaced went (replaced/<time>), once done. */
  replaced: string | null;
  started_at: string;
  finished_at: string | null;
}

/** Data a restore set aside (replaced/<time>/), as the admin page lists it. */
export interface ReplacedData {
  /** The folder's name: the restore's time, 20261124T031500Z (-2, -3… for more restores in that second). */
  name: string;
  replaced_at: string;
  bytes: number;
  upload_files: number;
}

export const kindLabels: Record<SnapshotKind, string> = {
  manuale: "Manuale",
  giornaliero: "Giornaliero",
  "pre-aggiornamento": "Prima di un aggiornamento",
  caricato: "Caricato",
};
