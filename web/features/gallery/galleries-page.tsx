import * as Tabs from "@radix-ui/react-tabs";
import { useSearchParams } from "react-router-dom";
import { gallerySectionLabels, gallerySections, isGallerySection } from "../../../src/shared/gallery-sections";
import { SectionPanel } from "./section-panel";

const tabClass =
  "min-h-11 shrink-0 rounded-t-lg border-b-2 border-transparent px-3 text-sm font-semibold text-muted hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700";

/** /admin/galleries: one tab per gallery section, all nine (the spec lists six; every gallery must be manageable). */
export function GalleriesPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("sezione") ?? "";
  const current = isGallerySection(requested) ? requested : gallerySections[0];

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Gallerie</h1>
      <p className="mt-2 text-muted">
        Le foto delle installazioni mostrate nelle pagine dei settori e del controllo accessi. Le immagini caricate sono
        convertite in WebP in più dimensioni; i dati EXIF e GPS vengono rimossi.
      </p>
      <Tabs.Root value={current} onValueChange={(value) => setParams({ sezione: value }, { replace: true })} className="mt-8">
        <Tabs.List aria-label="Sezioni della galleria" className="flex flex-wrap gap-1 border-b border-line">
          {gallerySections.map((section) => (
            <Tabs.Trigger key={section} value={section} className={tabClass}>
              {gallerySectionLabels[section]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {gallerySections.map((section) => (
          <Tabs.Content key={section} value={section} className="py-6">
            <SectionPanel section={section} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
