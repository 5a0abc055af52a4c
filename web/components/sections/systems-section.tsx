import { ArrowRight, Check } from "../ui/lucide-icons";
import { SiteLink } from "../ui/site-link";
import type { ProductSystem, SystemsBlock } from "../../content/types";
import { Icon } from "../ui/icons";
import { SafeImage } from "../ui/safe-image";
import { SectionHeading } from "./section-heading";

const gradients: Record<ProductSystem["gradient"], string> = {
  blue: "from-brand-600 to-brand-800",
  teal: "from-teal-600 to-cyan-800",
  indigo: "from-indigo-600 to-brand-800",
  green: "from-accent-600 to-emerald-800",
  amber: "from-amber-500 to-orange-700",
  sky: "from-sky-600 to-brand-700",
};

function SystemCard({ system }: { system: ProductSystem }) {
  return (
    <article id={system.id} className="card flex flex-col overflow-hidden">
      <div className={`flex items-center gap-4 bg-gradient-to-br p-6 text-white ${gradients[system.gradient]}`}>
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/15">
          <Icon name={system.icon} />
        </span>
        <div>
          <h3 className="text-2xl font-bold">{system.name}</h3>
          <p className="text-sm text-white/85">{system.subtitle}</p>
        </div>
      </div>
      <SafeImage
        src={system.image.src}
        alt={system.image.decorative ? "" : system.image.alt}
        width={640}
        height={480}
        loading="lazy"
        className="aspect-[4/3] h-auto w-full bg-surface object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="leading-relaxed text-muted">{system.description}</p>
        <ul className="mt-4 grid gap-2 text-sm text-ink">
          {system.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
              {feature}
            </li>
          ))}
        </ul>
        {system.to ? (
          <SiteLink
            to={system.to}
            className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            Scheda di {system.name}
            <ArrowRight aria-hidden="true" className="size-4" />
          </SiteLink>
        ) : null}
      </div>
    </article>
  );
}

/** The product-system cards of spec §3. */
export function SystemsSection({ block }: { block: SystemsBlock }) {
  return (
    <section id={block.id} className="bg-surface py-16">
      <div className="container-page">
        <SectionHeading eyebrow={block.eyebrow} title={block.title} intro={block.intro} />
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          {block.systems.map((system) => (
            <SystemCard key={system.id} system={system} />
          ))}
        </div>
      </div>
    </section>
  );
}
