/**
 * Builds the single executable:
 *   1. Tailwind CSS and the client bundle (code-split, minified, content-hashed names);
 *   2. bundled public files (favicon, manifest, /attached_assets);
 *   3. brotli and gzip siblings of everything compressible;
 *   4. src/generated/built-assets.ts, which embeds all of it with `type: "file"` imports, and
 *      src/generated/sharp-runtime.ts, which embeds sharp's runtime folder (scripts/sharp-runtime.ts);
 *   5. `bun build --compile` of src/main.ts into dist/parksite.
 * `--no-compile` stops after step 4 (what the tests of the server need).
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { basename, dirname, extname, join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { BuiltAssets, EmbeddedAsset } from "../src/static/asset-manifest";
import { IMMUTABLE, STABLE_NAME } from "../src/http/cache-control";
import { sharpRuntimeModule } from "./sharp-runtime";

const root = join(import.meta.dir, "..");
const out = join(root, ".build");
const clientOut = join(out, "client");
const publicDir = join(root, "web/public");
const generatedFile = join(root, "src/generated/built-assets.ts");

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};
const compressible = new Set([".js", ".css", ".svg", ".webmanifest", ".json", ".txt", ".xml", ".ico"]);

function run(cmd: string[], label: string) {
  const started = performance.now();
  const proc = Bun.spawnSync(cmd, { cwd: root, stdout: "inherit", stderr: "inherit", env: process.env });
  if (proc.exitCode !== 0) throw new Error(`${label} non riuscito (codice ${proc.exitCode})`);
  console.log(`  ${label}: ${Math.round(performance.now() - started)} ms`);
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const hashOf = (bytes: Uint8Array) => Bun.hash(bytes).toString(36);

interface Metafile {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

/**
 * react-router's package maps every import condition to its development build (extra checks and
 * warnings on each render); its production build sits beside it. Both bundles and the executable
 * take the production one.
 */
const reactRouterProduction: Bun.BunPlugin = {
  name: "react-router-production",
  setup(build) {
    const dist = join(root, "node_modules/react-router/dist/production");
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
      path: join(dist, args.path === "react-router" ? "index.mjs" : "dom-export.mjs"),
    }));
  },
};

/**
 * nodemailer's ES module build imports http, https, tls, net, dns and stream at its top, and the
 * executable's bundle hoists such imports: they would load at every start, before the first
 * e-mail. Its CommonJS build requires them only when it runs, which is once an e-mail is sent.
 */
const nodemailerCommonJs: Bun.BunPlugin = {
  name: "nodemailer-commonjs",
  setup(build) {
    build.onResolve({ filter: /^nodemailer$/ }, () => ({ path: join(root, "node_modules/nodemailer/dist/cjs/nodemailer.js") }));
  },
};

/**
 * The staff pages are rendered in the browser only (their routes are `clientOnly`): the server
 * matches them but never loads their code. In the executable, the route table's imports of those
 * modules resolve to an empty module, so their code and what only they use (editors, charts,
 * drag and drop) are not carried twice.
 */
const CLIENT_ONLY_ROUTE_MODULE =
  /^\.\.\/features\/(admin|statistics|settings|people|profile|audit|backups)\/|^\.\.\/features\/contact\/(inbox|request)-page$|^\.\.\/features\/pages\/(pages-list|page-editor)-page$/;
const clientOnlyRoutesLeftOut: Bun.BunPlugin = {
  name: "client-only-routes-left-out",
  setup(build) {
    build.onResolve({ filter: CLIENT_ONLY_ROUTE_MODULE }, (args) =>
      args.importer.endsWith(join("web", "app", "routes.tsx")) ? { path: args.path, namespace: "client-only-route" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "client-only-route" }, () => ({ contents: "export {};", loader: "js" }));
  },
};

