import type { ReactNode } from "react";

export interface AdminColumn {
  key: string;
  /** What the column holds; a control (the 'select all' box) or a name read only by screen readers. */
  label: ReactNode;
  /** The label is for screen readers only (an 'Azioni' column of buttons). */
  hiddenLabel?: boolean;
  className?: string;
}

interface AdminTableProps {
  /** Names the list for screen readers: the table's caption and its scrolling frame. */
  label: string;
  columns: readonly AdminColumn[];
  /** The rows: `<tr>` elements whose cells follow `columns`. */
  children: ReactNode;
  /** Below this width the table scrolls inside its frame instead of squeezing its columns (or the page). */
  minWidth?: string;
  testId?: string;
}

/**
 * Every list of the admin (requests, articles, people, audit, backups): one frame that scrolls on
 * its own on a phone, reachable and scrollable with the keyboard, so every column and every action
 * stays within reach while the page itself never scrolls sideways.
 */
export function AdminTable({ label, columns, children, minWidth = "44rem", testId }: AdminTableProps) {
  return (
    <section
      aria-label={label}
      // Positioned, so that screen-reader-only text inside is clipped with the rest instead of widening the page.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a frame that scrolls must take focus so keyboard users can scroll it (WCAG 2.1.1).
      tabIndex={0}
      className="card relative max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      data-testid="admin-table-frame"
    >
      <table className="w-full text-left text-sm" style={{ minWidth }} data-testid={testId}>
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-line bg-surface text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`px-4 py-3 ${column.className ?? ""}`}>
                {column.hiddenLabel ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </section>
  );
}
