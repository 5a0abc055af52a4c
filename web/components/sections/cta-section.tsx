import type { CtaBlock } from "../../content/types";
import { ActionLink } from "../ui/action-link";

export function CtaSection({ block }: { block: CtaBlock }) {
  return (
    <section id={block.id} className="container-page py-16">
      <div className="rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight">{block.title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{block.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {block.actions.map((action) => (
            <ActionLink key={action.label} action={action} onDark />
          ))}
        </div>
      </div>
    </section>
  );
}
