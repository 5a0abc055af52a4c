/**
 * The whole app (staff, previews) on Preact's React API, about a quarter lighter than react-dom for the
 * same components: its entry script and, for each lazily loaded module, its chunks.
 */
import { join, relative } from "node:path";
import { assetUrl, bundle, preactRuntime, root, staticClosure } from "./bundle";

export async function buildClient() {
  const meta = await bundle(["web/entry.client.tsx"], "chunk", "bundle del client", [preactRuntime("app-runtime")]);
  const chunks: Record<string, string[]> = {};
  let entryScript = "";
  let entryImports: string[] = [];
  for (const [output, info] of Object.entries(meta.outputs)) {
    if (!info.entryPoint || !output.endsWith(".js")) continue;
    const source = relative(join(root, "web"), join(root, info.entryPoint)).replace(/\.(tsx?|jsx?)$/, "");
    const files = staticClosure(meta, output).map(assetUrl);
    if (source === "entry.client") {
      entryScript = assetUrl(output);
      entryImports = files.slice(1);
    } else {
      chunks[source] = files;
    }
  }
  if (!entryScript) throw new Error("script di ingresso non trovato nel metafile");
  return { entryScript, entryImports, routeChunks: chunks };
}
