/**
 * The islands of public pages. Each file web/islands/<name>.island.tsx is an entry point of the
 * islands bundle, and `parksite:islands` (imported by web/entry.islands.tsx) is written here from
 * the folder's listing: one `import()` per island, by name. Each island's chunks are then read from
 * the bundler's metafile, for the server to preload on the pages that have it.
 */
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { assetUrl, bundle, type Metafile, outputOf, preactRuntime, root, staticClosure } from "./bundle";

const ISLAND_SUFFIX = ".island.tsx";
const islandsDir = "web/islands";

/** The islands, by name: their files, relative to the project. */
function islandFiles(): Map<string, string> {
  const names = readdirSync(join(root, islandsDir)).filter((file) => file.endsWith(ISLAND_SUFFIX));
  return new Map(names.sort().map((file) => [basename(file, ISLAND_SUFFIX), `${islandsDir}/${file}`]));
}

/** `parksite:islands`: `islandModules`, each island's module loaded on demand. */
function islandModules(islands: Map<string, string>): Bun.BunPlugin {
  return {
    name: "island-modules",
    setup(build) {
      build.onResolve({ filter: /^parksite:islands$/ }, () => ({ path: "islands", namespace: "parksite-islands" }));
      build.onLoad({ filter: /.*/, namespace: "parksite-islands" }, () => {
        const loaders = [...islands].map(
          ([name, file]) => `${JSON.stringify(name)}: () => import(${JSON.stringify(join(root, file))})`,
        );
        return { contents: `export const islandModules = { ${loaders.join(", ")} };`, loader: "js" };
      });
    },
  };
}

/** The islands entry script, the chunks it imports, and each island's chunks. */
function islandChunks(meta: Metafile, islands: Map<string, string>) {
  const output = outputOf(meta, "web/entry.islands.tsx");
  if (!output) throw new Error("script delle isole non trovato nel metafile");
  const chunks: Record<string, string[]> = {};
  for (const [name, file] of islands) {
    const islandOutput = outputOf(meta, file);
    if (!islandOutput) throw new Error(`il codice dell'isola ${name} non è nel metafile`);
    chunks[name] = staticClosure(meta, islandOutput).map(assetUrl);
  }
  return {
    islandsScript: assetUrl(output),
    islandsImports: staticClosure(meta, output).slice(1).map(assetUrl),
    islandChunks: chunks,
  };
}

/** The islands bundle (web/entry.islands.tsx and every island), on Preact with plain links. */
export async function buildIslands(out: string) {
  const islands = islandFiles();
  const meta = await bundle(
    ["web/entry.islands.tsx", ...islands.values()],
    "island",
    "bundle delle isole",
    [preactRuntime("islands-runtime", "web/islands/router.tsx"), islandModules(islands)],
    // The page names every chunk its islands need and the loader preloads them: the bundle's own
    // preloading before each import() would only repeat those requests' work on the main thread.
    { modulePreload: false },
  );
  // What each island's code is made of, for whoever weighs a dependency.
  await Bun.write(join(out, "islands-metafile.json"), JSON.stringify(meta));
  return islandChunks(meta, islands);
}

/** The few hundred bytes a public page loads first: they fetch the islands' code after the first paint. */
export async function buildIslandsLoader(): Promise<string> {
  const meta = await bundle(["web/islands-loader.ts"], "loader", "caricatore delle isole");
  const output = outputOf(meta, "web/islands-loader.ts");
  if (!output) throw new Error("caricatore delle isole non trovato nel metafile");
  return assetUrl(output);
}
