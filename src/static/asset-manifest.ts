/** One file of the built front end, embedded in the executable. */
export interface EmbeddedAsset {
  /** Path Bun.file can read (inside the executable once compiled). */
  file: string;
  type: string;
  etag: string;
  cacheControl: string;
  /** Precompressed siblings, when compressing was worth it. */
  br?: string;
  gz?: string;
}

/** What the HTML document needs to load the client. */
export interface ClientBuild {
  entryScript: string;
  stylesheet: string;
  /** The brand typeface's files the first screen draws with (preloaded by every page). */
  fonts: string[];
  /** Chunks the entry script imports statically (modulepreload). */
  entryImports: string[];
  /** Route id (module path under web/) -> its chunk and the chunks it imports. */
  routeChunks: Record<string, string[]>;
  /** The first script of a public page a visitor opens: it fetches the islands' code once the page has painted. */
  islandsLoader: string;
  /** The script of a public page a visitor opens: it hydrates the page's islands only. */
  islandsScript: string;
  /** Chunks the islands script imports statically (modulepreload). */
  islandsImports: string[];
  /** Island name -> the chunks of its lazily loaded code. */
  islandChunks: Record<string, string[]>;
  /** The script of the pages opened before signing in (sign-in, set-up, invitation). */
  signInScript: string;
  /** Chunks the sign-in script imports statically (modulepreload). */
  signInImports: string[];
}

export interface BuiltAssets {
  /** URL path -> file. */
  files: Record<string, EmbeddedAsset>;
  client: ClientBuild;
}