/** One browser bundle: code-split, minified, content-hashed names, in the client output folder. */
async function bundle(
  entry: string,
  chunkPrefix: string,
  label: string,
  plugins: Bun.BunPlugin[] = [],
  options: { modulePreload?: boolean } = {},
) {
  const result = await Bun.build({
    entrypoints: [join(root, entry)],
    outdir: clientOut,
    target: "browser",
    format: "esm",
    splitting: true,
    minify: true,
    metafile: true,
    sourcemap: "none",
    naming: { entry: "[name]-[hash].[ext]", chunk: `${chunkPrefix}-[hash].[ext]`, asset: "[name]-[hash].[ext]" },
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [...plugins, reactRouterProduction],
    ...options,
  });
  if (!result.success) {
    for (const log of result.logs) console.error(log);
    throw new Error(`${label} non riuscito`);
  }
  return result.metafile;
}

async function buildClient(): Promise<Metafile> {
  return (await bundle("web/entry.client.tsx", "chunk", "bundle del client")) as unknown as Metafile;
}

/**
 * The islands bundle of public pages (web/entry.islands.tsx): React's API served by Preact, and
 * react-router-dom by web/islands/router.tsx, since the page itself is the server's HTML.
 */
const islandAliases: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-runtime",
  "react-router-dom": join(root, "web/islands/router.tsx"),
};

async function buildIslands(): Promise<Metafile> {
  const metafile = await bundle(
    "web/entry.islands.tsx",
    "island",
    "bundle delle isole",
    [
      {
        name: "islands-runtime",
        setup(build) {
          build.onResolve({ filter: /^react(-dom)?(\/client|\/jsx-runtime|\/jsx-dev-runtime)?$|^react-router-dom$/ }, (args) => {
            const target = islandAliases[args.path];
            return target ? { path: Bun.resolveSync(target, root) } : undefined;
          });
        },
      },
    ],
    // The page names every chunk its islands need and the loader preloads them: the bundle's own
    // preloading before each import() would only repeat those requests' work on the main thread.
    { modulePreload: false },
  );
  // What each island's code is made of, for whoever weighs a dependency.
  await Bun.write(join(out, "islands-metafile.json"), JSON.stringify(metafile));
  return metafile as unknown as Metafile;
}

/**
 * The pages opened before signing in (web/entry.signin.tsx): React's API served by Preact, as for the
 * islands, and react-router-dom by web/sign-in/router.tsx (plain links; signing in loads the admin).
 */
async function buildSignIn() {
  const aliases: Record<string, string> = { ...islandAliases, "react-router-dom": join(root, "web/sign-in/router.tsx") };
  const meta = (await bundle("web/entry.signin.tsx", "signin", "bundle dell'accesso", [
    {
      name: "sign-in-runtime",
      setup(build) {
        build.onResolve({ filter: /^react(-dom)?(\/client|\/jsx-runtime|\/jsx-dev-runtime)?$|^react-router-dom$/ }, (args) => {
          const target = aliases[args.path];
          return target ? { path: Bun.resolveSync(target, root) } : undefined;
        });
      },
    },
  ])) as unknown as Metafile;
  const output = Object.keys(meta.outputs).find((name) => meta.outputs[name]?.entryPoint?.endsWith("entry.signin.tsx"));
  if (!output) throw new Error("script dell'accesso non trovato nel metafile");
  const url = (file: string) => `/assets/${basename(file)}`;
  return { signInScript: url(output), signInImports: staticClosure(meta, output).slice(1).map(url) };
}

/** The few hundred bytes a public page loads first: they fetch the islands' code after the first paint. */
async function buildIslandsLoader(): Promise<string> {
  const meta = (await bundle("web/islands-loader.ts", "loader", "caricatore delle isole")) as unknown as Metafile;
  const output = Object.keys(meta.outputs).find((name) => name.endsWith(".js"));
  if (!output) throw new Error("caricatore delle isole non trovato nel metafile");
  return `/assets/${basename(output)}`;
}

