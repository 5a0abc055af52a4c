import { resolve } from "node:path";
import * as z from "zod/mini";

// zod's tree-shakable build: this is read at every start, before the server listens.
const flagBoolean = z.pipe(
  z.union([z.boolean(), z.enum(["1", "0", "true", "false", "yes", "no", ""])]),
  z.transform((v) => v === true || v === "1" || v === "true" || v === "yes"),
);

/** A whole number between `min` and `max`, from a flag or an environment variable, with its Italian messages. */
const wholeNumber = (what: string, min: number, max: number) => {
  const range = `${what} tra ${min} e ${max}`;
  return z.coerce
    .number({ error: `${what} un numero` })
    .check(z.int({ error: `${what} un numero intero` }), z.gte(min, { error: range }), z.lte(max, { error: range }));
};

const configSchema = z.object({
  port: wholeNumber("la porta deve essere", 0, 65535),
  host: z.string().check(z.minLength(1, { error: "l'host non può essere vuoto" })),
  dataDir: z.string().check(z.minLength(1, { error: "la cartella dati non può essere vuota" })),
  publicUrl: z.optional(
    z.pipe(
      z.url({ protocol: /^https?$/, error: "l'indirizzo pubblico deve essere un URL http(s) completo" }),
      z.transform((u) => u.replace(/\/+$/, "")),
    ),
  ),
  trustProxy: flagBoolean,
  statsRetentionMonths: wholeNumber("i mesi di conservazione delle statistiche devono essere", 1, 120),
  trustProxyHops: wholeNumber("il numero di proxy fidati deve essere", 1, 10),
  allowPrivateEndpoints: flagBoolean,
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
  /**
   * The off-site storage and the SMTP server saved from the admin pages may be on this machine or
   * its private network (an on-premise MinIO, a company mail relay): --allow-private-endpoints or
   * ALLOW_PRIVATE_ENDPOINTS=1. Without it they must be on the Internet (src/system/endpoint-guard.ts).
   */
  allowPrivateEndpoints: boolean;
}

export interface ConfigInput {
  port?: string | number | undefined;
  host?: string | undefined;
  data?: string | undefined;
  publicUrl?: string | undefined;
  trustProxy?: boolean | string | undefined;
  trustProxyHops?: string | number | undefined;
  allowPrivateEndpoints?: boolean | string | undefined;
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
    allowPrivateEndpoints: flags.allowPrivateEndpoints ?? env.ALLOW_PRIVATE_ENDPOINTS ?? false,
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
    allowPrivateEndpoints: parsed.data.allowPrivateEndpoints,
  };
}
