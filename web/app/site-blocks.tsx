import type { ReactNode } from "react";
import { type FeatureBlockRenderers, FeatureBlocksProvider } from "../components/sections/feature-blocks";
import { ContactForm } from "../features/contact/contact-form";
import { GalleryBlock } from "../features/gallery/gallery-block";
import { island } from "../components/ui/island";

const featureBlocks: FeatureBlockRenderers = {
  gallery: island("gallery-block", GalleryBlock),
  contactForm: island("contact-form", ContactForm),
};

/**
 * The blocks of a page that need a feature (a gallery's photos, the contact form), for the parts
 * that draw pages: the public pages and the page editor's preview. The rest of the admin never
 * loads them.
 */
export function SiteBlocks({ children }: { children: ReactNode }) {
  return <FeatureBlocksProvider renderers={featureBlocks}>{children}</FeatureBlocksProvider>;
}
