import { parseArgs } from "node:util";

export class UsageError extends Error {}

export type Command =
  | { name: "help" }
  | { name: "version" }
  | { name: "serve"; flags: ServeFlags }
  | { name: "admin-create" | "admin-reset-password"; flags: AdminFlags }
  | { name: "backup"; flags: BackupFlags }
  | { name: "restore"; flags: RestoreFlags }
  | { name: "verify"; flags: VerifyFlags }
  | { name: "import"; flags: ImportFlags };

export interface ServeFlags {
  port?: string;
  host?: string;
  data?: string;
  publicUrl?: string;
  trustProxy?: boolean;
  trustProxyHops?: string;
  allowPrivateEndpoints?: boolean;
  logLevel?: string;
  backupHour?: string;
  backupKeepDaily?: string;
  backupKeepWeekly?: string;
}

export interface BackupFlags {
  data?: string;
  /** A file (or a folder, which gets a named file) to write the archive to. */
  out?: string;
  /** Internal: what made the snapshot (the server's scheduler passes giornaliero). */
  kind?: string;
  /** Progress as JSON lines (for the server that runs the command). */
  json?: boolean;
}

export interface RestoreFlags {
  data?: string;
  /** The snapshot file or folder; with fromS3, the copy's name in the bucket ("ultimo" for the newest). */
  file: string;
  /** Restore from the off-site copy (bucket and keys from the S3_* environment). */
  fromS3?: boolean;
  /** Bring back the snapshot's people and ways in too, instead of keeping the current ones. */
  snapshotAccounts?: boolean;
}

export interface VerifyFlags {
  data?: string;
  file?: string;
}

export interface ImportFlags {
  data?: string;
  file: string;
  json?: boolean;
}

export interface AdminFlags {
  data?: string;
  email: string;
  password: string;
  role?: string;
  name?: string;
}

const serveOptions = {
  port: { type: "string", short: "p" },
  host: { type: "string" },
  data: { type: "string" },
  "public-url": { type: "string" },
  "trust-proxy": { type: "boolean" },
  "trust-proxy-hops": { type: "string" },
  "allow-private-endpoints": { type: "boolean" },
  "log-level": { type: "string" },
  "backup-hour": { type: "string" },
  "backup-keep-daily": { type: "string" },
  "backup-keep-weekly": { type: "string" },
} as const;

const backupOptions = {
  data: { type: "string" },
  out: { type: "string" },
  kind: { type: "string" },
  json: { type: "boolean" },
} as const;

const fileOptions = {
  data: { type: "string" },
  json: { type: "boolean" },
} as const;

const adminOptions = {
  data: { type: "string" },
  role: { type: "string" },
  name: { type: "string" },
  email: { type: "string" },
  password: { type: "string" },
} as const;

/** Node's parseArgs speaks English; the people running the server read Italian. */
function translate(error: unknown): UsageError {
  const err = error as { code?: string; message?: string };
  const quoted = /'([^']+)'/.exec(err.message ?? "")?.[1] ?? "";
  const option = /--[\w-]+/.exec(quoted)?.[0] ?? quoted;
  switch (err.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return new UsageError(`opzione sconosciuta: ${option}`);
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return new UsageError(`valore mancante o non valido per l'opzione ${option}`);
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return new UsageError(`argomento inatteso: ${option}`);
    default:
      return new UsageError(err.message ?? "argomenti non validi");
  }
}

type Options = NonNullable<Parameters<typeof parseArgs>[0]>["options"];

function parse(args: string[], options: Options) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values as Record<
      string,
      string | boolean | undefined
    >;
  } catch (error) {
    throw translate(error);
  }
}

/** Flags plus at most one file name (restore, verify, import). */
function parseWithFile(args: string[], options: Options) {
  try {
    const parsed = parseArgs({ args, options, strict: true, allowPositionals: true });
    if (parsed.positionals.length > 1) throw new UsageError(`argomento inatteso: ${parsed.positionals[1]}`);
    return { values: parsed.values as Record<string, string | boolean | undefined>, file: parsed.positionals[0] };
  } catch (error) {
    throw error instanceof UsageError ? error : translate(error);
  }
}

const str = (v: string | boolean | undefined) => (typeof v === "string" ? v : undefined);

/** Reads the command line: `[serve] [flags]`, `admin create|reset-password …`, `backup`, `restore`, `verify`, `import`, `--help`, `--version`. */
export function parseCommandLine(argv: string[]): Command {
  if (argv.includes("--help") || argv.includes("-h") || argv[0] === "help") return { name: "help" };
  if (argv.includes("--version") || argv.includes("-v") || argv[0] === "version") return { name: "version" };

  const [first, second] = argv;
  if (first === "admin") {
    if (second !== "create" && second !== "reset-password") {
      throw new UsageError(`comando admin sconosciuto: ${second ?? "(mancante)"}; usa 'admin create' o 'admin reset-password'`);
    }
    const values = parse(argv.slice(2), adminOptions);
    if (typeof values.email !== "string" || !values.email) throw new UsageError("manca --email");
    if (typeof values.password !== "string" || !values.password) throw new UsageError("manca --password");
    return {
      name: second === "create" ? "admin-create" : "admin-reset-password",
      flags: {
        data: values.data as string | undefined,
        email: values.email,
        password: values.password,
        role: values.role as string | undefined,
        name: values.name as string | undefined,
      },
    };
  }
  if (first === "backup") {
    const values = parse(argv.slice(1), backupOptions);
    return {
      name: "backup",
      flags: { data: str(values.data), out: str(values.out), kind: str(values.kind), json: values.json === true },
    };
  }
  if (first === "restore" || first === "import") {
    const { values, file } = parseWithFile(
      argv.slice(1),
      first === "restore"
        ? { data: fileOptions.data, "from-s3": { type: "boolean" }, "snapshot-accounts": { type: "boolean" } }
        : fileOptions,
    );
    const fromS3 = values["from-s3"] === true;
    const snapshotAccounts = values["snapshot-accounts"] === true;
    if (!file && !fromS3) throw new UsageError(`manca il file del backup: parksite ${first} FILE [--data DIR]`);
    return first === "restore"
      ? {
          name: "restore",
          flags: {
            data: str(values.data),
            file: file ?? "ultimo",
            ...(fromS3 ? { fromS3 } : {}),
            ...(snapshotAccounts ? { snapshotAccounts } : {}),
          },
        }
      : { name: "import", flags: { data: str(values.data), file: file ?? "", json: values.json === true } };
  }
  if (first === "verify") {
    const { values, file } = parseWithFile(argv.slice(1), { data: fileOptions.data });
    return { name: "verify", flags: { data: str(values.data), file } };
  }
  const rest = first === "serve" ? argv.slice(1) : argv;
  if (rest[0] !== undefined && !rest[0].startsWith("-")) throw new UsageError(`comando sconosciuto: ${rest[0]}`);
  const values = parse(rest, serveOptions);
  return {
    name: "serve",
    flags: {
      port: values.port as string | undefined,
      host: values.host as string | undefined,
      data: values.data as string | undefined,
      publicUrl: values["public-url"] as string | undefined,
      trustProxy: values["trust-proxy"] as boolean | undefined,
      trustProxyHops: values["trust-proxy-hops"] as string | undefined,
      allowPrivateEndpoints: values["allow-private-endpoints"] as boolean | undefined,
      logLevel: str(values["log-level"]),
      backupHour: str(values["backup-hour"]),
      backupKeepDaily: str(values["backup-keep-daily"]),
      backupKeepWeekly: str(values["backup-keep-weekly"]),
    },
  };
}
