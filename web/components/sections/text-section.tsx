import type { TextBlock } from "../../content/types";
import { SectionHeading } from "./section-heading";

export function TextSection({ block }: { block: TextBlock }) {
  return (
    <section id={block.id} className="container-page py-16">
      <SectionHeading eyebrow={block.eyebrow} title={block.title} />
      <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
        {block.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </section>
  );
}