/** The islands entry script, the chunks it imports, and each island's lazily loaded code. */
function islandChunks(meta: Metafile) {
  const url = (output: string) => `/assets/${basename(output)}`;
  const islands: Record<string, string[]> = {};
  let script = "";
  let imports: string[] = [];
  const registry = readFileSync(join(root, "web/islands/registry.ts"), "utf8");
  const withPageData: string[] = [];
  let pageDataChunks: string[] = [];
  for (const [output, info] of Object.entries(meta.outputs)) {
    if (!output.endsWith(".js")) continue;
    if (info.entryPoint?.endsWith("entry.islands.tsx")) {
      script = url(output);
      imports = staticClosure(meta, output).slice(1).map(url);
      continue;
    }
    if (!info.entryPoint) continue;
    // A lazily loaded island module: find its name in the registry by its module path.
    const modulePath = relative(join(root, "web"), join(root, info.entryPoint)).replace(/\.(tsx?|jsx?)$/, "");
    const match = new RegExp(
      `"?([a-z-]+)"?: async \\(\\) => (?:pageData\\()?\\(await import\\("\\.\\./${modulePath}"\\)\\)`,
    ).exec(registry);
    if (match?.[1]) islands[match[1]] = staticClosure(meta, output).map(url);
    if (match?.[0].includes("pageData(")) withPageData.push(match[1] ?? "");
    if (modulePath === "islands/page-data") pageDataChunks = staticClosure(meta, output).map(url);
  }
  // An island given the page's query client also needs that module and the query library.
  for (const name of withPageData) islands[name] = [...new Set([...(islands[name] ?? []), ...pageDataChunks])];
  if (!script) throw new Error("script delle isole non trovato nel metafile");
  const lazy = registry.match(/await import\("\.\.\//g)?.length ?? 0;
  if (Object.keys(islands).length !== lazy) throw new Error("il codice di qualche isola non è stato trovato nel metafile");
  return { islandsScript: script, islandsImports: imports, islandChunks: islands };
}

/** An output file and every chunk it imports statically, recursively. */
function staticClosure(meta: Metafile, output: string, seen = new Set<string>()): string[] {
  const key = `./${basename(output)}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const entry = meta.outputs[output] ?? meta.outputs[key];
  return [
    key,
    ...(entry?.imports ?? []).filter((i) => i.kind === "import-statement").flatMap((i) => staticClosure(meta, i.path, seen)),
  ];
}

/** For each lazily loaded module: its chunk plus every chunk it statically imports. */
function routeChunks(meta: Metafile) {
  const url = (output: string) => `/assets/${basename(output)}`;
  const chunks: Record<string, string[]> = {};
  let entryScript = "";
  let entryImports: string[] = [];
  for (const [output, info] of Object.entries(meta.outputs)) {
    if (!info.entryPoint || !output.endsWith(".js")) continue;
    const source = relative(join(root, "web"), join(root, info.entryPoint)).replace(/\.(tsx?|jsx?)$/, "");
    const files = staticClosure(meta, output).map(url);
    if (source === "entry.client") {
      entryScript = url(output);
      entryImports = files.slice(1);
    } else {
      chunks[source] = files;
    }
  }
  if (!entryScript) throw new Error("script di ingresso non trovato nel metafile");
  return { entryScript, entryImports, routeChunks: chunks };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The fallback image engine's WebAssembly codecs, as src/images/wasm-files.ts embeds them. */
function wasmCodecBytes(): number {
  const source = readFileSync(join(root, "src/images/wasm-files.ts"), "utf8");
  const paths = [...source.matchAll(/from "([^"]+\.wasm)"/g)].map((m) => Bun.resolveSync(m[1] ?? "", join(root, "src/images")));
  return paths.reduce((sum, path) => sum + statSync(path).size, 0);
}

/**
 * What the executable carries, by size: Bun's runtime (the binary that runs the build), the front
 * end, the fonts, the image libraries (sharp's runtime, the WebAssembly codecs), the migrations,
 * and the server's code (its JavaScript and, compiled ahead, its bytecode) as the rest.
 */
function printContents(total: number, parts: { frontEnd: number; fonts: number; sharp: number }) {
  const migrationsDir = join(root, "src/db/migrations");
  const migrations = readdirSync(migrationsDir)
    .filter((name) => name.endsWith(".sql"))
    .reduce((sum, name) => sum + statSync(join(migrationsDir, name)).size, 0);
  const rows: [string, number][] = [
    ["runtime di Bun", statSync(process.execPath).size],
    ["front end (file, .br e .gz)", parts.frontEnd],
    ["caratteri (font)", parts.fonts],
    ["libreria delle immagini: sharp e libvips", parts.sharp],
    ["libreria delle immagini: codec WebAssembly", wasmCodecBytes()],
    ["migrazioni del database", migrations],
  ];
  const known = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
  rows.push(["codice del server (JavaScript e bytecode)", total - known]);
  for (const [name, bytes] of rows.sort((a, b) => b[1] - a[1])) console.log(`    ${megabytes(bytes).padStart(9)}  ${name}`);
}

async function main() {
  const started = performance.now();
  console.log("Build di parksite");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(clientOut, { recursive: true });

  run(
    [join(root, "node_modules/.bin/tailwindcss"), "-i", "web/styles/app.css", "-o", ".build/app.css", "--minify"],
    "CSS (Tailwind)",
  );
  const cssBytes = new Uint8Array(await Bun.file(join(out, "app.css")).arrayBuffer());
  const cssName = `app-${hashOf(cssBytes)}.css`;
  await Bun.write(join(clientOut, cssName), cssBytes);

  const bundleStarted = performance.now();
  const meta = await buildClient();
  console.log(`  bundle del client: ${Math.round(performance.now() - bundleStarted)} ms`);
  const islandsMeta = await buildIslands();
  console.log(`  bundle del client e delle isole: ${Math.round(performance.now() - bundleStarted)} ms`);
  const islandsLoader = await buildIslandsLoader();
  const signIn = await buildSignIn();
  const client = {
    ...routeChunks(meta),
    ...islandChunks(islandsMeta),
    ...signIn,
    islandsLoader,
    stylesheet: `/assets/${cssName}`,
  };

  // URL path -> file on disk.
  const files = new Map<string, { path: string; immutable: boolean }>();
  for (const path of walk(clientOut)) files.set(`/assets/${relative(clientOut, path)}`, { path, immutable: true });
  for (const path of walk(publicDir)) files.set(`/${relative(publicDir, path)}`, { path, immutable: false });

  const imports: string[] = [];
  const entries: string[] = [];
  let n = 0;
  let rawBytes = 0;
  let brBytes = 0;
  /** Every byte of the front end the executable carries: the files and their .br and .gz siblings. */
  let embeddedBytes = 0;
  let fontBytes = 0;
  for (const [url, { path, immutable }] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const ext = extname(path);
    const bytes = new Uint8Array(await Bun.file(path).arrayBuffer());
    const asset: Record<string, string> = {};
    const id = `a${n++}`;
    imports.push(`import ${id} from ${JSON.stringify(relative(dirname(generatedFile), path))} with { type: "file" };`);
    rawBytes += bytes.byteLength;
    embeddedBytes += bytes.byteLength;
    if (/\.(woff2?|ttf|otf)$/.test(path)) fontBytes += bytes.byteLength;
    if (compressible.has(ext) && bytes.byteLength > 512) {
      const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      const gz = gzipSync(bytes, { level: 9 });
      if (br.byteLength < bytes.byteLength * 0.9) {
        const brPath = `${path}.br`;
        const gzPath = `${path}.gz`;
        await Bun.write(brPath, br);
        await Bun.write(gzPath, gz);
        imports.push(`import ${id}br from ${JSON.stringify(relative(dirname(generatedFile), brPath))} with { type: "file" };`);
        imports.push(`import ${id}gz from ${JSON.stringify(relative(dirname(generatedFile), gzPath))} with { type: "file" };`);
        asset.br = `${id}br`;
        asset.gz = `${id}gz`;
        brBytes += br.byteLength;
        embeddedBytes += br.byteLength + gz.byteLength;
      } else brBytes += bytes.byteLength;
    } else brBytes += bytes.byteLength;
    const described: Omit<EmbeddedAsset, "file" | "br" | "gz"> = {
      type: contentTypes[ext] ?? "application/octet-stream",
      etag: `"${hashOf(bytes)}"`,
      cacheControl: immutable ? IMMUTABLE : STABLE_NAME,
    };
    const fields = [
      `file: ${id}`,
      `type: ${JSON.stringify(described.type)}`,
      `etag: ${JSON.stringify(described.etag)}`,
      `cacheControl: ${JSON.stringify(described.cacheControl)}`,
      ...(asset.br ? [`br: ${asset.br}`, `gz: ${asset.gz}`] : []),
    ];
    entries.push(`    ${JSON.stringify(url)}: { ${fields.join(", ")} },`);
  }

  const source = [
    "// Generated by scripts/build.ts: the built front end, embedded in the executable. Do not edit.",
    "// @ts-nocheck: the imports are build outputs (JS, CSS, .br, .gz) embedded as files, not modules to type-check.",
    'import type { BuiltAssets } from "../static/asset-manifest";',
    ...imports,
    "",
    "export const builtAssets: BuiltAssets = {",
    "  files: {",
    ...entries,
    "  },",
    `  client: ${JSON.stringify(client satisfies BuiltAssets["client"])},`,
    "};",
    "",
  ].join("\n");
  mkdirSync(dirname(generatedFile), { recursive: true });
  await Bun.write(generatedFile, source);
  console.log(`  risorse: ${files.size} file, ${(rawBytes / 1024).toFixed(0)} KB (${(brBytes / 1024).toFixed(0)} KB con brotli)`);
  const runtime = await sharpRuntimeModule(root, dirname(generatedFile));
  await Bun.write(join(dirname(generatedFile), "sharp-runtime.ts"), runtime.source);
  console.log(`  runtime di sharp: ${(runtime.bytes / 1024 / 1024).toFixed(1)} MB`);

  if (!process.argv.includes("--no-compile")) {
    mkdirSync(join(root, "dist"), { recursive: true });
    const compileStarted = performance.now();
    const result = await Bun.build({
      entrypoints: [join(root, "src/main.ts")],
      compile: {
        outfile: join(root, "dist/parksite"),
        // sharp, extracted into the data folder at run time, is loaded by path: its package.json files must be read.
        autoloadPackageJson: true,
      },
      target: "bun",
      format: "esm",
      bytecode: true,
      minify: true,
      define: { "process.env.NODE_ENV": '"production"' },
      // ESM entries where a package has them (`module`), instead of the `node` CommonJS builds: lucide's
      // CommonJS build is one file with every icon (800 KB evaluated at start); its ESM build is tree-shaken.
      conditions: ["module"],
      plugins: [reactRouterProduction, nodemailerCommonJs, clientOnlyRoutesLeftOut],
    });
    if (!result.success) {
      for (const log of result.logs) console.error(log);
      throw new Error("eseguibile non riuscito");
    }
    console.log(`  eseguibile: ${Math.round(performance.now() - compileStarted)} ms`);
    const size = statSync(join(root, "dist/parksite")).size;
    console.log(`  dist/parksite: ${(size / 1024 / 1024).toFixed(1)} MB, di cui:`);
    printContents(size, { frontEnd: embeddedBytes - fontBytes, fonts: fontBytes, sharp: runtime.bytes });
  }
  console.log(`Build completata in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
