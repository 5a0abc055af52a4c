import type { BackupOverview } from "../../../../src/shared/backups";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/backups: the snapshots, the policy and the operation running. */
export const BACKUPS_KEY = ["/api/backups"] as const;
export const backupsQuery = () => apiQuery<BackupOverview>(BACKUPS_KEY);
