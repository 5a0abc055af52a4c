import { useQuery } from "@tanstack/react-query";
import type { MouseEvent } from "react";
import { referenceEditorMapQuery } from "../api/get-references";

/** One press of an arrow moves the point by about a kilometre. */
const STEP = 0.01;
const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The reference's point on a small map of Italy: a click places it; the arrows beside it nudge it (keyboard
 * users reach them with Tab); latitude and longitude are also fields of the form.
 */
export function PointMap({ lat, lng, onMove }: { lat: number; lng: number; onMove: (lat: number, lng: number) => void }) {
  const map = useQuery(referenceEditorMapQuery());
  if (!map.data)
    return <div className="h-64 w-48 animate-pulse rounded-lg bg-slate-100" role="status" aria-label="Caricamento della mappa" />;
  const m = map.data;
  const x = (lng - m.west) * m.xScale;
  const y = (m.north - lat) * m.yScale;
  const place = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const px = ((event.clientX - box.left) / box.width) * m.width;
    const py = ((event.clientY - box.top) / box.height) * m.height;
    onMove(round(m.north - py / m.yScale), round(m.west + px / m.xScale));
  };
  const nudge = (dLat: number, dLng: number) => onMove(round(lat + dLat), round(lng + dLng));
  return (
    <div className="flex flex-wrap items-start gap-4">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the arrows beside the map and the coordinate fields do the same from the keyboard. */}
      <svg
        viewBox={`0 0 ${m.width} ${m.height}`}
        className="h-72 w-auto cursor-crosshair rounded-lg bg-sky-50"
        onClick={place}
        role="img"
        aria-label={`Mappa: punto a latitudine ${lat}, longitudine ${lng}`}
        data-testid="point-map"
      >
        <path d={m.outline} className="fill-white stroke-slate-400" strokeWidth={1} />
        <circle cx={x} cy={y} r={7} className="fill-signal-500 stroke-brand-900" strokeWidth={2} />
      </svg>
      <fieldset className="grid grid-cols-3 gap-1">
        <legend className="mb-2 text-sm font-medium text-ink">Sposta il punto</legend>
        <span />
        <button type="button" className="btn-secondary px-2" onClick={() => nudge(STEP, 0)} aria-label="Sposta a nord">
          ↑
        </button>
        <span />
        <button type="button" className="btn-secondary px-2" onClick={() => nudge(0, -STEP)} aria-label="Sposta a ovest">
          ←
        </button>
        <span />
        <button type="button" className="btn-secondary px-2" onClick={() => nudge(0, STEP)} aria-label="Sposta a est">
          →
        </button>
        <span />
        <button type="button" className="btn-secondary px-2" onClick={() => nudge(-STEP, 0)} aria-label="Sposta a sud">
          ↓
        </button>
        <span />
      </fieldset>
    </div>
  );
}
