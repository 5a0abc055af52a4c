/** Why a snapshot was made: by hand, by the daily schedule, before an upgrade, or uploaded. */
export const SNAPSHOT_KINDS = ["manuale", "giornaliero", "pre-aggiornamento", "caricato"] as const;
export type SnapshotKind = (typeof SNAPSHOT_KINDS)[number];
