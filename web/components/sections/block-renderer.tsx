import type { Block } from "../../content/types";
import { ContactForm } from "../../features/contact/contact-form";
import { GalleryBlock } from "../../features/gallery/gallery-block";
import { CardsSection } from "./cards-section";
import { ContactInfoSection } from "./contact-info-section";
import { CtaSection } from "./cta-section";
import { HeroSection } from "./hero-section";
import { TextSection } from "./text-section";

export function BlockRenderer({ block }: { block: Block }) {
  switch (block.kind) {
    case "hero":
      return <HeroSection block={block} />;
    case "text":
      return <TextSection block={block} />;
    case "cards":
      return <CardsSection block={block} />;
    case "cta":
      return <CtaSection block={block} />;
    case "contact-info":
      return <ContactInfoSection block={block} />;
    case "gallery":
      return <GalleryBlock block={block} />;
    case "contact-form":
      return <ContactForm block={block} />;
  }
}
