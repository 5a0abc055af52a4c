/**
 * Writes src/references/italy-outline.json: Italy's land (Natural Earth 1:50m, from `world-atlas`) as GeoJSON,
 * the only geometry the map of /referenze draws. Run again when `world-atlas` is updated:
 * `bun scripts/references/build-italy-outline.ts`.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { feature } from "topojson-client";
import countries from "world-atlas/countries-50m.json";

const ITALY = "380";
type Topology = Parameters<typeof feature>[0];
type Shape = Parameters<typeof feature>[1];
const topology = countries as unknown as Topology & { objects: { countries: { geometries: (Shape & { id?: string })[] } } };
const italy = topology.objects.countries.geometries.find((g) => g.id === ITALY);
if (!italy) throw new Error("Italia non trovata in world-atlas");
const shape = feature(topology, italy);
if (!("geometry" in shape)) throw new Error("L'Italia di world-atlas non è una sola forma");
// Three decimals (about 100 m) are far finer than the map's pixels.
const rounded = JSON.stringify(shape.geometry, (_key, value: unknown) =>
  typeof value === "number" ? Math.round(value * 1000) / 1000 : value,
);
const file = join(import.meta.dir, "../../src/references/italy-outline.json");
writeFileSync(file, `${rounded}\n`);
console.log(`${Math.round(rounded.length / 1024)} KB: ${file}`);
