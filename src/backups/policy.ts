import type { Database } from "bun:sqlite";
import { z } from "zod";
import { type BackupPolicy, DEFAULT_POLICY } from "./retention";

const KEY = "backup_policy";

export const backupPolicySchema = z.object({
  hour: z
    .number({ error: "L'ora deve essere un numero" })
    .int()
    .min(0, { error: "L'ora va da 0 a 23" })
    .max(23, { error: "L'ora va da 0 a 23" }),
  keepDaily: z
    .number({ error: "Indica quanti backup giornalieri tenere" })
    .int()
    .min(1, { error: "Tieni almeno 1 backup giornaliero" })
    .max(90, { error: "Al massimo 90 backup giornalieri" }),
  keepWeekly: z
    .number({ error: "Indica quanti backup settimanali tenere" })
    .int()
    .min(0, { error: "Il numero di backup settimanali non può essere negativo" })
    .max(52, { error: "Al massimo 52 backup settimanali" }),
});

/** The policy saved from the admin page, over the one the command line gave (over the defaults). */
export function readPolicy(sqlite: Database, fallback: BackupPolicy = DEFAULT_POLICY): BackupPolicy {
  const row = sqlite.query("SELECT value FROM settings WHERE key = ?").get(KEY) as { value: string } | null;
  if (!row) return fallback;
  try {
    const parsed = backupPolicySchema.safeParse(JSON.parse(row.value));
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
