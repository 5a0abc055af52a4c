/** What GET /api/backups answers (the admin page's view of the snapshots). */

export type SnapshotKindName = "manuale" | "giornaliero" | "pre-aggiornamento" | "caricato";

export interface SnapshotInfo {
  name: string;
  kind: SnapshotKindName;
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

export interface BackupJobInfo {
  id: string;
  action: "crea" | "importa";
  state: "in_corso" | "completato" | "errore";
  progress: number;
  step: string;
  snapshot: string | null;
  message: string | null;
  started_at: string;
  finished_at: string | null;
}

export interface BackupOverview {
  snapshots: SnapshotInfo[];
  policy: { hour: number; keepDaily: number; keepWeekly: number };
  /** The operation running now, or the last one. */
  job: BackupJobInfo | null;
  /** Snapshot that will be restored at the next start (chosen with the command line's older way), if any. */
  pending_restore: string | null;
  /** The restore running now in the server, or the last one. */
  restore: RestoreJobInfo | null;
  /** Data that restores set aside (replaced/), newest first, until deleted. */
  replaced: ReplacedDataInfo[];
  offsite: OffsiteView;
}

export interface RestoreJobInfo {
  id: string;
  snapshot: string;
  state: "in_corso" | "completato" | "errore";
  progress: number;
  step: string;
  message: string | null;
  replaced: string | null;
  started_at: string;
  finished_at: string | null;
}

export interface ReplacedDataInfo {
  name: string;
  replaced_at: string;
  bytes: number;
  upload_files: number;
}

export const kindLabels: Record<SnapshotKindName, string> = {
  manuale: "Manuale",
  giornaliero: "Giornaliero",
  "pre-aggiornamento": "Prima di un aggiornamento",
  caricato: "Caricato",
};
