import { type GeoGeometryObjects, geoConicConformal, geoPath, type GeoProjection } from "d3-geo";
import outline from "./italy-outline.json";

/** The map's own units: the SVG's viewBox, scaled to the width of the screen by CSS. */
export const MAP_WIDTH = 400;
export const MAP_HEIGHT = 460;
const MARGIN = 8;

interface ItalyMap {
  projection: GeoProjection;
  /** The outline as one SVG path, its numbers rounded to a tenth of a unit. */
  outline: string;
}

let drawn: ItalyMap | null = null;

/**
 * Italy projected once (a conic conformal centred on the peninsula, as Italian maps are), fitted to the
 * viewBox: the outline's path and the projection the markers use, so the points sit where the outline says.
 */
export function italyMap(): ItalyMap {
  if (drawn) return drawn;
  const shape = outline as GeoGeometryObjects;
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
  const path = geoPath(projection).digits(1)(shape) ?? "";
  drawn = { projection, outline: path };
  return drawn;
}

/** Where a point falls on the map, in its units. */
export function projectPoint(lat: number, lng: number): { x: number; y: number } {
  const [x, y] = italyMap().projection([lng, lat]) ?? [MAP_WIDTH / 2, MAP_HEIGHT / 2];
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}
