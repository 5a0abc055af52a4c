/**
 * What every browser bundle of the build shares: where it writes, the bundler's settings, and how an
 * output's chunks are read from the bundler's metafile.
 */
import { basename, join } from "node:path";

export const root = join(import.meta.dir, "../..");
export const out = join(root, ".build");
export const clientOut = join(out, "client");

/** The part of Bun's metafile the build reads: each output, the entry point it is for, what it imports. */
export interface Metafile {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

/** The URL an output file is served at. */
export const assetUrl = (output: string) => `/assets/${basename(output)}`;

/** An output file and every chunk it imports statically, recursively. */
export function staticClosure(meta: Metafile, output: string, seen = new Set<string>()): string[] {
  const key = `./${basename(output)}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const entry = meta.outputs[output] ?? meta.outputs[key];
  return [
    key,
    ...(entry?.imports ?? []).filter((i) => i.kind === "import-statement").flatMap((i) => staticClosure(meta, i.path, seen)),
  ];
}

/** The output written for an entry point, given relative to the project (the metafile names it from the working folder). */
export function outputOf(meta: Metafile, entryPoint: string): string | undefined {
  return Object.keys(meta.outputs).find(
    (name) => name.endsWith(".js") && join(process.cwd(), meta.outputs[name]?.entryPoint ?? "") === join(root, entryPoint),
  );
}

/**
 * react-router's package maps every import condition to its development build (extra checks and
 * warnings on each render); its production build sits beside it. Both bundles and the executable
 * take the production one.
 */
export const reactRouterProduction: Bun.BunPlugin = {
  name: "react-router-production",
  setup(build) {
    const dist = join(root, "node_modules/react-router/dist/production");
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
      path: join(dist, args.path === "react-router" ? "index.mjs" : "dom-export.mjs"),
    }));
  },
};

/**
 * React's API served by Preact in the browser (the server renders with React): every browser bundle.
 * With `router`, react-router-dom is a stand-in of plain links too: the bundles of pages that are the
 * server's HTML plus a few interactive parts.
 */
export function preactRuntime(name: string, router?: string): Bun.BunPlugin {
  const aliases: Record<string, string> = {
    react: "preact/compat",
    "react-dom": "preact/compat",
    "react-dom/client": "preact/compat/client",
    "react/jsx-runtime": "preact/compat/jsx-runtime",
    "react/jsx-dev-runtime": "preact/compat/jsx-runtime",
    ...(router ? { "react-router-dom": join(root, router) } : {}),
  };
  return {
    name,
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/client|\/jsx-runtime|\/jsx-dev-runtime)?$|^react-router-dom$/ }, (args) => {
        const target = aliases[args.path];
        return target ? { path: Bun.resolveSync(target, root) } : undefined;
      });
    },
  };
}

/** One browser bundle: code-split, minified, content-hashed names, in the client output folder. */
export async function bundle(
  entrypoints: string[],
  chunkPrefix: string,
  label: string,
  plugins: Bun.BunPlugin[] = [],
  options: { modulePreload?: boolean } = {},
): Promise<Metafile> {
  const result = await Bun.build({
    entrypoints: entrypoints.map((entry) => join(root, entry)),
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
  return result.metafile as unknown as Metafile;
}
