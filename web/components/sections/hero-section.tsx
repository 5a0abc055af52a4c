import type { HeroBlock } from "../../content/types";
import { ActionLink } from "../ui/action-link";
import { SafeImage } from "../ui/safe-image";

export function HeroSection({ block }: { block: HeroBlock }) {
  return (
    <section
      id={block.id}
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgb(251_191_36/0.16),transparent_45%)]"
      />
      <div
        className={`container-page relative grid items-center gap-10 py-14 sm:py-18 lg:py-20 ${block.illustration ? "lg:grid-cols-[1.15fr_1fr]" : ""}`}
      >
        <div>
          {block.eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-signal-400 uppercase">{block.eyebrow}</p>
          ) : null}
          <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{block.title}</h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-brand-100">{block.lead}</p>
          {block.actions?.length ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {block.actions.map((action) => (
                <ActionLink key={action.label} action={action} onDark />
              ))}
            </div>
          ) : null}
        </div>
        {block.illustration ? (
          <SafeImage
            src={block.illustration.src}
            alt={block.illustration.decorative ? "" : block.illustration.alt}
            width={640}
            height={480}
            className="hidden h-auto w-full rounded-3xl bg-white/5 shadow-2xl ring-1 ring-white/10 lg:block"
          />
        ) : null}
      </div>
    </section>
  );
}
