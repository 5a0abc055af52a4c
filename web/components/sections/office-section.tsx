import { Building2, Clock, Headset } from "../ui/lucide-icons";
import type { OfficeBlock } from "../../content/types";
import { formatAddress, telHref } from "../../../src/shared/business-facts";
import { useBusinessTexts } from "../../lib/business-texts";
import { useSettings } from "../../lib/settings";
import { SectionHeading } from "./section-heading";
import { useDictionary } from "../../content/dictionary";

/** Head office, opening hours, technical support, and why choose us. */
export function OfficeSection({ block }: { block: OfficeBlock }) {
  const settings = useSettings();
  const { sections } = useDictionary();
  const { openingHours } = useBusinessTexts();
  return (
    <section id={block.id} className="container-page grid gap-10 py-16 lg:grid-cols-2">
      <div>
        <SectionHeading title={block.title} />
        <ul className="mt-8 grid gap-6">
          <li className="flex gap-4">
            <Building2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-ink">{sections.office.headOffice}</h3>
              <p className="text-muted">
                {settings.legalName}
                <br />
                {formatAddress(settings)}
              </p>
            </div>
          </li>
          <li className="flex gap-4">
            <Clock aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-ink">{sections.office.hours}</h3>
              <p className="text-muted">{openingHours}</p>
            </div>
          </li>
          <li className="flex gap-4">
            <Headset aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-ink">{sections.office.support}</h3>
              <p className="text-muted">{block.support}</p>
              <p className="mt-1">
                <a className="font-semibold text-brand-700 hover:underline" href={telHref(settings.supportPhone)}>
                  {settings.supportPhone}
                </a>
                {" · "}
                <a className="font-semibold text-brand-700 hover:underline" href={`mailto:${settings.supportEmail}`}>
                  {settings.supportEmail}
                </a>
              </p>
            </div>
          </li>
        </ul>
      </div>
      <div className="card p-8">
        <h2 className="text-2xl font-bold text-brand-900">{block.reasonsTitle}</h2>
        <ul className="mt-6 grid gap-5">
          {block.reasons.map((reason) => (
            <li key={reason.title}>
              <h3 className="font-semibold text-ink">{reason.title}</h3>
              <p className="mt-1 text-muted">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
