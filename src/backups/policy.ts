import type { Database } from "bun:sqlite";
import { backupPolicySchema } from "../shared/schemas/backups";
import { type BackupPolicy, DEFAULT_POLICY } from "./retention";

const KEY = "backup_policy";

/** The policy saved from the admin page, over the one the command line gave (over the defaults). */
export function readPolicy(sqlite: Database, fallback: BackupPolicy = DEFAULT_POLICY): BackupPolicy {
  const row = sqlite.query("SELECT value FROM settings WHERE key = ?").get(KEY) as { value: string } | null;
  if (!row) return fallback;
  try {
    const stored = JSON.parse(row.value) as Record<string, unknown>;
    // A policy saved by an earlier version of the program names its counts in camelCase.
    const parsed = backupPolicySchema.safeParse({
      ...stored,
      keep_daily: stored.keep_daily ?? stored.keepDaily,
      keep_weekly: stored.keep_weekly ?? stored.keepWeekly,
    });
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export function savePolicy(sqlite: Database, policy: BackupPolicy): void {
  sqlite
    .query(
      "INSERT INTO settings (key, value, is_example, updated_at) VALUES (?, ?, 0, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, is_example = 0, updated_at = excluded.updated_at",
    )
    .run(KEY, JSON.stringify(policy), new Date().toISOString());
}
