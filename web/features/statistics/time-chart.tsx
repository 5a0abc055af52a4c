import { useId } from "react";
import { formatNumber, formatShortDay } from "./period";

export interface ChartSeries {
  key: string;
  label: string;
  /** A stroke/fill colour class (text-*), used through currentColor. */
  colorClass: string;
  values: number[];
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 28, bottom: 28, left: 44 };

/** A round top of the scale: 1, 2, 5, 10, 20, 50 … */
function niceMax(max: number): number {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}

/**
 * Values over days as lines (or bars), drawn in SVG, with the same figures in a table: the
 * picture for the eye, the table for screen readers and for reading exact numbers.
 */
export function TimeChart({
  title,
  days,
  series,
  kind = "line",
}: {
  title: string;
  days: string[];
  series: ChartSeries[];
  kind?: "line" | "bar";
}) {
  const id = useId();
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (days.length <= 1 ? innerW / 2 : (i * innerW) / (days.length - 1));
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, max / 2, max];
  const labelEvery = Math.max(1, Math.ceil(days.length / 8));
  const slot = innerW / Math.max(days.length, 1);
  const total = (s: ChartSeries) => s.values.reduce((a, b) => a + b, 0);
  const summary = series.map((s) => `${s.label}: ${formatNumber(total(s))}`).join(", ");

  return (
    <figure className="card min-w-0 p-5" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-semibold text-ink">
        {title}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-muted">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block h-2 w-4 rounded-sm bg-current ${s.colorClass}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-auto w-full"
        role="img"
        aria-label={`${title}, dal ${formatShortDay(days[0] ?? "")} al ${formatShortDay(days.at(-1) ?? "")}. Totali: ${summary}. I valori di ogni giorno sono nella tabella sotto.`}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} className="stroke-line" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className="fill-muted text-[11px]">
              {formatNumber(t)}
            </text>
          </g>
        ))}
        {days.map((day, i) =>
          i % labelEvery === 0 ? (
            <text key={day} x={x(i)} y={HEIGHT - 8} textAnchor="middle" className="fill-muted text-[11px]">
              {formatShortDay(day)}
            </text>
          ) : null,
        )}
        {series.map((s, si) =>
          kind === "bar" ? (
            <g key={s.key} className={`fill-current ${s.colorClass}`}>
              {s.values.map((v, i) => {
                const w = Math.max(1, (slot * 0.7) / series.length);
                const left = x(i) - (slot * 0.7) / 2 + si * w;
                return v > 0 ? <rect key={days[i]} x={left} y={y(v)} width={w} height={PAD.top + innerH - y(v)} rx={1} /> : null;
              })}
            </g>
          ) : (
            <polyline
              key={s.key}
              fill="none"
              strokeWidth={2.5}
              strokeLinejoin="round"
              className={`stroke-current ${s.colorClass}`}
              points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(" ")}
            />
          ),
        )}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Mostra i dati in tabella</summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1 pr-4">
                  Giorno
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-4 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day} className="border-t border-line">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {formatShortDay(day)}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 pr-4 text-right tabular-nums">
                      {formatNumber(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
