import type { TableBlock } from "../../content/types";
import { SectionHeading } from "./section-heading";

export function TableSection({ block }: { block: TableBlock }) {
  return (
    <section id={block.id} className="container-page py-16">
      <SectionHeading title={block.title} intro={block.intro} />
      {/* A scrolling table must be reachable by keyboard (WCAG 2.1.1), so its frame is a focusable, named region. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: see above */}
      {/* biome-ignore lint/a11y/useSemanticElements: the frame sits inside the section of the block */}
      <div className="card mt-8 overflow-x-auto" tabIndex={0} role="region" aria-label={block.caption}>
        <table className="w-full min-w-[36rem] text-left">
          <caption className="sr-only">{block.caption}</caption>
          <thead className="bg-brand-50 text-sm text-brand-900">
            <tr>
              {block.columns.map((column) => (
                <th key={column} scope="col" className="px-5 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {block.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={cell} scope="row" className="px-5 py-4 font-semibold text-ink">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is identified by its row and its column.
                    <td key={`${row[0]}-${index}`} className="px-5 py-4 text-muted">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
