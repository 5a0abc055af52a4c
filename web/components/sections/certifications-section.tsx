import { FileCheck2 } from "../ui/lucide-icons";
import type { CertificationsBlock } from "../../content/types";
import { isCertificationValid, italianDate, romeToday } from "../../../src/shared/pages/certification-dates";
import { SafeImage } from "../ui/safe-image";
import { SiteLink } from "../ui/site-link";
import { SectionHeading } from "./section-heading";
import { useDictionary } from "../../content/dictionary";

/** A document of the library is a file: a plain link the browser opens, not a page of the app. */
const isDocumentFile = (to: string) => to.startsWith("/documenti/");

/**
 * The company's certifications that are valid today in Rome: one that has expired is left out by
 * itself (and the block with it when none is left); the page cache is emptied at every midnight.
 */
export function CertificationsSection({ block, today = romeToday() }: { block: CertificationsBlock; today?: string }) {
  const { sections } = useDictionary();
  const valid = block.certifications.filter((certification) => isCertificationValid(certification.validUntil, today));
  if (valid.length === 0) return null;
  return (
    <section id={block.id} className="container-page py-16">
      <SectionHeading title={block.title} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {valid.map((certification) => {
          const linkText = (
            <>
              <FileCheck2 aria-hidden="true" className="size-4" />
              Vedi il certificato<span className="sr-only"> {certification.name}</span>
            </>
          );
          const linkClass = "mt-auto inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline";
          return (
            <li key={`${certification.name}-${certification.number}`} className="card flex flex-col gap-3 p-6">
              <SafeImage
                src={certification.badge}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                onFailure="hide"
                className="size-24 object-contain"
              />
              <h3 className="text-lg font-semibold text-brand-900">{certification.name}</h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted">{sections.certification.issuer}</dt>
                <dd>{certification.issuer}</dd>
                <dt className="text-muted">{sections.certification.number}</dt>
                <dd>{certification.number}</dd>
                <dt className="text-muted">{sections.certification.validUntil}</dt>
                <dd>
                  <time dateTime={certification.validUntil}>{italianDate(certification.validUntil)}</time>
                </dd>
              </dl>
              {isDocumentFile(certification.document) ? (
                <a href={certification.document} className={linkClass}>
                  {linkText}
                </a>
              ) : (
                <SiteLink to={certification.document} className={linkClass}>
                  {linkText}
                </SiteLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
