import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import type { ContactFormBlock, GalleryBlock } from "../../content/types";

/**
 * The page blocks whose behaviour belongs to a feature (the installation gallery, the contact
 * form). Sections sit below features, so the app shell supplies these renderers once
 * (web/app/providers.tsx) and BlockRenderer looks them up here.
 */
export interface FeatureBlockRenderers {
  gallery: ComponentType<{ block: GalleryBlock }>;
  contactForm: ComponentType<{ block: ContactFormBlock }>;
}

const FeatureBlocksContext = createContext<FeatureBlockRenderers | null>(null);

export function FeatureBlocksProvider({ renderers, children }: { renderers: FeatureBlockRenderers; children: ReactNode }) {
  return <FeatureBlocksContext.Provider value={renderers}>{children}</FeatureBlocksContext.Provider>;
}

export function useFeatureBlocks(): FeatureBlockRenderers {
  const renderers = useContext(FeatureBlocksContext);
  if (!renderers) throw new Error("FeatureBlocksProvider is missing above the page blocks");
  return renderers;
}
