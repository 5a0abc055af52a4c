import type { ReactNode } from "react";
import { formatNumber } from "./period";

export interface RankedColumn<T> {
  label: string;
  value: (row: T) => number | string;
}

/**
 * A ranked list as a table, with a bar behind the first figure of each row: the table is the
 * chart, so nothing is only visible.
 */
export function RankedTable<T>({
  title,
  rows,
  label,
  labelHeader,
  columns,
  empty,
  testId,
}: {
  title: string;
  rows: T[];
  label: (row: T) => ReactNode;
  labelHeader: string;
  columns: RankedColumn<T>[];
  empty: string;
  testId?: string;
}) {
  const first = columns[0];
  const max = Math.max(1, ...rows.map((r) => Number(first?.value(r) ?? 0)));
  return (
    <section className="card min-w-0 p-5" aria-label={title} data-testid={testId}>
      <h2 className="font-semibold text-ink">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        <section
          className="mt-3 overflow-x-auto"
          aria-label={`${title}: tabella`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a frame that scrolls must take focus so keyboard users can scroll it (WCAG 2.1.1).
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {labelHeader}
                </th>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className="py-1 pl-3 text-right whitespace-nowrap">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const share = Number(first?.value(row) ?? 0) / max;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed ranking, re-rendered whole
                  <tr key={i} className="border-t border-line">
                    <th scope="row" className="relative py-1.5 pr-3 font-normal break-all">
                      <span
                        aria-hidden="true"
                        className="absolute inset-y-1 left-0 rounded bg-brand-50"
                        style={{ width: `${Math.round(share * 100)}%` }}
                      />
                      <span className="relative">{label(row)}</span>
                    </th>
                    {columns.map((c) => {
                      const v = c.value(row);
                      return (
                        <td key={c.label} className="py-1.5 pl-3 text-right tabular-nums">
                          {typeof v === "number" ? formatNumber(v) : v}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
