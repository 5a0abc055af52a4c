/** The backups as the server keeps them and GET /api/backups answers them: one type each. */

import type { RemoteCopyInfo } from "./schemas/backup-answers";
import type { SnapshotKind } from "./snapshot-kinds";

export { SNAPSHOT_KINDS, type SnapshotKind } from "./snapshot-kinds";

export type {
  BackupJob,
  BackupOverview,
  OffsiteView,
  RemoteCopyInfo,
  ReplacedData,
  RestoreJob,
  SnapshotInfo,
} from "./schemas/backup-answers";

export const remoteStateLabels: Record<RemoteCopyInfo["state"], string> = {
  in_corso: "Copia fuori sede in corso",
  caricato: "Copiato fuori sede",
  errore: "Copia fuori sede non riuscita",
};

export const kindLabels: Record<SnapshotKind, string> = {
  manuale: "Manuale",
  giornaliero: "Giornaliero",
  "pre-aggiornamento": "Prima di un aggiornamento",
  caricato: "Caricato",
};
