import { Check } from "../ui/lucide-icons";
import type { ListsBlock } from "../../content/types";
import { Icon } from "../ui/icons";
import { SectionHeading } from "./section-heading";

const columns = (n: number) => (n >= 4 ? "md:grid-cols-2 lg:grid-cols-4" : n === 3 ? "md:grid-cols-3" : "md:grid-cols-2");

export function ListsSection({ block }: { block: ListsBlock }) {
  return (
    <section id={block.id} className="container-page py-16">
      <SectionHeading title={block.title} intro={block.intro} />
      <div className={`mt-10 grid gap-6 ${columns(block.lists.length)}`}>
        {block.lists.map((list) => (
          <div key={list.title} className="card p-6">
            <h3 className="flex items-center gap-3 text-lg font-semibold text-brand-900">
              {list.icon ? (
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={list.icon} className="size-5" />
                </span>
              ) : null}
              {list.title}
            </h3>
            <ul className="mt-4 grid gap-2 text-ink">
              {list.items.map((item) => (
                <li key={item} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-600" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
