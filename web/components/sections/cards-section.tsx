import { ArrowRight, Check } from "../ui/lucide-icons";
import { SiteLink } from "../ui/site-link";
import type { CardsBlock } from "../../content/types";
import { Icon } from "../ui/icons";
import { SectionHeading } from "./section-heading";
import { useDictionary } from "../../content/dictionary";

const columnClass = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" } as const;

export function CardsSection({ block }: { block: CardsBlock }) {
  const { sections } = useDictionary();
  return (
    <section id={block.id} className="bg-surface py-16">
      <div className="container-page">
        <SectionHeading eyebrow={block.eyebrow} title={block.title} intro={block.intro} />
        <ul className={`mt-10 grid gap-6 ${columnClass[block.columns ?? 3]}`}>
          {block.cards.map((card) => (
            <li key={card.title} className="card flex flex-col p-6">
              {card.icon ? (
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={card.icon} />
                </span>
              ) : null}
              <h3 className="mt-4 text-xl font-semibold text-brand-900">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{card.text}</p>
              {card.features?.length ? (
                <ul className="mt-4 grid gap-2 text-sm text-ink">
                  {card.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
              ) : null}
              {card.to ? (
                <SiteLink
                  to={card.to}
                  className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                >
                  {card.linkLabel ?? sections.learnMore}
                  <span className="sr-only">: {card.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </SiteLink>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
