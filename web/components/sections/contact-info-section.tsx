import { ArrowRight, Mail, Phone } from "../ui/lucide-icons";
import { Link } from "../../lib/links";
import type { ContactInfoBlock } from "../../content/types";
import { telHref } from "../../../src/shared/business-facts";
import { useSettings } from "../../lib/settings";
import { SectionHeading } from "./section-heading";
import { useDictionary } from "../../content/dictionary";

/** "Richiedi informazioni": phone, e-mail and the way to the contact form. */
export function ContactInfoSection({ block }: { block: ContactInfoBlock }) {
  const settings = useSettings();
  const { sections } = useDictionary();
  return (
    <section id={block.id} className="container-page py-16">
      <div className="card grid gap-8 p-8 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <SectionHeading title={block.title} intro={block.text} />
        <ul className="grid gap-3">
          <li>
            <a
              href={telHref(settings.phone)}
              className="flex items-center gap-3 rounded-xl border border-line p-4 hover:bg-brand-50"
            >
              <Phone aria-hidden="true" className="size-5 text-brand-700" />
              <span>
                <span className="block text-sm text-muted">{sections.contactInfo.phone}</span>
                <span className="font-semibold text-ink">{settings.phone}</span>
              </span>
            </a>
          </li>
          <li>
            <a
              href={`mailto:${settings.email}`}
              className="flex items-center gap-3 rounded-xl border border-line p-4 hover:bg-brand-50"
            >
              <Mail aria-hidden="true" className="size-5 text-brand-700" />
              <span>
                <span className="block text-sm text-muted">{sections.contactInfo.email}</span>
                <span className="font-semibold text-ink">{settings.email}</span>
              </span>
            </a>
          </li>
          <li>
            <Link to="/contatti" className="btn-primary w-full">
              {sections.contactInfo.toForm}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
