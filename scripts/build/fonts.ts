/**
 * The brand typeface, Inter, served by the executable itself: its variable cut (every weight from 100 to 900 in one
 * file) in the Latin subset, which holds the Italian accented letters (à è é ì ò ù) and the euro sign, as one woff2
 * under a content-hashed name (cached for a year). The stylesheet gets its @font-face, and every page preloads it.
 */
import { join } from "node:path";
import source from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2" with { type: "file" };
import { clientOut } from "./bundle";
import { hashOf } from "./embed";

/** The Latin subset's characters, as @fontsource-variable/inter declares them. */
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

export async function buildFonts(): Promise<{ fonts: string[]; fontFaces: string }> {
  const bytes = new Uint8Array(await Bun.file(source).arrayBuffer());
  const name = `inter-latin-${hashOf(bytes)}.woff2`;
  await Bun.write(join(clientOut, name), bytes);
  const url = `/assets/${name}`;
  const fontFaces = `@font-face{font-family:"Inter";font-style:normal;font-weight:100 900;font-display:swap;src:url(${url}) format("woff2");unicode-range:${LATIN}}`;
  return { fonts: [url], fontFaces };
}
