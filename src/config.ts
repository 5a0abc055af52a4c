import { resolve } from "node:path";
import { z } from "zod";

const flagBoolean = z
  .union([z.boolean(), z.enum(["1", "0", "true", "false", "yes", "no", ""])])
  .transform((v) => v === true || v === "1" || v === "true" || v === "yes");

const configSchema = z.object({
  port: z.coerce
    .number({ error: "la porta deve essere un numero" })
    .int({ error: "la porta deve essere un numero intero" })
    .min(0, { error: "la porta deve essere tra 0 e 65535" })
    .max(65535, { error: "la porta deve essere tra 0 e 65535" }),
  host: z.string().min(1, { error: "l'host non può essere vuoto" }),
  dataDir: z.string().min(1, { error: "la cartella dati non può essere vuota" }),
  publicUrl: z
    .url({ protocol: /^https?$/, error: "l'indirizzo pubblico deve essere un URL http(s) completo" })
    .transform((u) => u.replace(/\/+$/, ""))
    .optional(),
  trustProxy: flagBoolean,
  statsRetentionMonths: z.coerce
    .number({ error: "i mesi di conservazione delle statistiche devono essere un numero" })
    .int({ error: "i mesi di conservazione delle statistiche devono essere un numero intero" })
    .min(1, { error: "i mesi di conservazione delle statistiche devono essere tra 1 e 120" })
    .max(120, { error: "i mesi di conservazione delle statistiche devono essere tra 1 e 120" }),
  trustProxyHops: z.coerce
    .number({ error: "il numero di proxy fidati deve essere un numero" })
    .int({ error: "il numero di proxy fidati deve essere un numero intero" })
    .min(1, { error: "il numero di proxy fidati deve essere tra 1 e 10" })
    .max(10, { error: "il numero di proxy fidati deve essere tra 1 e 10" }),
});

/** Everything the server needs to know about where and how it runs, parsed once at start. */
export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data folder. */
  dataDir: string;
  dbPath: string;
  uploadsDir: string;
  backupsDir: string;
  /** Origin used in canonical URLs and links (e.g. https://www.example.it); request origin when absent. */
  publicUrl: string | undefined;
  /** Honour X-Forwarded-For / X-Forwarded-Proto from a reverse proxy. */
  trustProxy: boolean;
  /** Months the daily visit totals and the consent records are kept (STATS_RETENTION_MONTHS, default 25). */
  statsRetentionMonths: number;
  /** How many trusted proxies append to X-Forwarded-For (the client is that many entries from the right). */
  trustProxyHops: number;
}

export interface ConfigInput {
  port?: string | number | undefined;
  host?: string | undefined;
  data?: string | undefined;
  publicUrl?: string | undefined;
  trustProxy?: boolean | string | undefined;
  trustProxyHops?: string | number | undefined;
}

export class ConfigError extends Error {}

/** Flags win over environment variables, which win over defaults. */
export function loadConfig(flags: ConfigInput, env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse({
    port: flags.port ?? env.PORT ?? 3000,
    host: flags.host ?? env.HOST ?? "0.0.0.0",
    dataDir: flags.data ?? env.DATA_DIR ?? "./data",
    publicUrl: flags.publicUrl ?? (env.PUBLIC_URL || undefined),
    trustProxy: flags.trustProxy ?? env.TRUST_PROXY ?? false,
    statsRetentionMonths: env.STATS_RETENTION_MONTHS || 25,
    trustProxyHops: flags.trustProxyHops ?? (env.TRUST_PROXY_HOPS || 1),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Configurazione non valida: ${issue?.message ?? "valore non valido"}`);
  }
  const dataDir = resolve(parsed.data.dataDir);
  return {
    port: parsed.data.port,
    host: parsed.data.host,
    dataDir,
    dbPath: resolve(dataDir, "parksite.db"),
    uploadsDir: resolve(dataDir, "uploads"),
    backupsDir: resolve(dataDir, "backups"),
    publicUrl: parsed.data.publicUrl,
    trustProxy: parsed.data.trustProxy,
    statsRetentionMonths: parsed.data.statsRetentionMonths,
    trustProxyHops: parsed.data.trustProxyHops,
  };
}
