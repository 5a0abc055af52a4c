/**
 * Every island of the islands bundle, by name: one `import()` per file web/islands/<name>.island.tsx,
 * written by the build from the folder (scripts/build/islands.ts), so an island is declared once, in its file.
 */
declare module "parksite:islands" {
  import type { IslandModule } from "../lib/islands";
  export const islandModules: Record<string, () => Promise<IslandModule>>;
}
