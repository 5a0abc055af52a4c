import type { FiguresBlock } from "../../content/types";
import { SafeImage } from "../ui/safe-image";
import { SectionHeading } from "./section-heading";

export function FiguresSection({ block }: { block: FiguresBlock }) {
  return (
    <section id={block.id} className="container-page py-16">
      <SectionHeading title={block.title} intro={block.intro} />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {block.figures.map((figure) => (
          <figure key={figure.image.src} className="card overflow-hidden">
            <SafeImage
              src={figure.image.src}
              alt={figure.image.decorative ? "" : figure.image.alt}
              onFailure={block.onError}
              width={640}
              height={480}
              loading="lazy"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
            <figcaption className="p-4 text-sm text-muted">{figure.caption}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
