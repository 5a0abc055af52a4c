import type { ReferenceHighlights } from "../../../src/shared/schemas/reference-answers";
import { Link } from "../../lib/links";
import { ReferenceCard } from "./reference-card";
import { useDictionary } from "../../content/dictionary";

/** Up to three references of a sector or product page (or the featured ones on the home page) and the list of them all. */
export function ReferenceHighlightsSection({
  answer,
  title,
  intro,
}: {
  answer: ReferenceHighlights;
  title: string;
  intro: string;
}) {
  const { sections } = useDictionary();
  if (answer.items.length === 0) return null;
  return (
    <section aria-labelledby="referenze-in-evidenza" className="container-page py-16" data-testid="reference-highlights">
      <p className="eyebrow">{sections.references}</p>
      <h2 id="referenze-in-evidenza" className="mt-2 text-3xl font-bold tracking-tight text-brand-900">
        {title}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {answer.items.map((reference) => (
          <li key={reference.id}>
            <ReferenceCard reference={reference} />
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to={answer.more} className="btn-secondary">
          Vedi tutte le referenze
        </Link>
      </p>
    </section>
  );
}
