import type { LanguageCode } from "../../../src/shared/languages";
import type { ReferenceMap } from "../../../src/shared/schemas/reference-answers";
import { referenceCopy } from "./reference-copy";

/**
 * The map of Italy drawn by the server: the twenty regions, the one the view is about marked, and one marker per
 * reference (or per group of close ones, with their count). Each marker is a link with its own name, reached with
 * Tab; the regions are a picture (their names show on hover), so screen readers meet only the markers. No tiles,
 * nothing fetched.
 */
export function ReferencesMap({
  map,
  title,
  caption,
  language = "it",
}: {
  map: ReferenceMap;
  title: string;
  caption?: string | null;
  language?: LanguageCode;
}) {
  const copy = referenceCopy[language].map;
  const said = caption !== undefined ? caption : map.markers.length === 0 ? copy.empty : copy.pick;
  return (
    <figure className="rounded-2xl bg-white p-3 shadow-[var(--shadow-card)]" aria-label={title} data-testid="references-map">
      <svg viewBox={`0 0 ${map.width} ${map.height}`} className="mx-auto h-auto w-full max-w-72 lg:max-w-md">
        <title>{title}</title>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a group of shapes takes no focus; hidden so screen readers meet the markers alone. */}
        <g aria-hidden="true" strokeWidth={0.6} strokeLinejoin="round">
          {map.regions.map((region) => (
            <path
              key={region.name}
              d={region.path}
              className={region.marked ? "fill-brand-200 stroke-brand-600" : "fill-slate-100 stroke-slate-400"}
              data-region={region.name}
              data-marked={region.marked ? "" : undefined}
            >
              <title>{region.name}</title>
            </path>
          ))}
        </g>
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
      <figcaption className="mt-2 text-center text-sm text-muted">
        {said ? <span className="block">{said}</span> : null}
        <small className="block text-xs">
          {copy.credit}{" "}
          <a href={copy.licence} rel="license" className="underline">
            CC BY 4.0
          </a>
        </small>
      </figcaption>
    </figure>
  );
}
