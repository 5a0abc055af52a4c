import { Check } from "../ui/lucide-icons";
import type { TextBlock } from "../../content/types";
import { SafeImage } from "../ui/safe-image";
import { SectionHeading } from "./section-heading";

export function TextSection({ block }: { block: TextBlock }) {
  return (
    <section id={block.id} className="container-page py-16">
      <div className={`grid items-center gap-10 ${block.illustration ? "lg:grid-cols-2" : ""}`}>
        <div>
          <SectionHeading eyebrow={block.eyebrow} title={block.title} />
          <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
            {block.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {block.bullets?.length ? (
            <ul className="mt-6 grid gap-3">
              {block.bullets.map((item) => (
                <li key={item} className="flex gap-3 text-ink">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-600" />
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {block.illustration ? (
          <SafeImage
            src={block.illustration.src}
            alt={block.illustration.decorative ? "" : block.illustration.alt}
            width={640}
            height={480}
            loading="lazy"
            className="h-auto w-full rounded-3xl shadow-[var(--shadow-card)]"
          />
        ) : null}
      </div>
    </section>
  );
}
