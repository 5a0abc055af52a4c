import type { Database } from "bun:sqlite";
import type { OffsiteView } from "../shared/backups";
import { type OffsiteInput, offsiteSchema } from "../shared/schemas/backups";
import { type EndpointScope, scopeOfSettings } from "../system/endpoint-guard";
import { secretKeyOfDatabase } from "../system/secret-key";

const KEY = "backup_offsite";

/** Where off-site copies go: an S3-compatible bucket. */
export interface OffsiteConfig {
  endpoint: string;
  region: string;
  bucket: string;
  access_key_id: string;
  secret_access_key: string;
  prefix: string;
  /** Copies kept in the bucket (the newest). */
  keep: number;
  /** Where the storage may be: the environment's anywhere, the admin page's as the server was started (endpoint-guard.ts). */
  scope: EndpointScope;
}

type StoredOffsite = Omit<OffsiteConfig, "scope">;

/** The environment's settings (S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX, S3_KEEP), or null. */
export function offsiteFromEnv(env: Record<string, string | undefined>): OffsiteConfig | null {
  if (!env.S3_BUCKET) return null;
  const parsed = offsiteSchema.safeParse({
    endpoint: env.S3_ENDPOINT ?? "",
    region: env.S3_REGION ?? "auto",
    bucket: env.S3_BUCKET,
    access_key_id: env.S3_ACCESS_KEY_ID ?? "",
    secret_access_key: env.S3_SECRET_ACCESS_KEY ?? "",
    prefix: env.S3_PREFIX ?? "parksite/",
    keep: Number(env.S3_KEEP ?? "14"),
  });
  if (!parsed.success) {
    throw new Error(`copie fuori sede: variabili S3_* non valide: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
  }
  return { ...parsed.data, scope: "any" };
}

/** Purpose of the key that seals the stored secret access key (see src/system/secret-key.ts). */
const SECRET_PURPOSE = "s3-secret";

/**
 * The page's settings. The secret access key is stored sealed with the data folder's key, so a
 * copy of the database alone (a snapshot) does not carry it; with the key lost it reads as empty
 * and the page asks for it again.
 */
function saved(sqlite: Database): StoredOffsite | null {
  const row = sqlite.query("SELECT value FROM settings WHERE key = ?").get(KEY) as { value: string } | null;
  if (!row) return null;
  try {
    const stored = JSON.parse(row.value) as Record<string, unknown>;
    // Settings saved by an earlier version of the program name the key id and the secret in camelCase.
    const sealed = stored.secret_sealed ?? stored.secretSealed;
    const secret =
      typeof sealed === "string" && sealed
        ? (secretKeyOfDatabase(sqlite).open(sealed, SECRET_PURPOSE) ?? "")
        : (stored.secret_access_key ?? stored.secretAccessKey);
    const parsed = offsiteSchema.safeParse({
      ...stored,
      access_key_id: stored.access_key_id ?? stored.accessKeyId,
      secret_access_key: secret,
    });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The settings in force: saved from the admin page (their storage on the Internet, or also in the
 * company network with `allowPrivateEndpoints`), else the environment's.
 */
export function readOffsite(
  sqlite: Database,
  allowPrivateEndpoints: boolean,
  env: Record<string, string | undefined> = process.env,
): OffsiteConfig | null {
  const fromPage = saved(sqlite);
  return fromPage ? { ...fromPage, scope: scopeOfSettings(allowPrivateEndpoints) } : offsiteFromEnv(env);
}

/** Saves the page's settings; an empty secret keeps the one already saved. Answers false when there is no secret at all. */
export function saveOffsite(sqlite: Database, input: OffsiteInput): boolean {
  const secret = input.secret_access_key || saved(sqlite)?.secret_access_key || "";
  if (!secret) return false;
  sqlite
    .query(
      "INSERT INTO settings (key, value, is_example, updated_at) VALUES (?, ?, 0, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, is_example = 0, updated_at = excluded.updated_at",
    )
    .run(
      KEY,
      JSON.stringify({
        ...input,
        secret_access_key: "",
        secret_sealed: secretKeyOfDatabase(sqlite).seal(secret, SECRET_PURPOSE),
      }),
      new Date().toISOString(),
    );
  return true;
}

export function removeOffsite(sqlite: Database): void {
  sqlite.query("DELETE FROM settings WHERE key = ?").run(KEY);
}

/** What the page may see: everything but the secret key. */
export function offsiteView(sqlite: Database, env: Record<string, string | undefined> = process.env): OffsiteView {
  const fromPage = saved(sqlite);
  let config: StoredOffsite | null = fromPage;
  if (!config) {
    try {
      config = offsiteFromEnv(env);
    } catch {
      config = null;
    }
  }
  if (!config) {
    return {
      configured: false,
      source: null,
      endpoint: "",
      region: "",
      bucket: "",
      access_key_id: "",
      prefix: "parksite/",
      keep: 14,
      has_secret: false,
    };
  }
  return {
    configured: true,
    source: fromPage ? "pagina" : "ambiente",
    endpoint: config.endpoint,
    region: config.region,
    bucket: config.bucket,
    access_key_id: config.access_key_id,
    prefix: config.prefix,
    keep: config.keep,
    has_secret: config.secret_access_key.length > 0,
  };
}
