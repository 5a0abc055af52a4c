import type { HeroBlock } from "../../content/types";
import { ActionLink } from "../ui/action-link";

export function HeroSection({ block }: { block: HeroBlock }) {
  return (
    <section id={block.id} className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgb(251_191_36/0.18),transparent_45%)]" />
      <div className="container-page relative py-16 sm:py-20 lg:py-24">
        {block.eyebrow ? <p className="text-sm font-semibold tracking-wide text-signal-400 uppercase">{block.eyebrow}</p> : null}
        <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{block.title}</h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-brand-100 sm:text-xl">{block.lead}</p>
        {block.actions?.length ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {block.actions.map((action) => (
              <ActionLink key={action.label} action={action} onDark />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
