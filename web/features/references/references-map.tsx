import type { ReferenceMap } from "../../../src/shared/schemas/reference-answers";

/**
 * The map of Italy drawn by the server: the outline and one marker per reference (or per group of close ones,
 * with their count). Each marker is a link with its own name, reached with Tab; no tiles, nothing fetched.
 */
export function ReferencesMap({ map, title, caption }: { map: ReferenceMap; title: string; caption?: string | null }) {
  const said =
    caption !== undefined
      ? caption
      : map.markers.length === 0
        ? "Nessuna referenza sulla mappa con questi filtri."
        : "Scegli un punto per aprire la referenza.";
  return (
    <figure className="rounded-2xl bg-white p-3 shadow-[var(--shadow-card)]" aria-label={title} data-testid="references-map">
      <svg viewBox={`0 0 ${map.width} ${map.height}`} className="mx-auto h-auto w-full max-w-72 lg:max-w-md">
        <title>{title}</title>
        <path d={map.outline} className="fill-slate-100 stroke-slate-400" strokeWidth={0.8} />
        {map.markers.map((marker) => (
          <a
            key={`${marker.x}:${marker.y}`}
            href={marker.href}
            aria-label={marker.label}
            className="group outline-none"
            data-testid="map-marker"
          >
            <circle
              cx={marker.x}
              cy={marker.y}
              r={marker.count > 1 ? 9 : map.markers.length === 1 ? 16 : 6}
              className="fill-brand-700 stroke-white group-hover:fill-brand-900 group-focus-visible:fill-brand-900 group-focus-visible:stroke-signal-500"
              strokeWidth={2}
            />
            {marker.count > 1 ? (
              <text
                x={marker.x}
                y={marker.y}
                dy="0.35em"
                textAnchor="middle"
                className="pointer-events-none fill-white text-[9px] font-bold"
              >
                {marker.count}
              </text>
            ) : null}
          </a>
        ))}
      </svg>
      {said ? <figcaption className="mt-2 text-center text-sm text-muted">{said}</figcaption> : null}
    </figure>
  );
}
