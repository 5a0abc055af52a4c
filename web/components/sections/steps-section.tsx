import type { StepsBlock } from "../../content/types";
import { SectionHeading } from "./section-heading";

export function StepsSection({ block }: { block: StepsBlock }) {
  return (
    <section id={block.id} className="container-page py-16">
      <SectionHeading title={block.title} intro={block.intro} />
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {block.steps.map((step, index) => (
          <li key={step.title} className="card relative p-6 pt-10">
            <span
              aria-hidden="true"
              className="absolute -top-5 left-6 inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="text-xl font-semibold text-brand-900">
              <span className="sr-only">Fase {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
