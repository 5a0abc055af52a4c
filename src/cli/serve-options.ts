import { type BackupPolicy, DEFAULT_POLICY } from "../backups/retention";
import type { LogLevel } from "../http/access-log";
import { UsageError, type ServeFlags } from "./args";

const LOG_LEVELS: readonly LogLevel[] = ["debug", "info", "warn", "error", "silent"];

/** What `serve` needs beyond the shared Config: log level and the backup schedule given at start. */
export interface ServeOptions {
  logLevel: LogLevel;
  /** Starting values; the admin page may save others, which then win. */
  backupPolicy: BackupPolicy;
}

function whole(value: string | undefined, flag: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new UsageError(`${flag} deve essere un numero intero tra ${min} e ${max}`);
  return n;
}

/** Flags win over environment variables (LOG_LEVEL, BACKUP_HOUR, BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY). */
export function readServeOptions(flags: ServeFlags, env: Record<string, string | undefined> = process.env): ServeOptions {
  const level = (flags.logLevel ?? env.LOG_LEVEL ?? "info").toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new UsageError(`--log-level deve essere uno tra ${LOG_LEVELS.join(", ")}`);
  }
  return {
    logLevel: level as LogLevel,
    backupPolicy: {
      hour: whole(flags.backupHour ?? env.BACKUP_HOUR, "--backup-hour", 0, 23, DEFAULT_POLICY.hour),
      keep_daily: whole(flags.backupKeepDaily ?? env.BACKUP_KEEP_DAILY, "--backup-keep-daily", 1, 90, DEFAULT_POLICY.keep_daily),
      keep_weekly: whole(
        flags.backupKeepWeekly ?? env.BACKUP_KEEP_WEEKLY,
        "--backup-keep-weekly",
        0,
        52,
        DEFAULT_POLICY.keep_weekly,
      ),
    },
  };
}
