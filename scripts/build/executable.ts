/** `bun build --compile` of src/main.ts into dist/parksite, and what the executable carries, by size. */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { reactRouterProduction, root } from "./bundle";
import { clientOnlyRoutes } from "./client-only-routes";

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
function clientOnlyRoutesLeftOut(): Bun.BunPlugin {
  const routeTable = join(root, "web/app/routes.tsx");
  const leftOut = new Set(clientOnlyRoutes().map((route) => join(root, "web", route.module)));
  return {
    name: "client-only-routes-left-out",
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) =>
        args.importer === routeTable && leftOut.has(resolve(dirname(args.importer), args.path))
          ? { path: args.path, namespace: "client-only-route" }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: "client-only-route" }, () => ({ contents: "export {};", loader: "js" }));
    },
  };
}

const executable = join(root, "dist/parksite");

/**
 * The executable's parts: src/main.ts serves the site, and loads by path, when it needs them, the
 * site's code, what prepares a data folder (restores, migrations, demo content), the other
 * commands, the image process and the PDF process. Each part is its own entry point, so a
 * process reads only the code it runs; what parts share is split into chunks stored once.
 */
const PARTS = [
  "src/main.ts",
  "src/serve-site.ts",
  "src/prepare-data-folder.ts",
  "src/commands.ts",
  "src/image-worker.ts",
  "src/pdf-worker.ts",
];

/** The bundler's settings for the executable's parts; compiling adds the output file, bytecode and minifying. */
export function serverBuildConfig(): Bun.BuildConfig & { target: "bun" } {
  return {
    entrypoints: PARTS.map((part) => join(root, part)),
    target: "bun",
    format: "esm",
    // Shared code in chunks of its own: without them each part carried its own copy (15 MB more).
    splitting: true,
    define: { "process.env.NODE_ENV": '"production"' },
    // ESM entries where a package has them (`module`), instead of the `node` CommonJS builds: lucide's
    // CommonJS build is one file with every icon (800 KB evaluated at start); its ESM build is tree-shaken.
    conditions: ["module"],
    plugins: [reactRouterProduction, nodemailerCommonJs, clientOnlyRoutesLeftOut()],
  };
}

export async function compileExecutable(): Promise<void> {
  const result = await Bun.build({
    ...serverBuildConfig(),
    compile: {
      outfile: executable,
      // sharp, extracted into the data folder at run time, is loaded by path: its package.json files must be read.
      autoloadPackageJson: true,
    },
    bytecode: true,
    minify: true,
  });
  if (!result.success) {
    for (const log of result.logs) console.error(log);
    throw new Error("eseguibile non riuscito");
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The fallback image engine's WebAssembly codecs, as src/images/wasm-files.ts embeds them. */
function wasmCodecBytes(): number {
  const source = readFileSync(join(root, "src/images/wasm-files.ts"), "utf8");
  const paths = [...source.matchAll(/from "([^"]+\.wasm)"/g)].map((m) => Bun.resolveSync(m[1] ?? "", join(root, "src/images")));
  return paths.reduce((sum, path) => sum + statSync(path).size, 0);
}

/** The typefaces the PDFs embed, as src/pdf/fonts.ts imports them. */
function pdfFontBytes(): number {
  const source = readFileSync(join(root, "src/pdf/fonts.ts"), "utf8");
  const paths = [...source.matchAll(/from "([^"]+\.ttf)"/g)].map((m) => Bun.resolveSync(m[1] ?? "", join(root, "src/pdf")));
  return paths.reduce((sum, path) => sum + statSync(path).size, 0);
}

/**
 * What the executable carries, by size: Bun's runtime (the binary that runs the build), the front
 * end, the fonts, the image libraries (sharp's runtime, the WebAssembly codecs), the migrations,
 * and the server's code (its JavaScript and, compiled ahead, its bytecode) as the rest.
 */
export function printContents(parts: { frontEnd: number; fonts: number; sharp: number }) {
  const total = statSync(executable).size;
  console.log(`  dist/parksite: ${megabytes(total)}, di cui:`);
  const migrationsDir = join(root, "src/db/migrations");
  const migrations = readdirSync(migrationsDir)
    .filter((name) => name.endsWith(".sql"))
    .reduce((sum, name) => sum + statSync(join(migrationsDir, name)).size, 0);
  const rows: [string, number][] = [
    ["runtime di Bun", statSync(process.execPath).size],
    ["front end (file, .br e .gz)", parts.frontEnd],
    ["caratteri (font)", parts.fonts],
    ["caratteri dei PDF (Inter TrueType)", pdfFontBytes()],
    ["libreria delle immagini: sharp e libvips", parts.sharp],
    ["libreria delle immagini: codec WebAssembly", wasmCodecBytes()],
    ["migrazioni del database", migrations],
  ];
  const known = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
  rows.push(["codice del server (JavaScript e bytecode)", total - known]);
  for (const [name, bytes] of rows.sort((a, b) => b[1] - a[1])) console.log(`    ${megabytes(bytes).padStart(9)}  ${name}`);
}
