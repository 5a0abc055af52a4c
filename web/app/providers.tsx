import * as Tooltip from "@radix-ui/react-tooltip";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type FeatureBlockRenderers, FeatureBlocksProvider } from "../components/sections/feature-blocks";
import { ContactForm } from "../features/contact/contact-form";
import { GalleryBlock } from "../features/gallery/gallery-block";
import { island } from "../components/ui/island";

/** Spec §9: tooltips open after 700 ms, 300 ms skip delay. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

const featureBlocks: FeatureBlockRenderers = {
  gallery: island("gallery-block", GalleryBlock),
  contactForm: island("contact-form", ContactForm),
};

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <FeatureBlocksProvider renderers={featureBlocks}>{children}</FeatureBlocksProvider>
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
