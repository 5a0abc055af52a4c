import type { ProseBlock } from "../../content/types";
import { formatAddress } from "../../../src/shared/business-facts";
import type { PublicSettings } from "../../../src/shared/schemas/settings";
import { useSettings } from "../../lib/settings";

/** Business facts the legal texts name, always the current ones from the settings. */
function fill(text: string, settings: PublicSettings): string {
  const values: Record<string, string> = {
    legalName: settings.legalName,
    address: formatAddress(settings),
    vatNumber: settings.vatNumber,
    rea: settings.rea,
    email: settings.email,
    phone: settings.phone,
  };
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** Long-form text: the legal pages. */
export function ProseSection({ block }: { block: ProseBlock }) {
  const settings = useSettings();
  return (
    <section id={block.id} className="container-page py-12">
      <div className="max-w-3xl">
        <p className="text-sm text-muted">Ultimo aggiornamento: {block.updated}</p>
        {block.sections.map((section) => (
          <div key={section.heading} className="mt-10">
            <h2 className="text-2xl font-bold text-brand-900">{section.heading}</h2>
            {section.paragraphs?.map((p) => (
              <p key={p} className="mt-4 leading-relaxed text-ink">
                {fill(p, settings)}
              </p>
            ))}
            {section.items?.length ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink marker:text-brand-600">
                {section.items.map((item) => (
                  <li key={item}>{fill(item, settings)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}
