/**
 * Builds the single executable:
 *   1. the brand typeface (build/fonts.ts), Tailwind CSS and the browser bundles (code-split, minified,
 *      content-hashed names): the whole app (build/client.ts), the islands of public pages
 *      (build/islands.ts), the sign-in pages (build/sign-in.ts);
 *   2. bundled public files (favicon, manifest, /attached_assets);
 *   3. brotli and gzip siblings of everything compressible;
 *   4. src/generated/built-assets.ts, which embeds all of it with `type: "file"` imports (build/embed.ts),
 *      and src/generated/sharp-runtime.ts, which embeds sharp's runtime folder (scripts/sharp-runtime.ts);
 *   5. `bun build --compile` of src/main.ts into dist/parksite (build/executable.ts).
 * `--no-compile` stops after step 4 (what the tests of the server need).
 */
import { mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { clientOut, out, root } from "./build/bundle";
import { buildClient } from "./build/client";
import { embedAssets, generatedFile, hashOf } from "./build/embed";
import { buildFonts } from "./build/fonts";
import { compileExecutable, printContents } from "./build/executable";
import { buildIslands, buildIslandsLoader } from "./build/islands";
import { buildSignIn } from "./build/sign-in";
import { sharpRuntimeModule } from "./sharp-runtime";

function run(cmd: string[], label: string) {
  const started = performance.now();
  const proc = Bun.spawnSync(cmd, { cwd: root, stdout: "inherit", stderr: "inherit", env: process.env });
  if (proc.exitCode !== 0) throw new Error(`${label} non riuscito (codice ${proc.exitCode})`);
  console.log(`  ${label}: ${Math.round(performance.now() - started)} ms`);
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${Math.round(performance.now() - started)} ms`);
  return result;
}

async function buildStylesheet(fontFaces: string): Promise<string> {
  run(
    [join(root, "node_modules/.bin/tailwindcss"), "-i", "web/styles/app.css", "-o", ".build/app.css", "--minify"],
    "CSS (Tailwind)",
  );
  const cssBytes = new TextEncoder().encode(fontFaces + (await Bun.file(join(out, "app.css")).text()));
  const cssName = `app-${hashOf(cssBytes)}.css`;
  await Bun.write(join(clientOut, cssName), cssBytes);
  return `/assets/${cssName}`;
}

async function main() {
  const started = performance.now();
  console.log("Build di parksite");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(clientOut, { recursive: true });

  const { fonts, fontFaces } = await buildFonts();
  const stylesheet = await buildStylesheet(fontFaces);
  const client = {
    ...(await timed("bundle del client", buildClient)),
    ...(await timed("bundle delle isole", () => buildIslands(out))),
    ...(await timed("bundle dell'accesso", buildSignIn)),
    islandsLoader: await buildIslandsLoader(),
    stylesheet,
    fonts,
  };
  const sizes = await embedAssets(client);
  console.log(
    `  risorse: ${sizes.files} file, ${(sizes.rawBytes / 1024).toFixed(0)} KB (${(sizes.brBytes / 1024).toFixed(0)} KB con brotli)`,
  );
  const runtime = await sharpRuntimeModule(root, dirname(generatedFile));
  await Bun.write(join(dirname(generatedFile), "sharp-runtime.ts"), runtime.source);
  console.log(`  runtime di sharp: ${(runtime.bytes / 1024 / 1024).toFixed(1)} MB`);

  if (!process.argv.includes("--no-compile")) {
    mkdirSync(join(root, "dist"), { recursive: true });
    await timed("eseguibile", compileExecutable);
    printContents({ frontEnd: sizes.frontEndBytes, fonts: sizes.fontBytes, sharp: runtime.bytes });
  }
  console.log(`Build completata in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
