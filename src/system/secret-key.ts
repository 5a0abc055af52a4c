import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { chmodSync, closeSync, existsSync, openSync, readFileSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import { ConfigError } from "../config";
import type { Database } from "bun:sqlite";
import type { Db } from "../db/client";

/** The key file's name in the data folder. Snapshots leave it out: a copied database alone cannot be decrypted. */
export const SECRET_KEY_FILE = "secret.key";
/** The environment variable that supplies the key instead of the file (at least 32 characters). */
const SECRET_KEY_ENV = "PARKSITE_SECRET_KEY";

const SEALED_PREFIX = "v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key that cannot be used (too short, damaged file): the server does not start with it. */
class SecretKeyError extends ConfigError {}

/**
 * The server's own secret, kept outside the database: from PARKSITE_SECRET_KEY, or from
 * `secret.key` in the data folder (32 random bytes, created with mode 0600 the first time it is
 * needed). Each use gets a key of its own derived from it (HKDF-SHA256): secrets stored in the
 * database are sealed with AES-256-GCM, device cookies are signed with HMAC-SHA256.
 */
export class SecretKey {
  private master: Buffer | null = null;
  private readonly derived = new Map<string, Buffer>();

  constructor(private readonly source: { file: string | null; env?: string | undefined }) {}

  private masterKey(): Buffer {
    if (this.master) return this.master;
    const fromEnv = this.source.env?.trim();
    if (fromEnv) {
      if (fromEnv.length < 32) throw new SecretKeyError(`${SECRET_KEY_ENV} deve contenere almeno 32 caratteri`);
      this.master = Buffer.from(fromEnv, "utf8");
    } else if (this.source.file) {
      this.master = readOrCreateKeyFile(this.source.file);
    } else {
      this.master = randomBytes(32);
    }
    return this.master;
  }

  /** A 32-byte key for one purpose ("smtp-password", "device-cookie"…). */
  keyFor(purpose: string): Buffer {
    let key = this.derived.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync("sha256", this.masterKey(), "parksite", purpose, 32));
      this.derived.set(purpose, key);
    }
    return key;
  }

  /** Seals a text for storage: "v1:" + base64url(iv | ciphertext | tag). */
  seal(plain: string, purpose: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.keyFor(purpose), iv);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
  }

  /** The sealed text, or null when it was sealed with another key (a lost or replaced key) or is damaged. */
  open(sealed: string, purpose: string): string | null {
    if (!sealed.startsWith(SEALED_PREFIX)) return null;
    const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), "base64url");
    if (raw.length < IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.keyFor(purpose), raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  }
}

function readOrCreateKeyFile(file: string): Buffer {
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
    if (key.length < 32) throw new SecretKeyError(`il file della chiave ${file} non è valido`);
    return key;
  }
  const key = randomBytes(32);
  // "wx": never overwrite a key another process has just written.
  try {
    const fd = openSync(file, "wx", 0o600);
    try {
      writeSync(fd, `${key.toString("base64")}\n`);
    } finally {
      closeSync(fd);
    }
    chmodSync(file, 0o600);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readOrCreateKeyFile(file);
    throw error;
  }
}

const keys = new WeakMap<Database, SecretKey>();

/**
 * The secret key of the data folder a database lives in (the file beside parksite.db), or the
 * environment's when PARKSITE_SECRET_KEY is set. A database in memory gets a key for the process.
 */
export function secretKeyOf(db: Db, env: Record<string, string | undefined> = process.env): SecretKey {
  return secretKeyOfDatabase(db.$client, env);
}

/** secretKeyOf for code that holds the SQLite connection itself (the backups). */
export function secretKeyOfDatabase(sqlite: Database, env: Record<string, string | undefined> = process.env): SecretKey {
  let key = keys.get(sqlite);
  if (!key) {
    const filename = sqlite.filename;
    const onDisk = filename && filename !== ":memory:" ? join(dirname(filename), SECRET_KEY_FILE) : null;
    key = new SecretKey({ file: onDisk, env: env[SECRET_KEY_ENV] });
    keys.set(sqlite, key);
  }
  return key;
}
