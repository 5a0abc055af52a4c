import { Mail, Phone } from "../ui/lucide-icons";
import type { ReactNode } from "react";
import type { ContactTilesBlock } from "../../content/types";
import { telHref, whatsappHref } from "../../../src/shared/business-facts";
import { useDictionary } from "../../content/dictionary";
import { useSettings } from "../../lib/settings";
import { WhatsappIcon } from "../ui/brand-icons";

function Tile({
  href,
  icon,
  label,
  value,
  external,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  value: string;
  external?: boolean;
}) {
  return (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className="card flex items-center gap-4 p-5 transition-shadow hover:shadow-lg"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <span>
        <span className="block text-sm text-muted">{label}</span>
        <span className="block font-semibold break-all text-ink">{value}</span>
      </span>
    </a>
  );
}

/** Phone, e-mail and WhatsApp, right under the contact page's hero. */
export function ContactTilesSection({ block }: { block: ContactTilesBlock }) {
  const settings = useSettings();
  const { sections, whatsapp } = useDictionary();
  return (
    <section
      id={block.id}
      aria-label={sections.contactTiles.label}
      className="container-page relative -mt-8 grid gap-4 md:grid-cols-3"
    >
      <Tile
        href={telHref(settings.phone)}
        icon={<Phone aria-hidden="true" className="size-6" />}
        label={sections.contactTiles.call}
        value={settings.phone}
      />
      <Tile
        href={`mailto:${settings.email}`}
        icon={<Mail aria-hidden="true" className="size-6" />}
        label={sections.contactTiles.write}
        value={settings.email}
      />
      <Tile
        href={whatsappHref(settings.whatsapp, whatsapp.message)}
        external
        icon={<WhatsappIcon className="size-6" />}
        label={whatsapp.tile}
        value={settings.whatsapp}
      />
    </section>
  );
}
