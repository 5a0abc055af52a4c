import type { StatsBlock } from "../../content/types";

export function StatsSection({ block }: { block: StatsBlock }) {
  return (
    <section id={block.id} aria-label={block.title ?? "I numeri"} className="border-b border-line bg-white">
      <div className="container-page py-10">
        {block.title ? <h2 className="mb-6 text-center text-2xl font-bold text-brand-900">{block.title}</h2> : null}
        <dl className={`grid grid-cols-2 gap-6 text-center ${block.items.length === 3 ? "md:grid-cols-3" : "md:grid-cols-4"}`}>
          {block.items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-muted">{item.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-brand-700 sm:text-4xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
