import { MapPin } from "../ui/lucide-icons";
import { useState } from "react";
import type { MapBlock } from "../../content/types";
import { formatAddress } from "../../../src/shared/business-facts";
import { saveConsent, useConsent } from "../../lib/consent";
import { useSettings } from "../../lib/settings";
import { useDictionary } from "../../content/dictionary";
import { SectionHeading } from "./section-heading";

/** The office map: a placeholder until functional cookies are accepted or the visitor loads it this once. */
export function MapSection({ block }: { block: MapBlock }) {
  const settings = useSettings();
  const { map } = useDictionary().sections;
  const { known, consent } = useConsent();
  const [loadOnce, setLoadOnce] = useState(false);
  const showMap = known && (loadOnce || consent?.functional === true) && settings.mapUrl !== "";

  return (
    <section id={block.id} className="container-page py-16">
      <SectionHeading title={block.title} intro={block.directions} />
      <div className="card mt-8 h-[400px] overflow-hidden" data-testid="map-area">
        {showMap ? (
          <iframe
            title={map.title(formatAddress(settings))}
            src={settings.mapUrl}
            className="h-[400px] w-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-4 bg-brand-50 p-6 text-center">
            <MapPin aria-hidden="true" className="size-10 text-brand-700" />
            <p className="font-semibold text-ink">{formatAddress(settings)}</p>
            <p className="max-w-md text-sm text-muted">{map.notice}</p>
            <div className="flex flex-wrap justify-center gap-2">
              <button type="button" className="btn-primary" disabled={!known} onClick={() => setLoadOnce(true)}>
                {map.show}
              </button>
              <button
                type="button"
                className="btn-secondary"
                disabled={!known}
                onClick={() =>
                  saveConsent({
                    analytics: consent?.analytics ?? false,
                    marketing: consent?.marketing ?? false,
                    functional: true,
                  })
                }
              >
                {map.accept}
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
