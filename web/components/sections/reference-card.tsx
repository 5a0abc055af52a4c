import type { ReferenceCard as Card } from "../../../src/shared/schemas/reference-answers";
import { ResponsiveImage } from "../ui/responsive-image";
import { Link } from "../../lib/links";

const CARD_SIZES = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw";

/** One reference in a list: its photo, title, client (as visitors may read it), place, year and first figures. */
export function ReferenceCard({
  reference,
  headingLevel = 3,
  path,
}: {
  reference: Card;
  headingLevel?: 2 | 3;
  /** Its page in the list's language; the Italian one unless told. */
  path?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-[var(--shadow-card)]"
      data-testid="reference-card"
    >
      {reference.photo ? (
        <ResponsiveImage
          src={reference.photo.url}
          sizes={CARD_SIZES}
          alt={reference.photo.alt}
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[16/9] w-full items-end bg-brand-900 p-4 text-sm font-semibold text-white/80"
        >
          {reference.sector_label}
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="eyebrow">
          {reference.sector_label} · {reference.year}
        </p>
        <Heading className="mt-2 text-lg font-bold text-brand-900">
          <Link to={path ?? `/referenze/${reference.slug}`} className="hover:underline">
            {reference.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-muted">
          {reference.client} · {reference.comune}
          {reference.province ? ` (${reference.province})` : ""}
        </p>
        {reference.figures.length > 0 ? (
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
            {reference.figures.slice(0, 2).map((figure) => (
              <div key={figure.label}>
                <dt className="text-muted">{figure.label}</dt>
                <dd className="text-base font-bold text-brand-900">{figure.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </article>
  );
}
