import { type CSSProperties, createContext, type ReactNode, type TdHTMLAttributes, useContext, useMemo } from "react";

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
  /** The rows: `<tr>` elements whose cells are `AdminCell`s naming their column. */
  children: ReactNode;
  /** Further row groups (`<tbody>` elements) after the rows, such as a second section of the list. */
  after?: ReactNode;
  /** Below this width the table scrolls inside its frame instead of squeezing its columns (or the page). */
  minWidth?: string;
  testId?: string;
}

/** The label a cell shows above its value when its row is a card: its column's text, unless it is hidden or a control. */
const ColumnLabels = createContext<ReadonlyMap<string, string>>(new Map());

function cardLabelOf(column: AdminColumn): string | undefined {
  return !column.hiddenLabel && typeof column.label === "string" ? column.label : undefined;
}

/**
 * Every list of the admin (requests, articles, pages, people, audit, backups, redirects). On a screen of
 * 640 px or more it is a table in a frame that scrolls on its own, reachable and scrollable with the
 * keyboard. Narrower, each row becomes a card and each cell shows its column's label above its value
 * (`admin-table` in app.css), so every field and every action is in reach without scrolling sideways;
 * the markup stays a table, so screen readers still announce rows and column headers.
 */
export function AdminTable({ label, columns, children, after, minWidth = "44rem", testId }: AdminTableProps) {
  const labels = useMemo(
    () => new Map(columns.flatMap((column) => (cardLabelOf(column) ? [[column.key, cardLabelOf(column) as string]] : []))),
    [columns],
  );
  return (
    <section
      aria-label={label}
      // Positioned, so that screen-reader-only text inside is clipped with the rest instead of widening the page.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a frame that scrolls must take focus so keyboard users can scroll it (WCAG 2.1.1).
      tabIndex={0}
      className="card admin-table-frame relative max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      data-testid="admin-table-frame"
    >
      <table
        className="admin-table w-full text-left text-sm sm:min-w-(--admin-table-min-width)"
        style={{ "--admin-table-min-width": minWidth } as CSSProperties}
        data-testid={testId}
      >
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-line bg-surface text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`px-4 py-3 ${column.className ?? ""}`}
                // A control in the header (select all) stays on screen when the rows become cards.
                data-card-visible={!column.hiddenLabel && typeof column.label !== "string" ? "" : undefined}
              >
                {column.hiddenLabel ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <ColumnLabels.Provider value={labels}>
          <tbody className="divide-y divide-line">{children}</tbody>
          {after}
        </ColumnLabels.Provider>
      </table>
    </section>
  );
}

interface AdminCellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** The key of the cell's column in the table's `columns`: it gives the label the cell shows on a card. */
  column: string;
  /** The cell names its row (the article's title): a row header instead of a data cell. */
  rowHeader?: boolean;
}

/** One cell of an `AdminTable` row, carrying its column's label for the card a phone shows; padded as its column's header unless told. */
export function AdminCell({ column, rowHeader = false, className = "px-4 py-3", children, ...rest }: AdminCellProps) {
  const label = useContext(ColumnLabels).get(column);
  if (rowHeader) {
    return (
      <th scope="row" data-label={label} className={className} {...rest}>
        {children}
      </th>
    );
  }
  return (
    <td data-label={label} className={className} {...rest}>
      {children}
    </td>
  );
}
