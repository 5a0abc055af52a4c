/**
 * Writes src/references/italy-regions.json: the twenty regions' boundaries as GeoJSON in longitude/latitude,
 * simplified for a map a few hundred pixels wide. The shapes come from `@svg-maps/italy` (MapSVG's map of
 * Italy, CC BY 4.0: the map credits it), an SVG drawn in Mercator without coordinates: its frame touches Italy's
 * four extreme points, which puts every point back on the globe. Run again when the package is updated:
 * `bun scripts/references/build-italy-regions.ts`.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import italy from "@svg-maps/italy";
import { feature } from "topojson-client";
import { topology } from "topojson-server";
import { presimplify, simplify } from "topojson-simplify";

type Position = number[];
interface MultiPolygon {
  type: "MultiPolygon";
  coordinates: Position[][][];
}
interface Region {
  type: "Feature";
  properties: { name: string };
  geometry: MultiPolygon;
}
interface Regions {
  type: "FeatureCollection";
  features: Region[];
}

/** Italy's extreme points (Vetta d'Italia, Lampedusa, Monte Chaberton, Capo d'Otranto), the SVG's frame. */
const NORTH = 47.092;
const SOUTH = 35.494;
const WEST = 6.627;
const EAST = 18.52;

/** The package's English names as the site writes them (the ISTAT names, as the comuni list has them). */
const ITALIAN: Record<string, string> = {
  "aosta-valley": "Valle d'Aosta",
  apulia: "Puglia",
  lombardy: "Lombardia",
  piedmont: "Piemonte",
  sardinia: "Sardegna",
  sicily: "Sicilia",
  "trentino-south-tyrol": "Trentino-Alto Adige",
  tuscany: "Toscana",
};

/**
 * How much a point must matter to stay: the area, in square degrees, of the triangle it makes with its
 * neighbours. 0.0006 (about 5 km²) keeps every region recognisable and the map's markup near 20 KB.
 */
const MIN_WEIGHT = 0.0006;

/** The package's map: each region's id, English name and SVG path. */
const locations = (italy as unknown as { locations: { id: string; name: string; path: string }[] }).locations;

/** Each region's rings in the SVG's units: the file writes them as relative moves only (`m x,y dx,dy … z`). */
function ringsOf(d: string): Position[][] {
  const tokens = d.match(/[mz]|-?[\d.]+(?:e-?\d+)?/gi) ?? [];
  const rings: Position[][] = [];
  let x = 0;
  let y = 0;
  let start: Position = [0, 0];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i];
    if (token === "z" || token === "Z") {
      [x, y] = start as [number, number];
      i++;
    } else if (token === "m") {
      i++;
      const ring: Position[] = [];
      while (i < tokens.length && !/[mz]/i.test(tokens[i] ?? "")) {
        x += Number(tokens[i]);
        y += Number(tokens[i + 1]);
        i += 2;
        ring.push([x, y]);
      }
      start = ring[0] ?? [x, y];
      rings.push(ring);
    } else throw new Error(`Comando SVG inatteso: ${token}`);
  }
  return rings;
}

const shapes = locations.map(({ id, name, path }) => ({ name: ITALIAN[id] ?? name, rings: ringsOf(path) }));
if (shapes.length !== 20) throw new Error(`Attese 20 regioni, trovate ${shapes.length}`);

const all = shapes.flatMap((s) => s.rings.flat());
const [left, right] = [Math.min(...all.map((p) => p[0] ?? 0)), Math.max(...all.map((p) => p[0] ?? 0))];
const [top, bottom] = [Math.min(...all.map((p) => p[1] ?? 0)), Math.max(...all.map((p) => p[1] ?? 0))];
const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const fromMercator = (y: number) => (360 / Math.PI) * Math.atan(Math.exp(y)) - 90;
const toLngLat = ([x = 0, y = 0]: Position): Position => [
  WEST + ((x - left) / (right - left)) * (EAST - WEST),
  fromMercator(mercator(NORTH) - ((y - top) / (bottom - top)) * (mercator(NORTH) - mercator(SOUTH))),
];

/** Twice the signed area of a ring drawn north up: positive when it runs clockwise, as d3-geo wants an outer ring. */
const clockwise = (ring: Position[]) =>
  ring.reduce((sum, p, i) => {
    const q = ring[(i + 1) % ring.length] ?? p;
    return sum + ((q[0] ?? 0) - (p[0] ?? 0)) * ((q[1] ?? 0) + (p[1] ?? 0));
  }, 0) > 0;

const collection: Regions = {
  type: "FeatureCollection",
  features: shapes.map(({ name, rings }) => ({
    type: "Feature",
    properties: { name },
    geometry: {
      type: "MultiPolygon",
      coordinates: rings.map((ring) => {
        const closed = [...ring.map(toLngLat), toLngLat(ring[0] ?? [0, 0])];
        return [clockwise(closed) ? closed : closed.reverse()];
      }),
    },
  })),
};

// Simplified as one topology, so two neighbours keep the same border.
const shared = presimplify(
  topology({ regions: collection as unknown as Parameters<typeof topology>[0][string] }, 1e5) as Parameters<
    typeof presimplify
  >[0],
);
const simple = simplify(shared, MIN_WEIGHT);
const object = simple.objects.regions;
if (!object) throw new Error("La topologia non ha le regioni");
const regions = feature(simple, object) as unknown as Regions;
const kept = regions.features.map((region) => ({
  name: region.properties.name,
  // Tiny islands that simplify to nothing are left out.
  coordinates: region.geometry.coordinates.filter((polygon) => (polygon[0]?.length ?? 0) >= 4),
}));
kept.sort((a, b) => a.name.localeCompare(b.name, "it"));
// Three decimals (about 100 m) are far finer than the map's pixels.
const rounded = JSON.stringify(kept, (_key, value: unknown) =>
  typeof value === "number" ? Math.round(value * 1000) / 1000 : value,
);
const file = join(import.meta.dir, "../../src/references/italy-regions.json");
writeFileSync(file, `${rounded}\n`);
console.log(`${Math.round(rounded.length / 1024)} KB: ${file}`);
