import { type GeoGeometryObjects, geoConicConformal, geoPath, type GeoProjection } from "d3-geo";
import outline from "./italy-outline.json";
import regionShapes from "./italy-regions.json";

/** The map's own units: the SVG's viewBox, scaled to the width of the screen by CSS. */
export const MAP_WIDTH = 400;
export const MAP_HEIGHT = 460;
const MARGIN = 8;

/** A region as the map draws it: its name (as the comuni list writes it) and its boundary as one SVG path. */
interface MapRegion {
  name: string;
  path: string;
}

interface ItalyMap {
  projection: GeoProjection;
  /** The twenty regions, their paths' numbers rounded to a tenth of a unit, in alphabetical order. */
  regions: MapRegion[];
}

let drawn: ItalyMap | null = null;

/**
 * Italy projected once (a conic conformal centred on the peninsula, as Italian maps are), fitted to the
 * viewBox: the regions' paths and the projection the markers use, so the points sit where the
 * regions say.
 */
function italyMap(): ItalyMap {
  if (drawn) return drawn;
  const shape: GeoGeometryObjects = {
    type: "GeometryCollection",
    geometries: regionShapes.map(({ coordinates }) => ({ type: "MultiPolygon", coordinates })),
  };
  const projection = geoConicConformal()
    .parallels([38, 46])
    .rotate([-12.5, 0])
    .fitExtent(
      [
        [MARGIN, MARGIN],
        [MAP_WIDTH - MARGIN, MAP_HEIGHT - MARGIN],
      ],
      shape,
    );
  const draw = geoPath(projection).digits(1);
  const regions = regionShapes.map(({ name, coordinates }) => ({
    name,
    path: draw({ type: "MultiPolygon", coordinates }) ?? "",
  }));
  drawn = { projection, regions };
  return drawn;
}

/** The regions as a view draws them, the one it is about (if any) marked. */
export const mapRegions = (marked: string | null) =>
  italyMap().regions.map((region) => ({ ...region, marked: region.name === marked }));

/** Where a point falls on the map, in its units. */
export function projectPoint(lat: number, lng: number): { x: number; y: number } {
  const [x, y] = italyMap().projection([lng, lat]) ?? [MAP_WIDTH / 2, MAP_HEIGHT / 2];
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

/** The editor's map: a plain latitude/longitude grid (x from longitude, y from latitude, scaled for 42°N), so the browser turns a point into coordinates and back with one multiplication. */
export interface LinearMap {
  width: number;
  height: number;
  outline: string;
  /** x = (lng − west) · xScale, y = (north − lat) · yScale. */
  west: number;
  north: number;
  xScale: number;
  yScale: number;
}

const BOUNDS = { west: 6.4, east: 18.7, south: 35.4, north: 47.2 };
let linear: LinearMap | null = null;

export function linearItalyMap(): LinearMap {
  if (linear) return linear;
  const yScale = (MAP_HEIGHT - 2 * MARGIN) / (BOUNDS.north - BOUNDS.south);
  const xScale = yScale * Math.cos((42 * Math.PI) / 180);
  const width = Math.round((BOUNDS.east - BOUNDS.west) * xScale + 2 * MARGIN);
  const west = BOUNDS.west - MARGIN / xScale;
  const north = BOUNDS.north + MARGIN / yScale;
  const point = ([lng, lat]: number[]) =>
    `${(((lng ?? 0) - west) * xScale).toFixed(1)},${((north - (lat ?? 0)) * yScale).toFixed(1)}`;
  const shape = outline as { type: string; coordinates: number[][][] | number[][][][] };
  const polygons = (shape.type === "Polygon" ? [shape.coordinates] : shape.coordinates) as number[][][][];
  const path = polygons.flatMap((rings) => rings.map((ring) => `M${ring.map(point).join("L")}Z`)).join("");
  linear = { width, height: MAP_HEIGHT, outline: path, west, north, xScale, yScale };
  return linear;
}
